import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { type z } from 'zod'
import { finiteJsonNumbers, MAX_JSON_BODY_CHARS } from '@/contract/common'
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyPattern } from '@/contract/idempotency'
import { apiAnswerHeaders, endpointNameOf, type AuthMode, type Endpoint } from '@/contract/endpoints'
import type { TokenRecord, UserRecord } from '@/mock-server/records'
import type { ServerContext } from '@/mock-server/lib/context'
import { fieldErrorsFrom, forbidden, HttpError } from '@/mock-server/lib/http-error'
import { withIfMatch } from '@/mock-server/lib/if-match'
import { hashToken } from '@/mock-server/lib/security'
import { isLive, touch } from '@/mock-server/lib/sessions'
import { controlCharacterErrors } from '@/mock-server/lib/control-characters'

type Out<S> = S extends z.ZodType ? z.output<S> : undefined
type AnswerOf<A> = A extends z.ZodType ? z.input<A> : void

export interface Call<E extends Endpoint> {
  user: E['auth'] extends 'public' ? UserRecord | null : UserRecord
  token: E['auth'] extends 'public' ? TokenRecord | null : TokenRecord
  params: Out<E['params']>
  query: Out<E['query']>
  body: Out<E['body']>
  request: Request
}

export type Resolver<E extends Endpoint> = (call: Call<E>) => Promise<AnswerOf<E['answer']>> | AnswerOf<E['answer']>


/**
 * docs/decisions/031: a body only in the endpoint's own media type. text/plain or a
 * urlencoded form are what a page of another origin can send without a CORS
 * preflight, so JSON sent as text/plain must not sign anyone up.
 */
function checkMediaType(request: Request, expected: 'application/json' | 'multipart/form-data') {
  const type = request.headers.get('content-type') ?? ''
  if (type.split(';')[0]?.trim().toLowerCase() !== expected) {
    throw new HttpError(415, { detail: `Unsupported media type "${type}" in request.` })
  }
}

async function readBody(request: Request, encoding: Endpoint['encoding']): Promise<unknown> {
  if (encoding === 'none') return undefined
  if (encoding === 'json') {
    const text = await request.text()
    // docs/decisions/031: no JSON body of this API comes near this (500 answers are a few kB).
    if (text.length > MAX_JSON_BODY_CHARS) throw new HttpError(413, { detail: `Request body too large: at most ${MAX_JSON_BODY_CHARS} characters.` })
    if (text.trim() === '') return {}
    checkMediaType(request, 'application/json')
    try {
      return JSON.parse(text, finiteJsonNumbers)
    } catch {
      throw new HttpError(400, { detail: 'JSON parse error - the request body is not valid JSON.' })
    }
  }
  checkMediaType(request, 'multipart/form-data')
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new HttpError(400, { detail: 'Multipart form parse error - the request body is not valid form data.' })
  }
  const fields: Record<string, unknown> = {}
  form.forEach((value, key) => {
    fields[key] = value
  })
  return fields
}

/** The caller from the bearer token: 401 when a signed-in user is needed and none is found, 403 for a non-admin on an admin call. */
export async function authenticate(ctx: ServerContext, request: Request, mode: AuthMode) {
  const header = request.headers.get('authorization')
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null
  const now = ctx.now().getTime()
  // docs/security.md: an expired token is as unknown (401); a live one's use is noted (idle expiry).
  // Only the token's hash is kept (docs/decisions/089).
  const hash = token ? await hashToken(token) : null
  const found = hash ? ctx.db.tokens.findFirst((q) => q.where({ access_hash: hash, revoked: false })) : undefined
  const record = found && isLive(found, now) ? found : undefined
  if (record) await touch(ctx.db, record, now)
  const user = record ? ctx.db.users.findFirst((q) => q.where({ id: record.user_id })) : undefined
  if (mode !== 'public' && !user) {
    throw new HttpError(401, {
      detail: header ? 'Given token not valid for any token type' : 'Authentication credentials were not provided.',
    })
  }
  if (mode === 'admin' && user?.user_type !== 'ADMIN') throw forbidden()
  return { user: user ?? null, token: record ?? null }
}

function parseWith<S extends z.ZodType | undefined>(schema: S, value: unknown, status: 400 | 404): Out<S> {
  if (!schema) return undefined as Out<S>
  const result = schema.safeParse(value)
  if (!result.success) {
    throw status === 404 ? new HttpError(404, { detail: 'Not found.' }) : new HttpError(400, fieldErrorsFrom(result.error))
  }
  return result.data as Out<S>
}

