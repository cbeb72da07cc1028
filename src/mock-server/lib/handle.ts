import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { type z } from 'zod'
import { endpointNameOf, type AuthMode, type Endpoint } from '@/contract/endpoints'
import type { TokenRecord, UserRecord } from '@/mock-server/db'
import type { ServerContext } from '@/mock-server/lib/context'
import { fieldErrorsFrom, forbidden, HttpError } from '@/mock-server/lib/http-error'

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

const json = (body: unknown, status: number) => HttpResponse.json(body as never, { status })

/**
 * Issue #11: a body only in the endpoint's own media type. text/plain or a
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
    if (text.trim() === '') return {}
    checkMediaType(request, 'application/json')
    try {
      return JSON.parse(text)
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

function authenticate(ctx: ServerContext, request: Request, mode: AuthMode) {
  const header = request.headers.get('authorization')
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : null
  const record = token ? ctx.db.tokens.findFirst((q) => q.where({ access: token, revoked: false })) : undefined
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

/**
 * The one wrapper every mock endpoint goes through (STYLE.md): latency, the
 * caller from the bearer token, the role check, path/query/body validation
 * (400 with field messages, nothing stored), the business rule, persistence
 * after a write, and the answer checked against the contract before it leaves.
 */
export function handle<E extends Endpoint>(ctx: ServerContext, endpoint: E, resolver: Resolver<E>): HttpHandler {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'
  const name = endpointNameOf(endpoint) ?? endpoint.path
  return http[method](`*${ctx.prefix}${endpoint.path}`, async ({ request, params }) => {
    const latency = ctx.latencyMs()
    if (latency > 0) await delay(latency)
    const fault = ctx.faultFor?.(name)
    if (fault) return json(fault.body, fault.status)
    try {
      const { user, token } = authenticate(ctx, request, endpoint.auth)
      const parsedParams = parseWith(endpoint.params, params, 404)
      const query = parseWith(endpoint.query, Object.fromEntries(new URL(request.url).searchParams), 400)
      const body = parseWith(endpoint.body, await readBody(request, endpoint.encoding), 400)
      const answer = await resolver({ user, token, params: parsedParams, query, body, request } as Call<E>)
      if (endpoint.method !== 'GET') await ctx.onChange()
      if (endpoint.answer === null) return new HttpResponse(null, { status: endpoint.status })
      const checked = endpoint.answer.safeParse(answer)
      if (!checked.success) {
        console.error(`Mock answer for ${endpoint.method} ${endpoint.path} breaks the contract`, checked.error.issues)
        return json({ detail: 'Internal server error: the answer did not match the contract.' }, 500)
      }
      return json(checked.data, endpoint.status)
    } catch (error) {
      if (error instanceof HttpError) return json(error.body, error.status)
      console.error(`Mock ${endpoint.method} ${endpoint.path} failed`, error)
      return json({ detail: 'Internal server error.' }, 500)
    }
  })
}
