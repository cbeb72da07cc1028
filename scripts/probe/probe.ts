import fc from 'fast-check'
import { z } from 'zod'
import { endpoints, type Endpoint, type EndpointName } from '@/contract/endpoints'
import { weekStart } from '@/domain/weekly-checklist'

/**
 * The conformance probe (docs/conformance.md): calls a live backend the way the
 * app does and checks each answer against the contract (src/contract). Pure
 * HTTP: no mock-server code, so it checks any server.
 */
export interface ProbeOptions {
  baseUrl: string
  admin?: { email: string; password: string }
  parent?: { email: string; password: string }
  /** The app's origin: checks the CORS preflight of every endpoint. */
  origin?: string
  /** Only GETs and sign-ins: nothing is written (a production server). */
  readOnly?: boolean
  /** fast-check seed for the invalid bodies. */
  seed?: number
  /** Invalid bodies sent per endpoint. */
  invalidBodies?: number
  /** The whole run stops after this long (each request has a tenth of it, at most 10 s). */
  timeoutMs?: number
}

export type Verdict = 'pass' | 'fail' | 'not implemented'

export interface EndpointResult {
  name: EndpointName
  method: string
  path: string
  verdict: Verdict
  /** Checks made (e.g. "401 without a token", "answer matches the schema"). */
  checks: string[]
  /** The first difference from the contract, when it failed; what was not checked, else. */
  detail: string
}

export interface ProbeReport {
  results: EndpointResult[]
  ms: number
  failed: boolean
}

type Answer = { status: number; body: unknown; headers: Headers }
type Session = { access: string; refresh: string }

class Difference extends Error {}
class NotImplemented extends Error {}

const fieldMessagesSchema: z.ZodType = z.lazy(() => z.record(z.string(), z.union([z.array(z.string()), z.string(), fieldMessagesSchema])))

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]!
  return `${issue.path.length ? issue.path.join('.') : '(answer)'}: ${issue.message}`
}

/** An object schema's own shape, through wrappers (superRefine, pipe); undefined when it is not an object. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = (schema as unknown as { _zod: { def: { type: string; shape?: Record<string, z.ZodType>; in?: z.ZodType; innerType?: z.ZodType } } })._zod.def
  if (def.type === 'object') return def.shape
  if (def.type === 'pipe' && def.in) return shapeOf(def.in)
  if (def.innerType) return shapeOf(def.innerType)
  return undefined
}

/** Bodies the contract's schema refuses: its fields with values of any type, seeded and bounded. */
export function invalidBodies(schema: z.ZodType, count: number, seed: number): Array<Record<string, unknown>> {
  const keys = Object.keys(shapeOf(schema) ?? { value: z.unknown() })
  const value = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.string({ maxLength: 6 }), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }))
  const body = fc.record(Object.fromEntries(keys.map((key) => [key, value])), { requiredKeys: [] }).filter((candidate) => !schema.safeParse(candidate).success)
  return fc.sample(body, { seed, numRuns: count })
}

