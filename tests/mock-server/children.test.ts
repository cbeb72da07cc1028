import { describe, expect, it } from 'vitest'
import { createChild, getChild, listChildren, updateChild } from '@/api/children.api'
import type { ChildCreate } from '@/contract/children'
import { dobFromAge, toIsoDate } from '@/domain/age'
import { seedChildren, seedUsers } from '@/mock-server/seed/users'
import {
  actAs,
  expectNotFoundWithNothingStored,
  expectRefusedWithNothingStored,
  fetchMedia,
  GIF_BYTES,
  gifFile,
  itRequiresSignIn,
  newChild,
  PNG_BYTES,
  pngFile,
  seedChildId,
  signIn,
  signUpOtherParent,
  startTestBackend,
  svgFile,
  textFile,
} from './helpers'

const backend = startTestBackend()

describe('listChildren: GET /children/profiles/', () => {
  it('lists the parent’s three children with ages, heights in cm and weights in kg', async () => {
    await signIn(seedUsers.parent)
    const children = await listChildren()
    expect(children.map((c) => [c.name, c.age_in_months, c.height_cm, c.weight_kg])).toEqual([
      ['Liam Carter', seedChildren.liam.ageMonths, null, null],
      ['Olivia Carter', seedChildren.olivia.ageMonths, 70, 8.5],
      ['Noah Carter', seedChildren.noah.ageMonths, 84, 11.2],
    ])
    expect(children[0]).toMatchObject({ first_name: 'Liam', last_name: 'Carter', sex: 'M', profile_image: seedChildren.liam.image })
  })

  it('lists only the caller’s own children', async () => {
    await signUpOtherParent()
    await expect(listChildren()).resolves.toEqual([])
    await createChild(newChild())
    expect((await listChildren()).map((c) => c.name)).toEqual(['Mia Jones'])
  })

  itRequiresSignIn(backend, 'listChildren', () => ({}))
})

describe('getChild: GET /children/profiles/{childId}/', () => {
  it('answers one child with its date of birth', async () => {
    await signIn(seedUsers.parent)
    const noah = await getChild(seedChildId(backend.db, 'noah'))
    expect(noah).toMatchObject({ name: 'Noah Carter', age_in_months: 20, height_cm: 84, weight_kg: 11.2, dob: dobFromAge(20) })
  })

  it('answers 404 for another parent’s child, as if it did not exist', async () => {
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => getChild(seedChildId(backend.db, 'noah')))
  })

  it('answers 404 for an unknown id', async () => {
    await signIn(seedUsers.parent)
    await expectNotFoundWithNothingStored(backend, () => getChild(9999))
  })

  itRequiresSignIn(backend, 'getChild', () => ({ params: { childId: 1 } }))
})

