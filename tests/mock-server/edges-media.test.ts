import { describe, expect, it } from 'vitest'
import { createChild, updateChild } from '@/api/children.api'
import { createBand, deleteBand, exportFileContent, exportMilestones, importMilestones, updateBand } from '@/api/content.api'
import type { ChildCreate } from '@/contract/children'
import { accessToken } from '@/api/session'
import { dobFromAge } from '@/domain/age'
import { seedUsers } from '@/mock-server/seed/users'
import { bandByCode, expectRefusedWithNothingStored, fetchMedia, PNG_BYTES, pngFile, seedChildId, signIn, svgFile, tables, startTestBackend } from './helpers'

/*
 * docs/decisions/031 (media): only raster images (by declared type and by
 * their first bytes), at most 10 MB, stored only when the request succeeds,
 * deleted when nothing refers to them, and served so that a browser never runs
 * or sniffs them.
 */
const backend = startTestBackend()

const child = (overrides: Partial<ChildCreate> = {}): ChildCreate => ({ first_name: 'Mia', sex: 'Female', dob: dobFromAge(8), ...overrides })
const file = (bytes: BlobPart[], type: string, name = 'photo') => new File(bytes, name, { type })
const RASTER = 'Upload a PNG, JPEG, WebP or GIF image.'
/** The stored uploads but the health documents' files (the seed has one). */
const mediaCount = () => backend.db.media.all().filter((upload) => !backend.db.documents.all().some((document) => document.media_id === upload.id)).length

describe('uploads', () => {
  it('refuses an SVG (it can hold a script) and stores nothing', async () => {
    await signIn(seedUsers.parent)
    const error = await expectRefusedWithNothingStored(backend, () => createChild(child({ profile_image_upload: svgFile() })))
    expect(error.body).toEqual({ profile_image_upload: [RASTER] })
  })

  it('refuses a content type that is not exactly an accepted one ("image/png,evil")', async () => {
    await signIn(seedUsers.parent)
    const error = await expectRefusedWithNothingStored(backend, () =>
      createChild(child({ profile_image_upload: file([PNG_BYTES], 'image/png,evil') })),
    )
    expect(error.body).toEqual({ profile_image_upload: [RASTER] })
  })

  it('refuses a file whose bytes are not the image its type says', async () => {
    await signIn(seedUsers.parent)
    const script = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    const error = await expectRefusedWithNothingStored(backend, () => createChild(child({ profile_image_upload: file([script], 'image/png') })))
    expect(error.body).toEqual({ profile_image_upload: [RASTER] })
  })

  it('accepts PNG, JPEG, WebP and GIF by their first bytes', async () => {
    await signIn(seedUsers.parent)
    const samples: [string, number[]][] = [
      ['image/png', [...PNG_BYTES]],
      ['image/jpeg', [0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]],
      ['image/webp', [...new TextEncoder().encode('RIFF'), 4, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8 ')]],
      ['image/gif', [...new TextEncoder().encode('GIF89a'), 1, 0, 1, 0]],
    ]
    for (const [type, bytes] of samples) {
      const answer = await createChild(child({ profile_image_upload: file([new Uint8Array(bytes)], type) }))
      expect((await fetchMedia(answer.profile_image!)).contentType).toBe(type)
    }
  })

  it('refuses an image over 10 MB with a clear message', async () => {
    await signIn(seedUsers.parent)
    const big = file([PNG_BYTES, new Uint8Array(10 * 1024 * 1024)], 'image/png')
    const error = await expectRefusedWithNothingStored(backend, () => createChild(child({ profile_image_upload: big })))
    expect(error.body).toEqual({ profile_image_upload: ['Upload an image of at most 10 MB.'] })
  })

  it('stores neither image of a band write whose second image is refused', async () => {
    await signIn(seedUsers.admin)
    const error = await expectRefusedWithNothingStored(backend, () =>
      createBand({ code: 'B9', title: 'Nine', milestone_image: pngFile(), goal_image: file(['GIF? no'], 'image/gif') }),
    )
    expect(error.body).toEqual({ goal_image: [RASTER] })
  })

  it('stores nothing for a child create that fails after its photo was read (a height of 400 digits)', async () => {
    await signIn(seedUsers.parent)
    const before = tables(backend.db)
    await expect(createChild(child({ height: '9'.repeat(400), profile_image_upload: pngFile() }))).rejects.toMatchObject({ status: 400 })
    expect(tables(backend.db)).toEqual(before)
  })
})

describe('serving', () => {
  it('serves every upload with nosniff and a sandbox policy', async () => {
    await signIn(seedUsers.parent)
    const answer = await createChild(child({ profile_image_upload: pngFile() }))
    const response = await fetch(`http://localhost${answer.profile_image}`, { headers: { Authorization: `Bearer ${accessToken()}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain('sandbox')
  })
})

describe('unreferenced media are deleted', () => {
  it('deletes a child photo that is replaced, then one that is cleared', async () => {
    await signIn(seedUsers.parent)
    const id = seedChildId(backend.db, 'olivia')
    const first = (await updateChild(id, { profile_image_upload: pngFile() })).profile_image!
    const second = (await updateChild(id, { profile_image_upload: pngFile() })).profile_image!
    expect((await fetchMedia(first)).status).toBe(404)
    expect((await fetchMedia(second)).status).toBe(200)
    expect(mediaCount()).toBe(1)
    await updateChild(id, { profile_image_upload: '' })
    expect((await fetchMedia(second)).status).toBe(404)
    expect(mediaCount()).toBe(0)
  })

  it('deletes band images that are replaced, cleared, or whose band is deleted', async () => {
    await signIn(seedUsers.admin)
    const band = await createBand({ code: 'B9', title: 'Nine', milestone_image: pngFile(), goal_image: pngFile() })
    const replaced = await updateBand(band.id, { milestone_image: pngFile(), goal_image: '' })
    expect((await fetchMedia(band.milestone_image!)).status).toBe(404)
    expect((await fetchMedia(band.goal_image!)).status).toBe(404)
    expect(mediaCount()).toBe(1)
    await deleteBand(band.id)
    expect((await fetchMedia(replaced.milestone_image!)).status).toBe(404)
    expect(mediaCount()).toBe(0)
  })

  it('deletes a band image an import no longer refers to', async () => {
    await signIn(seedUsers.admin)
    const { milestone_image } = await updateBand(bandByCode(backend.db, 'B0006').id, { milestone_image: pngFile() })
    const bands = JSON.parse(exportFileContent(await exportMilestones())) as { milestone_image: string | null }[]
    bands[0]!.milestone_image = null
    await importMilestones(new File([JSON.stringify(bands)], 'milestones.json', { type: 'application/json' }))
    expect((await fetchMedia(milestone_image!)).status).toBe(404)
    expect(mediaCount()).toBe(0)
  })
})
