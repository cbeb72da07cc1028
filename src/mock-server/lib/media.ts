import { http, HttpResponse, type HttpHandler } from 'msw'
import { mediaPath } from '@/contract/endpoints'
import type { ServerContext } from '@/mock-server/lib/context'

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  }
  return btoa(binary)
}

function fromBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Stores an uploaded image and answers the URL that serves it back. */
export async function storeImage(ctx: ServerContext, file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  const id = ctx.db.nextId('media')
  await ctx.db.media.create({ id, content_type: file.type, data_url: `data:${file.type};base64,${toBase64(bytes)}` })
  return `${ctx.publicBaseUrl}${mediaPath.replace(':mediaId', String(id))}`
}

/** Serves stored uploads; public, as image tags send no bearer header. */
export function mediaHandler(ctx: ServerContext): HttpHandler {
  return http.get(`*${ctx.prefix}${mediaPath}`, ({ params }) => {
    const id = Number(params.mediaId)
    const record = Number.isInteger(id) ? ctx.db.media.findFirst((q) => q.where({ id })) : undefined
    if (!record) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 })
    const base64 = record.data_url.slice(record.data_url.indexOf(',') + 1)
    return new HttpResponse(fromBase64(base64), {
      status: 200,
      headers: { 'Content-Type': record.content_type, 'Cache-Control': 'private, max-age=31536000, immutable' },
    })
  })
}