describe('createChild: POST /children/profiles/ (multipart)', () => {
  it('stores the child for the caller and answers it; the list shows it', async () => {
    await signIn(seedUsers.parent)
    const changes = backend.changes
    const answer = await createChild(newChild({ health_conditions: 'Mild eczema', weight: 8, height: '70 cm' }))
    expect(answer).toMatchObject({
      first_name: 'Mia',
      last_name: 'Jones',
      name: 'Mia Jones',
      sex: 'F',
      age_in_months: 8,
      weight_kg: 8,
      height_cm: 70,
      is_premature: false,
      weeks_premature: null,
      birth_weight: null,
      notes: 'Mild eczema',
      profile_image: null,
    })
    expect(backend.changes).toBe(changes + 1)
    expect((await listChildren()).map((c) => c.name)).toEqual(['Liam Carter', 'Olivia Carter', 'Noah Carter', 'Mia Jones'])
    expect(await getChild(answer.id)).toEqual(answer)
  })

  it('converts lb to kg, in to cm and g to kg', async () => {
    await signIn(seedUsers.parent)
    const answer = await createChild(
      newChild({ weight: 22, weight_unit: 'lb', height: '30', height_unit: 'in', birth_weight: 3200, birth_weight_unit: 'g' }),
    )
    expect(answer.weight_kg).toBe(9.98)
    expect(answer.height_cm).toBe(76.2)
    expect(answer.birth_weight).toBe(3.2)
  })

  it('reads the unit written in the height text ("27 in")', async () => {
    await signIn(seedUsers.parent)
    const answer = await createChild(newChild({ height: '27 in', height_unit: 'cm' }))
    expect(answer.height_cm).toBe(68.6)
  })

  it('keeps weeks premature for a premature child and drops them otherwise', async () => {
    await signIn(seedUsers.parent)
    const premature = await createChild(newChild({ is_premature: true, weeks_premature: 3 }))
    expect(premature).toMatchObject({ is_premature: true, weeks_premature: 3 })
    const onTime = await createChild(newChild({ is_premature: false, weeks_premature: 3 }))
    expect(onTime).toMatchObject({ is_premature: false, weeks_premature: null })
  })

  it('stores a PNG profile image and serves it back at the answered URL with its type and bytes', async () => {
    await signIn(seedUsers.parent)
    const answer = await createChild(newChild({ profile_image_upload: pngFile() }))
    expect(answer.profile_image).toMatch(/^\/api\/media\/\d+\/$/)
    const media = await fetchMedia(answer.profile_image!)
    expect(media.status).toBe(200)
    expect(media.contentType).toBe('image/png')
    expect(media.bytes).toEqual(PNG_BYTES)
    expect((await getChild(answer.id)).profile_image).toBe(answer.profile_image)
  })

  it('stores a GIF profile image and serves it back as image/gif', async () => {
    await signIn(seedUsers.parent)
    const answer = await createChild(newChild({ profile_image_upload: gifFile() }))
    const media = await fetchMedia(answer.profile_image!)
    expect(media.contentType).toBe('image/gif')
    expect(media.bytes).toEqual(GIF_BYTES)
  })

  it('answers 400 to an SVG profile image (it can carry script; issue #11) and stores nothing', async () => {
    await signIn(seedUsers.parent)
    const error = await expectRefusedWithNothingStored(backend, () => createChild(newChild({ profile_image_upload: svgFile() })))
    expect(error.body).toEqual({ profile_image_upload: ['Upload a PNG, JPEG, WebP or GIF image.'] })
  })

  it('answers 400 "Upload a valid image." for a file that is not an image and stores nothing', async () => {
    await signIn(seedUsers.parent)
    const error = await expectRefusedWithNothingStored(backend, () => createChild(newChild({ profile_image_upload: textFile() })))
    expect(error.body).toEqual({ profile_image_upload: ['Upload a valid image.'] })
  })

  const cases: [string, Partial<ChildCreate>, Record<string, string[]>][] = [
    ['a missing first name', { first_name: '  ' }, { first_name: ['First name is required.'] }],
    ['a missing sex', { sex: undefined }, { sex: ['Choose Male or Female.'] }],
    ['a date that does not exist', { dob: '2024-02-30' }, { dob: ['Enter a real date of birth.'] }],
    ['a date of birth in the future', { dob: toIsoDate(new Date(Date.now() + 3 * 86_400_000)) }, { dob: ['Date of birth cannot be in the future.'] }],
    ['an unknown weight unit', { weight: 3, weight_unit: 'st' as never }, { weight_unit: ['Choose kg or lb.'] }],
    ['a height that is not a number and unit', { height: 'tall' }, { height: ['Enter the height as a number followed by cm or in.'] }],
    ['weeks premature out of 1-20', { is_premature: true, weeks_premature: 25 }, { weeks_premature: ['Weeks premature must be 1 to 20.'] }],
    ['a premature birth without weeks', { is_premature: true }, { weeks_premature: ['Weeks premature must be 1 to 20.'] }],
  ]
  for (const [what, overrides, body] of cases) {
    it(`answers 400 for ${what} and stores nothing, not even the image`, async () => {
      await signIn(seedUsers.parent)
      const error = await expectRefusedWithNothingStored(backend, () =>
        createChild(newChild({ ...overrides, profile_image_upload: pngFile() })),
      )
      expect(error.body).toEqual(body)
    })
  }

  itRequiresSignIn(backend, 'createChild', () => ({ body: newChild({ profile_image_upload: pngFile() }) }))
})

