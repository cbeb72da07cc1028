import { describe, expect, it } from 'vitest'
import { createChild, updateChild } from '@/api/children.api'
import { createBand, updateBand } from '@/api/content.api'
import { dobFromAge } from '@/domain/age'
import { seedUsers } from '@/mock-server/seed/users'
import { bandByCode, fetchMedia, pngFile, seedChildId, signIn, signUpOtherParent, startTestBackend } from './helpers'

/*
 * docs/decisions/050: uploads are served only through
 * the authenticated API. A child's photo to its parent alone; a band's image
 * to any signed-in user; nobody else gets the bytes, with or without the URL
 * (ids are sequential, so the URL is no secret).
 */
const backend = startTestBackend()

const NOT_FOUND = { detail: 'Not found.' }

async function oliviaPhoto() {
  const parent = await signIn(seedUsers.parent)
  const url = (await updateChild(seedChildId(backend.db, 'olivia'), { profile_image_upload: pngFile() })).profile_image!
  return { url, parent }
}

describe("a child's photo", () => {
  it('is served to its parent', async () => {
    const { url, parent } = await oliviaPhoto()
    const media = await fetchMedia(url, parent.tokens.access)
    expect(media.status).toBe(200)
    expect(media.contentType).toBe('image/png')
  })

  it('answers 401 without a token, the old way an <img> asked for it', async () => {
    const { url } = await oliviaPhoto()
    const media = await fetchMedia(url, null)
    expect(media.status).toBe(401)
    expect(JSON.parse(new TextDecoder().decode(media.bytes))).toEqual({ detail: 'Authentication credentials were not provided.' })
  })

  it('answers 404 to another parent, to the admin and to an unknown token, as if it did not exist', async () => {
    const { url } = await oliviaPhoto()
    const other = await signUpOtherParent()
    const admin = await signIn(seedUsers.admin)
    for (const token of [other.tokens.access, admin.tokens.access]) {
      const media = await fetchMedia(url, token)
      expect(media.status).toBe(404)
      expect(JSON.parse(new TextDecoder().decode(media.bytes))).toEqual(NOT_FOUND)
    }
    expect((await fetchMedia(url, 'not-a-token')).status).toBe(401)
  })

  it('is never kept in the browser cache, which would hand it to the next account of the browser', async () => {
    const { url, parent } = await oliviaPhoto()
    const response = await fetch(`http://localhost${url}`, { headers: { Authorization: `Bearer ${parent.tokens.access}` } })
    expect(response.headers.get('cache-control')).toContain('no-store')
  })

  it('answers 404 to an id written other than as a canonical number', async () => {
    const { url, parent } = await oliviaPhoto()
    const id = /\/media\/(\d+)\/$/.exec(url)![1]!
    for (const written of [`${id}e0`, `0${id}`, `%20${id}`, `0x${Number(id).toString(16)}`]) {
      expect([written, (await fetchMedia(url.replace(`/${id}/`, `/${written}/`), parent.tokens.access)).status]).toEqual([written, 404])
    }
  })
})

describe("a band's image", () => {
  it('is served to any signed-in user, parent or admin, and to nobody signed out', async () => {
    const admin = await signIn(seedUsers.admin)
    const { milestone_image } = await updateBand(bandByCode(backend.db, 'B0006').id, { milestone_image: pngFile() })
    const parent = await signIn(seedUsers.parent)
    const other = await signUpOtherParent()
    for (const token of [admin.tokens.access, parent.tokens.access, other.tokens.access]) {
      expect((await fetchMedia(milestone_image!, token)).status).toBe(200)
    }
    expect((await fetchMedia(milestone_image!, null)).status).toBe(401)
  })

  it('of a new band, too', async () => {
    await signIn(seedUsers.admin)
    const band = await createBand({ code: 'B9', title: 'Nine', goal_image: pngFile() })
    const parent = await signIn(seedUsers.parent)
    expect((await fetchMedia(band.goal_image!, parent.tokens.access)).status).toBe(200)
  })
})

describe('a photo of a new child', () => {
  it('is its parent\'s only', async () => {
    const parent = await signIn(seedUsers.parent)
    const child = await createChild({ first_name: 'Mia', sex: 'Female', dob: dobFromAge(8), profile_image_upload: pngFile() })
    const other = await signUpOtherParent()
    expect((await fetchMedia(child.profile_image!, parent.tokens.access)).status).toBe(200)
    expect((await fetchMedia(child.profile_image!, other.tokens.access)).status).toBe(404)
  })
})
