import { apiConfig } from '@/api/api-config'
import { ApiError } from '@/api/api-error'
import { accessToken, subscribeSession } from '@/api/session'

/**
 * docs/decisions/050: uploads (children's photos, band images) are served
 * only through the authenticated API, so an <img> cannot load them by URL.
 * The app fetches each one with the bearer token and shows it from a blob URL.
 * Other image URLs (the seed's static pictures, an imported http(s) link) are
 * shown as they are.
 */
export function isApiMediaUrl(url: string): boolean {
  const here = typeof location === 'undefined' ? 'http://localhost/' : location.href
  try {
    const target = new URL(url, here)
    const api = new URL(apiConfig.baseUrl.replace(/\/?$/, '/'), here)
    return target.origin === api.origin && target.pathname.startsWith(`${api.pathname}media/`)
  } catch {
    return false
  }
}

/** Object URLs by token and media URL: each upload is fetched once per session, and dropped when the session changes. */
const loaded = new Map<string, { token: string | null; url: Promise<string> }>()

subscribeSession(() => {
  const token = accessToken()
  for (const [key, entry] of loaded) {
    if (entry.token === token) continue
    loaded.delete(key)
    void entry.url.then((objectUrl) => URL.revokeObjectURL(objectUrl), () => undefined)
  }
})

/** The bytes at an authenticated API URL (an upload, a health document), fetched with this session's token. */
export async function fetchApiBlob(url: string, token: string | null = accessToken()): Promise<Blob> {
  await apiConfig.ready
  let response: Response
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  } catch (cause) {
    throw new ApiError('network', 0, { cause: String(cause) })
  }
  if (!response.ok) throw new ApiError('http', response.status, null)
  return response.blob()
}

async function fetchObjectUrl(url: string, token: string | null): Promise<string> {
  return URL.createObjectURL(await fetchApiBlob(url, token))
}

/** An object URL of an API upload, fetched with this session's token (once; a failure is tried again next time). */
export function mediaObjectUrl(url: string): Promise<string> {
  const token = accessToken()
  const key = `${token ?? ''}\u0000${url}`
  const cached = loaded.get(key)
  if (cached) return cached.url
  const entry = { token, url: fetchObjectUrl(url, token) }
  loaded.set(key, entry)
  entry.url.catch(() => {
    if (loaded.get(key) === entry) loaded.delete(key)
  })
  return entry.url
}
