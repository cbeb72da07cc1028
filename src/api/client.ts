import type { z } from 'zod'
import { ifMatchHeader } from '@/contract/content-tag'
import type { Endpoint } from '@/contract/endpoints'
import { apiConfig as config } from '@/api/api-config'
import { ApiError } from '@/api/api-error'
import { dropEarlyGets, takeEarlyGet } from '@/api/early-gets'
import { trackWrite } from '@/api/pending-writes'
import { recordWrite, settleFailedWrite, settleWrite } from '@/api/write-journal'
import { IDEMPOTENCY_KEY_HEADER } from '@/contract/idempotency'
import { accessToken } from '@/api/session'

type In<S> = S extends z.ZodType ? z.input<S> : undefined
type AnswerOf<E extends Endpoint> = E['answer'] extends z.ZodType ? z.output<E['answer']> : void

export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: Record<keyof z.input<E['params']>, string | number> } : { params?: undefined }) &
  // A query whose every key is optional may be left out.
  (E['query'] extends z.ZodType ? (object extends In<E['query']> ? { query?: In<E['query']> } : { query: In<E['query']> }) : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: In<E['body']> } : { body?: undefined }) &
  // A conditional row's If-Match: the contentTag of the item as the screen last loaded it.
  (E['ifMatch'] extends string ? { ifMatch?: string } : { ifMatch?: undefined })

// The settings live in api-config.ts so that main.tsx can set them without loading this module.
export { configureApi } from '@/api/api-config'

/**
 * Conditional writes (docs/decisions) need the server to allow the If-Match
 * header across origins; a backend without them (django-cors-headers' default
 * list has no If-Match) would refuse every builder save at the preflight. So
 * the demo always sends it, and a real-API build only when built with
 * VITE_API_CONDITIONAL_WRITES=1 for a backend that supports it.
 */
export function conditionalWritesEnabled(env: { VITE_API_BASE_URL?: string; VITE_API_CONDITIONAL_WRITES?: string } | undefined): boolean {
  return !env?.VITE_API_BASE_URL || env.VITE_API_CONDITIONAL_WRITES === '1'
}
const sendsIfMatch = conditionalWritesEnabled(import.meta.env as { VITE_API_BASE_URL?: string; VITE_API_CONDITIONAL_WRITES?: string } | undefined)

export function apiBaseUrl(): string {
  return config.baseUrl
}

function buildUrl(endpoint: Endpoint, params?: Record<string, string | number>, query?: object): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')))
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value))
  }
  const qs = search.toString()
  return `${config.baseUrl.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`
}

/** Typed values -> multipart: null and undefined fields are omitted (docs/product-rules.md#7), files kept as files. */
export function toFormData(body: object): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue
    if (typeof Blob !== 'undefined' && value instanceof Blob) {
      form.append(key, value, (value as File).name || `${key}.${value.type.split('/')[1] ?? 'bin'}`)
    } else {
      form.append(key, String(value))
    }
  }
  return form
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * One call of the endpoint table: URL from the table, bearer header from the
 * stored access token (none on public endpoints such as logout), JSON or
 * multipart body, and the answer parsed with the table's schema. Every failure
 * is one ApiError; no toasts, no redirects here.
 */
export function call<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<AnswerOf<E>> {
  if (endpoint.method === 'GET') return send(endpoint, input)
  // An answer started early (early-gets.ts) and not yet taken predates this write: it is no longer used.
  dropEarlyGets()
  return trackWrite(() => send(endpoint, input))
}

async function send<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<AnswerOf<E>> {
  // The demo's backend starts after the first render (main.tsx): no call leaves before it answers.
  await config.ready
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = endpoint.auth === 'public' ? null : accessToken()
  if (token) headers.Authorization = `Bearer ${token}`
  if (endpoint.ifMatch && input.ifMatch && sendsIfMatch) headers['If-Match'] = ifMatchHeader(input.ifMatch)
  let body: BodyInit | undefined
  if (endpoint.encoding === 'json') {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(input.body ?? {})
  } else if (endpoint.encoding === 'multipart') {
    body = toFormData((input.body ?? {}) as object)
  }

  const url = buildUrl(endpoint, input.params, input.query as object | undefined)
  // Decision 087: in the demo a write is noted before it leaves, so a reload while it is on its way cannot lose it.
  const journaled = config.journalWrites && endpoint.method !== 'GET' && typeof body !== 'object' ? recordWrite({ url, method: endpoint.method, headers, body }) : null
  if (journaled) headers[IDEMPOTENCY_KEY_HEADER] = journaled
  let response: Response
  try {
    // A deep link's first GETs may have left from the app's entry already, with the same URL and token.
    response = await ((endpoint.method === 'GET' && takeEarlyGet(url, token)) || fetch(url, { method: endpoint.method, headers, body }))
  } catch (cause) {
    if (journaled) settleFailedWrite(journaled)
    throw new ApiError('network', 0, { cause: String(cause) })
  }
  if (journaled) settleWrite(journaled)

  const payload = await readBody(response).catch(() => null)
  if (!response.ok) {
    const error = new ApiError('http', response.status, payload)
    // docs/product-rules.md#decisions: an expired or revoked token after login ends the session.
    if (response.status === 401 && token) config.onUnauthorized(error)
    throw error
  }
  if (endpoint.answer === null) return undefined as AnswerOf<E>
  const parsed = endpoint.answer.safeParse(payload)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
    throw new ApiError('contract', response.status, payload, problems)
  }
  return parsed.data as AnswerOf<E>
}