/** The answer's status and body, decided inside the transaction. */
interface Answer {
  status: number
  body: unknown
  headers?: Record<string, string>
}

/** The fields of the optional extensions (docs/product-rules.md#decisions-beyond) that a server without them leaves out. */
const extensionFields = new Set(['activity', 'key', 'given_by'])

function withoutExtensionFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutExtensionFields)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).filter(([key]) => !extensionFields.has(key)).map(([key, item]) => [key, withoutExtensionFields(item)]))
}

/** A write's idempotency key (decision 087), when it carries a well-formed one; reads never do. */
function idempotencyKeyOf(request: Request): string | undefined {
  const key = request.method === 'GET' ? null : request.headers.get(IDEMPOTENCY_KEY_HEADER)
  return key && idempotencyKeyPattern.test(key) ? key : undefined
}

/** A JSON answer of the API outside handle() (a refused path, a media error): with the headers every answer carries. */
export function jsonAnswer(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return HttpResponse.json(body as never, { status, headers: { ...apiAnswerHeaders, ...headers } })
}

/** An answer that breaks the contract is a server bug: its changes are rolled back like any failure. */
class ContractBreak extends Error {}

/**
 * The one wrapper every mock endpoint goes through (STYLE.md): the caller from
 * the bearer token, the role check, path/query/body validation (400 with field
 * messages, nothing stored), the business rule (behind the If-Match check of
 * a conditional row) and the answer checked against
 * the contract, all in one transaction (alone, on the latest data, saved before
 * the answer, undone on any failure), then the latency. The change is saved
 * before the latency is waited out, so a reload while the answer is on its way
 * keeps it (as with a real server, whose answer was lost on the way back).
 */
export function handle<E extends Endpoint>(ctx: ServerContext, endpoint: E, resolver: Resolver<E>): HttpHandler {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'
  const name = endpointNameOf(endpoint) ?? endpoint.path
  if (endpoint.ifMatch) resolver = withIfMatch(ctx, endpoint.ifMatch, resolver)
  return http[method](`*${ctx.prefix}${endpoint.path}`, async ({ request, params }) => {
    const latency = ctx.latencyMs()
    const fault = ctx.faultFor?.(name)
    let answer: Answer
    if (fault) {
      answer = fault
    } else {
      // Read before taking the lock; a parse error is reported after the auth check, as before.
      const body = readBody(request, endpoint.encoding).then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      )
      try {
        answer = await ctx.transaction(async () => {
          const { user, token } = await authenticate(ctx, request, endpoint.auth)
          const parsedParams = parseWith(endpoint.params, params, 404)
          const query = parseWith(endpoint.query, Object.fromEntries(new URL(request.url).searchParams), 400)
          const read = await body
          if ('error' in read) throw read.error
          const unprintable = controlCharacterErrors(read.value)
          if (Object.keys(unprintable).length > 0) throw new HttpError(400, unprintable)
          const parsedBody = parseWith(endpoint.body, read.value, 400)
          const result = await resolver({ user, token, params: parsedParams, query, body: parsedBody, request } as Call<E>)
          if (endpoint.answer === null) return { status: endpoint.status, body: undefined }
          const checked = endpoint.answer.safeParse(result)
          if (!checked.success) {
            console.error(`Mock answer for ${endpoint.method} ${endpoint.path} breaks the contract`, checked.error.issues)
            throw new ContractBreak()
          }
          return { status: endpoint.status, body: ctx.withoutExtensions ? withoutExtensionFields(checked.data) : checked.data }
        }, idempotencyKeyOf(request))
      } catch (error) {
        if (error instanceof HttpError) answer = { status: error.status, body: error.body, headers: error.headers }
        else if (error instanceof ContractBreak) answer = { status: 500, body: { detail: 'Internal server error: the answer did not match the contract.' } }
        else {
          console.error(`Mock ${endpoint.method} ${endpoint.path} failed`, error)
          answer = { status: 500, body: { detail: 'Internal server error.' } }
        }
      }
    }
    await ctx.holdFor?.(name)
    if (latency > 0) await delay(latency)
    if (answer.body !== undefined) return jsonAnswer(answer.body, answer.status, answer.headers)
    return new HttpResponse(null, { status: answer.status, headers: { ...apiAnswerHeaders, ...answer.headers } })
  })
}