export async function runProbe(options: ProbeOptions): Promise<ProbeReport> {
  const started = performance.now()
  const budget = options.timeoutMs ?? 120_000
  const deadline = started + budget
  const base = options.baseUrl.replace(/\/+$/, '')
  const seed = options.seed ?? 1
  const perEndpoint = options.invalidBodies ?? 3

  async function call(method: string, path: string, init: { token?: string; json?: unknown; form?: Record<string, unknown>; headers?: Record<string, string> } = {}): Promise<Answer> {
    if (performance.now() > deadline) throw new Difference(`the probe's time (${budget} ms) ran out`)
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers }
    if (init.token) headers.Authorization = `Bearer ${init.token}`
    let body: BodyInit | undefined
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(init.json)
    } else if (init.form) {
      const form = new FormData()
      for (const [key, value] of Object.entries(init.form)) if (value !== undefined) form.append(key, typeof value === 'string' ? value : JSON.stringify(value))
      body = form
    }
    let res: Response
    try {
      res = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(Math.min(10_000, budget / 10)) })
    } catch (error) {
      throw new Difference(`${method} ${path}: no answer (${error instanceof Error ? error.message : String(error)})`)
    }
    const text = await res.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      /* not JSON: kept as text */
    }
    if (res.status >= 500) throw new Difference(`${method} ${path} answered ${res.status} (a server error)`)
    return { status: res.status, body: parsed, headers: res.headers }
  }

  const expectStatus = (answer: Answer, status: number, what: string) => {
    if (answer.status !== status) throw new Difference(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 120) ?? ''}`)
  }

  async function signIn(account: { email: string; password: string } | undefined): Promise<Session | undefined> {
    if (!account) return undefined
    const answer = await call('POST', endpoints.login.path, { json: account })
    expectStatus(answer, 200, `signing in ${account.email}`)
    const parsed = endpoints.login.answer.safeParse(answer.body)
    if (!parsed.success) throw new Difference(`login answer: ${firstIssue(parsed.error)}`)
    return parsed.data.tokens
  }

  const results: EndpointResult[] = []
  const signedIn = options.admin || options.parent ? 'answer matches the schema (signing in)' : ''
  let admin: Session | undefined
  let parent: Session | undefined
  let signInProblem = ''
  try {
    admin = await signIn(options.admin)
    parent = await signIn(options.parent)
  } catch (error) {
    signInProblem = error instanceof Error ? error.message : String(error)
  }

  // What the app's screens need to call the rest: the parent's first child (for ?child= and /:childId/).
  let childId: number | undefined
  if (parent) {
    const answer = await call('GET', endpoints.listChildren.path, { token: parent.access }).catch(() => undefined)
    const children = endpoints.listChildren.answer.safeParse(answer?.body)
    if (children.success) childId = children.data[0]?.id
  }

  // And a band, for the content impact call's ?level=band&id= (issue #21).
  let bandId: number | undefined
  if (admin) {
    const answer = await call('GET', endpoints.listBands.path, { token: admin.access }).catch(() => undefined)
    const bands = endpoints.listBands.answer.safeParse(answer?.body)
    if (bands.success) bandId = bands.data[0]?.id
  }

  const pathOf = (endpoint: Endpoint, id: number | undefined) => endpoint.path.replace(/:(childId|id)/, String(id ?? 0))
  const queryOf = (endpoint: Endpoint) => {
    if (endpoint === endpoints.contentImpact) return bandId !== undefined ? `?level=band&id=${bandId}` : ''
    if (!endpoint.query || childId === undefined) return ''
    // The Weekly Checklist's ticks are read per week (issue #24): this week's.
    return endpoint === endpoints.getPracticeWeek ? `?child=${childId}&week=${weekStart(new Date())}` : `?child=${childId}`
  }
  const tokenFor = (endpoint: Endpoint) => (endpoint.auth === 'admin' ? admin : endpoint.auth === 'user' ? (parent ?? admin) : undefined)

  async function probe(name: EndpointName): Promise<EndpointResult> {
    const endpoint = endpoints[name] as Endpoint
    const checks: string[] = []
    const notChecked: string[] = []
    const id = endpoint.path.includes(':childId') ? childId : undefined
    const path = `${pathOf(endpoint, id)}${queryOf(endpoint)}`
    const result = (verdict: Verdict, detail: string): EndpointResult => ({ name, method: endpoint.method, path: endpoint.path, verdict, checks, detail })
    try {
      if (signInProblem && endpoint.auth !== 'public') throw new Difference(signInProblem)
      // 1. the call as the app makes it (reads; writes that change nothing lasting)
      const session = tokenFor(endpoint)
      const needsBand = endpoint === endpoints.contentImpact
      const needsChild = (endpoint.query !== undefined && !needsBand) || endpoint.path.includes(':childId')
      const hasIds = needsBand ? bandId !== undefined : !needsChild || childId !== undefined
      if (endpoint.method === 'GET' && (session || endpoint.auth === 'public') && hasIds) {
        const answer = await call('GET', path, { token: session?.access })
        if (answer.status === 404 && endpoint.optionalExtension) throw new NotImplemented('404: an optional extension this server has not got')
        expectStatus(answer, endpoint.status, `GET ${path}`)
        const parsed = endpoint.answer?.safeParse(answer.body)
        if (parsed && !parsed.success) throw new Difference(`GET ${path} answer ${firstIssue(parsed.error)}`)
        checks.push('answer matches the schema')
        // DRF's trailing slash: the app always sends it; without it the server must not fail
        const bare = path.replace(/\/(\?|$)/, '$1')
        await call('GET', bare, { token: session?.access })
        checks.push('no 5xx without the trailing slash')
      } else if (endpoint.method === 'GET') {
        notChecked.push(needsBand ? 'the answer (no band to ask about)' : needsChild ? 'the answer (no child of --parent to ask about)' : 'the answer (no account given)')
      } else if (name !== 'login') {
        notChecked.push(options.readOnly ? 'writes (--read-only)' : 'the successful write (it would leave a record the probe cannot delete)')
      }
      // 2. auth rules
      if (endpoint.auth !== 'public') {
        const answer = await call(endpoint.method, path, endpoint.encoding === 'json' ? { json: {} } : {})
        if (answer.status === 404 && endpoint.optionalExtension) throw new NotImplemented('404 without a token: an optional extension this server has not got')
        expectStatus(answer, 401, `${endpoint.method} ${path} without a token`)
        checks.push('401 without a token')
      }
      if (endpoint.auth === 'admin' && parent) {
        const answer = await call(endpoint.method, path, { token: parent.access, ...(endpoint.encoding === 'json' ? { json: {} } : {}) })
        expectStatus(answer, 403, `${endpoint.method} ${path} as a parent`)
        checks.push('403 for a parent')
      }
      if (endpoint.path.includes(':childId') && parent && endpoint.method === 'GET') {
        const answer = await call('GET', pathOf(endpoint, 987_654_321), { token: parent.access })
        expectStatus(answer, 404, `GET ${pathOf(endpoint, 987_654_321)} (a child that is not the parent's)`)
        checks.push("404 for a child that is not the parent's")
      }
      // 3. invalid bodies: 400 with field messages (nothing is stored by a 400)
      if (endpoint.body && !options.readOnly && (session || endpoint.auth === 'public') && name !== 'importMilestones') {
        const bodies = invalidBodies(endpoint.body, perEndpoint, seed)
        for (const body of bodies) {
          const target = endpoint.path.includes(':') ? pathOf(endpoint, id ?? 987_654_321) : path
          const token = session?.access
          const answer = await call(endpoint.method, target, endpoint.encoding === 'multipart' ? { token, form: body } : { token, json: body })
          if (answer.status === 404 && endpoint.optionalExtension) throw new NotImplemented('404: an optional extension this server has not got')
          if (answer.status === 404 && endpoint.path.includes(':') && id === undefined) continue
          if (answer.status === 429 && endpoint.attemptLimited) continue
          expectStatus(answer, 400, `${endpoint.method} ${target} with ${JSON.stringify(body)}`)
          const shape = fieldMessagesSchema.safeParse(answer.body)
          if (!shape.success || Object.keys(answer.body as object).length === 0)
            throw new Difference(`${endpoint.method} ${target} with ${JSON.stringify(body)}: 400 without field messages ({"field": ["message"]}): ${JSON.stringify(answer.body)?.slice(0, 120)}`)
        }
        checks.push(`400 with field messages for ${bodies.length} invalid bodies`)
      }
      // 4. CORS preflight
      if (options.origin) {
        const res = await fetch(`${base}${path}`, {
          method: 'OPTIONS',
          headers: { Origin: options.origin, 'Access-Control-Request-Method': endpoint.method, 'Access-Control-Request-Headers': 'authorization,content-type' },
          signal: AbortSignal.timeout(10_000),
        })
        const allowed = res.headers.get('access-control-allow-origin')
        if (res.status >= 300 || (allowed !== options.origin && allowed !== '*'))
          throw new Difference(`CORS preflight from ${options.origin}: ${res.status}, Access-Control-Allow-Origin ${allowed ?? 'missing'}`)
        const methods = res.headers.get('access-control-allow-methods') ?? ''
        if (methods && !methods.toUpperCase().includes(endpoint.method)) throw new Difference(`CORS preflight: ${endpoint.method} not in Access-Control-Allow-Methods (${methods})`)
        checks.push('CORS preflight')
      }
      if (name === 'login' && signedIn) checks.unshift(signedIn)
      return result('pass', notChecked.length ? `not checked: ${notChecked.join('; ')}` : '')
    } catch (error) {
      if (error instanceof NotImplemented) return result('not implemented', error.message)
      return result('fail', error instanceof Error ? error.message : String(error))
    }
  }

  const order = (Object.keys(endpoints) as EndpointName[]).filter((name) => name !== 'logout')
  for (const name of order) results.push(await probe(name))

  // logout last, with a session of its own (it ends the refresh token it is given)
  results.push(await (async (): Promise<EndpointResult> => {
    const endpoint = endpoints.logout
    const checks: string[] = []
    try {
      const account = options.parent ?? options.admin
      if (!account) return { name: 'logout', method: 'POST', path: endpoint.path, verdict: 'pass', checks, detail: 'not checked: no account given' }
      const session = await signIn(account)
      const answer = await call('POST', endpoint.path, { json: { refresh: session!.refresh } })
      expectStatus(answer, 204, `POST ${endpoint.path}`)
      checks.push('204 for a refresh token')
      const invalid = await call('POST', endpoint.path, { json: {} })
      expectStatus(invalid, 400, `POST ${endpoint.path} without a refresh token`)
      checks.push('400 without one')
      return { name: 'logout', method: 'POST', path: endpoint.path, verdict: 'pass', checks, detail: '' }
    } catch (error) {
      return { name: 'logout', method: 'POST', path: endpoint.path, verdict: 'fail', checks, detail: error instanceof Error ? error.message : String(error) }
    }
  })())

  return { results, ms: Math.round(performance.now() - started), failed: results.some((result) => result.verdict === 'fail') }
}

/** One line per endpoint: PASS / FAIL / N/I, its name, method and path, and the first difference or what was checked. */
export function formatResult(result: EndpointResult): string {
  const mark = result.verdict === 'pass' ? 'PASS' : result.verdict === 'fail' ? 'FAIL' : 'N/I '
  const what = result.verdict === 'fail' ? result.detail : result.verdict === 'not implemented' ? `not implemented (${result.detail})` : `${result.checks.join(', ')}${result.detail ? `; ${result.detail}` : ''}`
  return `${mark}  ${result.name.padEnd(22)} ${result.method.padEnd(6)} ${result.path.padEnd(44)} ${what}`
}