describe('updateChild: PATCH /children/profiles/{childId}/ (multipart)', () => {
  it('changes only the fields sent; the next GET shows the change', async () => {
    await signIn(seedUsers.parent)
    const id = seedChildId(backend.db, 'noah')
    const before = await getChild(id)
    const changes = backend.changes
    const answer = await updateChild(id, { weight: 12.5 })
    expect(answer).toEqual({ ...before, weight_kg: 12.5 })
    expect(await getChild(id)).toEqual(answer)
    expect(backend.changes).toBe(changes + 1)
  })

  it('keeps health notes, last name and prematurity when a later edit leaves them out', async () => {
    await signIn(seedUsers.parent)
    const child = await createChild(newChild({ health_conditions: 'Asthma', is_premature: true, weeks_premature: 4 }))
    const answer = await updateChild(child.id, { first_name: 'Maya' })
    expect(answer).toMatchObject({ name: 'Maya Jones', notes: 'Asthma', is_premature: true, weeks_premature: 4 })
  })

  it('renames and converts units: lb to kg, in to cm, g to kg', async () => {
    await signIn(seedUsers.parent)
    const id = seedChildId(backend.db, 'olivia')
    const answer = await updateChild(id, {
      first_name: 'Liv',
      last_name: 'Carter-Jones',
      weight: 26,
      weight_unit: 'lb',
      height: '27 in',
      birth_weight: 2900,
      birth_weight_unit: 'g',
    })
    expect(answer).toMatchObject({ name: 'Liv Carter-Jones', weight_kg: 11.79, height_cm: 68.6, birth_weight: 2.9 })
  })

  it('clears the height when it is sent empty', async () => {
    await signIn(seedUsers.parent)
    const answer = await updateChild(seedChildId(backend.db, 'noah'), { height: '' })
    expect(answer.height_cm).toBeNull()
  })

  it('stores a new image, keeps it when the field is omitted and clears it with ""', async () => {
    await signIn(seedUsers.parent)
    const id = seedChildId(backend.db, 'liam')
    const withPng = await updateChild(id, { profile_image_upload: pngFile() })
    expect(withPng.profile_image).not.toBe(seedChildren.liam.image)
    const media = await fetchMedia(withPng.profile_image!)
    expect([media.status, media.contentType]).toEqual([200, 'image/png'])
    expect(media.bytes).toEqual(PNG_BYTES)

    const kept = await updateChild(id, { first_name: 'Liam' })
    expect(kept.profile_image).toBe(withPng.profile_image)

    const withGif = await updateChild(id, { profile_image_upload: gifFile() })
    expect((await fetchMedia(withGif.profile_image!)).contentType).toBe('image/gif')

    const cleared = await updateChild(id, { profile_image_upload: '' })
    expect(cleared.profile_image).toBeNull()
    expect((await getChild(id)).profile_image).toBeNull()
  })

  it('drops weeks premature when the child is marked not premature', async () => {
    await signIn(seedUsers.parent)
    const child = await createChild(newChild({ is_premature: true, weeks_premature: 6 }))
    const answer = await updateChild(child.id, { is_premature: false })
    expect(answer).toMatchObject({ is_premature: false, weeks_premature: null })
  })

  it('answers 400 for a file that is not an image and stores nothing', async () => {
    await signIn(seedUsers.parent)
    const id = seedChildId(backend.db, 'noah')
    const before = await getChild(id)
    const error = await expectRefusedWithNothingStored(backend, () => updateChild(id, { profile_image_upload: textFile() }))
    expect(error.body).toEqual({ profile_image_upload: ['Upload a valid image.'] })
    expect(await getChild(id)).toEqual(before)
  })

  it('answers 400 when clearing the weeks of a premature child, storing neither the change nor the image sent with it', async () => {
    await signIn(seedUsers.parent)
    const child = await createChild(newChild({ is_premature: true, weeks_premature: 6 }))
    const error = await expectRefusedWithNothingStored(backend, () =>
      updateChild(child.id, { weeks_premature: '', first_name: 'Changed', profile_image_upload: pngFile() }),
    )
    expect(error.body).toEqual({ weeks_premature: ['Weeks premature must be 1 to 20.'] })
    expect(await getChild(child.id)).toEqual(child)
  })

  it('answers 400 for a blank first name and stores nothing', async () => {
    await signIn(seedUsers.parent)
    const error = await expectRefusedWithNothingStored(backend, () => updateChild(seedChildId(backend.db, 'noah'), { first_name: ' ' }))
    expect(error.body).toEqual({ first_name: ['First name is required.'] })
  })

  it('answers 404 for another parent’s child and leaves it unchanged', async () => {
    const parent = await signIn(seedUsers.parent)
    const id = seedChildId(backend.db, 'noah')
    const before = await getChild(id)
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => updateChild(id, { first_name: 'Taken', profile_image_upload: pngFile() }))
    actAs(parent)
    expect(await getChild(id)).toEqual(before)
  })

  it('answers 404 for an unknown id', async () => {
    await signIn(seedUsers.parent)
    await expectNotFoundWithNothingStored(backend, () => updateChild(9999, { first_name: 'Nobody' }))
  })

  itRequiresSignIn(backend, 'updateChild', () => ({ params: { childId: 1 }, body: { first_name: 'Changed', profile_image_upload: pngFile() } }))
})
