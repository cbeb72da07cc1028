import { http, HttpResponse, type HttpHandler } from 'msw'
import { imageMessages, isAcceptedImageType, type AcceptedImageType } from '@/contract/common'
import { mediaPath, mediaSafetyHeaders } from '@/contract/endpoints'
import type { Database } from '@/mock-server/db'
import type { MediaRecord, UserRecord } from '@/mock-server/records'
import type { ServerContext } from '@/mock-server/lib/context'
import { authenticate, jsonAnswer } from '@/mock-server/lib/handle'
import { visibleChildren } from '@/mock-server/lib/child-access'
import { badRequest, HttpError, notFound } from '@/mock-server/lib/http-error'
import { parseWholeId } from '@/contract/common'

/** An upload that passed every check, read but not stored yet. */
export interface CheckedImage {
  contentType: AcceptedImageType
  bytes: Uint8Array<ArrayBuffer>
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/** The raster type the first bytes say, if any (a declared type alone proves nothing). */
function sniffImageType(bytes: Uint8Array): AcceptedImageType | null {
  if (bytes[0] === 0x89 && ascii(bytes, 1, 8) === 'PNG\r\n\x1a\n') return 'image/png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp'
  return null
}

/**
 * docs/decisions/031: reads the image fields of a write and checks each one's bytes
 * against its declared type (the contract has already checked the type and
 * size). Any bad one answers 400 naming its field; nothing is stored, so a
 * handler calls this before its rules and stores the results last.
 */
export async function checkImages<K extends string>(
  fields: Record<K, Blob | '' | undefined>,
): Promise<Record<K, CheckedImage | '' | undefined>> {
  const checked = {} as Record<K, CheckedImage | '' | undefined>
  const errors: Record<string, string[]> = {}
  for (const [field, value] of Object.entries(fields) as [K, Blob | '' | undefined][]) {
    if (value === undefined || value === '') {
      checked[field] = value
      continue
    }
    const bytes = new Uint8Array(await value.arrayBuffer())
    if (!isAcceptedImageType(value.type) || sniffImageType(bytes) !== value.type) errors[field] = [imageMessages.notRaster]
    else checked[field] = { contentType: value.type, bytes }
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors)
  return checked
}

const mediaUrl = (ctx: ServerContext, id: number) => `${ctx.publicBaseUrl}${mediaPath.replace(':mediaId', String(id))}`

/**
 * Stores checked bytes as an upload (kept apart from the snapshot) and answers its id. Call it once every rule has
 * passed. The bytes themselves, never base64 text (docs/decisions/085).
 */
export async function storeUpload({ db }: Pick<ServerContext, 'db'>, contentType: string, bytes: Uint8Array<ArrayBuffer>): Promise<number> {
  const id = db.nextId('media')
  await db.media.create({ id, content_type: contentType, bytes })
  return id
}

/** Stores a checked image and answers the URL that serves it back. Call it once every rule has passed. */
export async function storeImage(ctx: ServerContext, image: CheckedImage): Promise<string> {
  return mediaUrl(ctx, await storeUpload(ctx, image.contentType, image.bytes))
}

/** '' clears an image, a checked file replaces it, absence keeps it (docs/product-rules.md#7). */
export async function imageChange(ctx: ServerContext, image: CheckedImage | '' | undefined): Promise<string | null | undefined> {
  if (image === undefined) return undefined
  return image === '' ? null : storeImage(ctx, image)
}

/**
 * The media id a stored image URL points to. Matched by its end, whatever the
 * base: a snapshot kept across `npm run api` runs on other ports still refers
 * to its uploads, so they are never deleted by mistake.
 */
export function mediaIdOf(url: string | null): number | null {
  const match = url ? /\/media\/(\d+)\/$/.exec(url) : null
  return match ? Number(match[1]) : null
}

/** Whether an uploaded-image URL of this server points to a stored upload (import's check). */
export function isMissingUpload(ctx: ServerContext, url: string | null): boolean {
  if (!url?.startsWith(`${ctx.publicBaseUrl}/media/`)) return false
  const id = mediaIdOf(url)
  return id === null || !ctx.db.media.findFirst((q) => q.where({ id }))
}

/**
 * docs/decisions/031: deletes every upload nothing refers to any more (a child photo or
 * band image replaced or cleared, a band deleted or changed by an import).
 * Each handler that can drop a reference calls it after its change.
 */
export function dropUnreferencedMedia(db: Database): void {
  const used = new Set<number | null>()
  for (const child of db.children.all()) used.add(mediaIdOf(child.profile_image))
  for (const band of db.bands.all()) {
    used.add(mediaIdOf(band.milestone_image))
    used.add(mediaIdOf(band.goal_image))
  }
  for (const document of db.documents.all()) used.add(document.media_id)
  db.media.deleteMany((q) => q.where({ id: (id) => !used.has(id) }))
}

/**
 * Who may see an upload (docs/decisions/050): a child's photo only those who may see the child,
 * a band's image any signed-in user. An upload nothing refers to, or one the
 * caller may not see, is "not found": the answer never tells that it exists.
 */
function maySee(ctx: ServerContext, user: UserRecord, id: number): boolean {
  const { db } = ctx
  const isThis = (url: string | null) => mediaIdOf(url) === id
  if (db.bands.findFirst((q) => q.where({ milestone_image: isThis })) || db.bands.findFirst((q) => q.where({ goal_image: isThis }))) return true
  // docs/decisions/072: a child's photo to whoever may see the child (its owner and those it is shared with).
  return visibleChildren(ctx, user).some((child) => isThis(child.profile_image))
}

/** What an upload's answer serves: the stored bytes, and headers beside the safe ones every upload gets. */
export interface ServedUpload {
  record: MediaRecord
  headers: Record<string, string>
}

/**
 * Serves stored uploads through the authenticated API (docs/decisions/050): the bearer token is required (401
 * without one) and `find` answers the upload the caller may see, or throws 404 (as for any id of someone else). The
 * app fetches them with its token and shows them from blob URLs (src/api/media.ts). Never cached by a shared cache
 * nor kept in the browser's HTTP cache, which keys by URL alone and would hand the bytes to the next account of the
 * same browser. Never sniffed or run as a document: nosniff, and a sandbox policy for a URL opened as a page.
 */
export function uploadHandler(ctx: ServerContext, path: string, find: (user: UserRecord, params: Record<string, string>, url: URL) => ServedUpload): HttpHandler {
  return http.get(`*${ctx.prefix}${path}`, async ({ request, params }) => {
    const answer = await ctx
      .transaction(async () => {
        const { user } = await authenticate(ctx, request, 'user')
        return find(user!, params as Record<string, string>, new URL(request.url))
      })
      .catch((error: unknown) => {
        if (error instanceof HttpError) return error
        throw error
      })
    if (answer instanceof HttpError) return jsonAnswer(answer.body, answer.status, answer.headers)
    return new HttpResponse(answer.record.bytes, {
      status: 200,
      headers: { ...answer.headers, 'Cache-Control': 'private, no-store', ...mediaSafetyHeaders },
    })
  })
}

/** GET /media/{id}/: a child's photo or a band's image, to those who may see it. */
export function mediaHandler(ctx: ServerContext): HttpHandler {
  return uploadHandler(ctx, mediaPath, (user, params) => {
    const id = parseWholeId(String(params.mediaId))
    const record = id !== null && maySee(ctx, user, id) ? ctx.db.media.findFirst((q) => q.where({ id })) : undefined
    if (!record) throw notFound()
    // An older snapshot may hold an SVG (shown, never run) or a malformed type (served as bytes).
    return { record, headers: { 'Content-Type': /^image\/[a-z0-9.+-]+$/.test(record.content_type) ? record.content_type : 'application/octet-stream' } }
  })
}
