import fc from 'fast-check'
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '@/api/api-error'
import { call, type CallInput } from '@/api/client'
import { endpoints, type Endpoint, type EndpointName } from '@/contract/endpoints'
import { createTestBackend } from '../support/backend'
import { driver } from './support/drive'
import { documentProblems } from './support/openapi-document'

/**
 * The client parses every answer with the row's schema: a malformed answer
 * becomes an ApiError (kind 'contract', or 'http' when the status is not 2xx),
 * never another error and never unvalidated data. Bodies are random
 * mutations of a real answer of the mock, and random JSON or text.
 */
const backend = createTestBackend()
beforeAll(() => backend.start())
afterAll(() => backend.stop())
afterEach(() => backend.server.resetHandlers())

const { validInput, rawAnswer } = driver(backend)
const names = Object.keys(endpoints) as EndpointName[]
const withAnswer = names.filter((name) => endpoints[name].answer !== null)

/** One real answer and one valid request per row, from the seeded mock. */
const samples = new Map<EndpointName, { input: CallInput<Endpoint>; answer: unknown }>()
beforeAll(async () => {
  for (const name of names) {
    await backend.reset()
    const input = await validInput(name)
    samples.set(name, { input, answer: (await rawAnswer(name, input, false)).json })
  }
  // Each row is called again below; creating twice or deleting twice is fine, nothing reaches the mock.
  // One seed per row (43 rows): on a busy two-core machine more than the default 10 s.
}, 60_000)

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Path = (string | number)[]

function pathsOf(value: unknown, path: Path = []): Path[] {
  const here = [path]
  if (Array.isArray(value)) return here.concat(value.flatMap((item, index) => pathsOf(item, [...path, index])))
  if (value && typeof value === 'object') return here.concat(Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key])))
  return here
}

const clone = (value: unknown) => structuredClone(value) as Json

/** `value` with the node at `path` replaced (or, for `undefined`, removed). */
function mutateAt(value: unknown, path: Path, replacement: Json | undefined): Json | undefined {
  if (path.length === 0) return replacement
  const copy = clone(value)
  const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string, Json>)[key]!, copy)
  const key = path[path.length - 1]!
  if (replacement !== undefined) (parent as Record<string | number, Json>)[key] = replacement
  else if (Array.isArray(parent)) parent.splice(Number(key), 1)
  else delete (parent as Record<string, Json>)[key]
  return copy
}

/** Wrong types, nulls, huge and fractional numbers, arrays for objects and objects for arrays. */
const wrongValue: fc.Arbitrary<Json | undefined> = fc.oneof(
  fc.constantFrom<Json | undefined>(undefined, null, true, '', 'text', -1, 0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [null], { id: 'x' }),
  fc.jsonValue() as fc.Arbitrary<Json>,
)

/** A body text: a mutated real answer, the answer inside an array or taken out of it, random JSON, or no JSON at all. */
function malformedText(sample: unknown): fc.Arbitrary<string> {
  const paths = pathsOf(sample)
  return fc.oneof(
    { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...paths), wrongValue).map(([path, value]) => JSON.stringify(mutateAt(sample, path, value)) ?? '') },
    { weight: 1, arbitrary: fc.constant(JSON.stringify(Array.isArray(sample) ? (sample[0] ?? {}) : [sample])) },
    // A number too large for a double: JSON.parse reads it as Infinity.
    { weight: 1, arbitrary: fc.constant(JSON.stringify(sample).replace(/(":)\d+/, (_, prefix: string) => `${prefix}1e400`)) },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string() },
    { weight: 1, arbitrary: fc.constantFrom('', '<html><body>Bad gateway</body></html>', '{"id": 1,', 'null', 'undefined', '[]', '{}') },
  )
}

function parsedOrText(text: string): unknown {
  if (text === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

/** Serves the next body for this row from an MSW handler placed before the mock's own. */
function serve(name: EndpointName) {
  const { method, path } = endpoints[name]
  let next = { status: 200, text: '', contentType: 'application/json' }
  backend.server.use(
    http[method.toLowerCase() as 'get'](`*/api${path}`, () => new HttpResponse(next.text, { status: next.status, headers: { 'Content-Type': next.contentType } })),
  )
  return (answer: typeof next) => {
    next = answer
  }
}

async function outcome(name: EndpointName) {
  try {
    return { value: await call(endpoints[name] as Endpoint, samples.get(name)!.input) }
  } catch (error) {
    return { error }
  }
}

const errorStatus = fc.constantFrom(400, 401, 403, 404, 409, 429, 500, 502, 503)
const contentType = fc.constantFrom('application/json', 'text/plain', 'text/html')

describe('a malformed answer is an ApiError, never a crash or unvalidated data', () => {
  it.each(withAnswer)('%s', async (name) => {
    const endpoint = endpoints[name] as Endpoint & { answer: NonNullable<Endpoint['answer']> }
    const sample = samples.get(name)!.answer
    const answerWith = serve(name)
    const malformed = malformedText(sample).filter((text) => !endpoint.answer.safeParse(parsedOrText(text)).success)

    await fc.assert(
      fc.asyncProperty(malformed, contentType, async (text, type) => {
        answerWith({ status: endpoint.status, text, contentType: type })
        const result = await outcome(name)
        expect(result).not.toHaveProperty('value')
        expect(result.error).toBeInstanceOf(ApiError)
        expect(result.error).toMatchObject({ kind: 'contract', status: endpoint.status, message: 'An unexpected error occurred. Please try again.' })
        // Where the answer broke the schema, for the logs.
        expect((result.error as ApiError).problems.length).toBeGreaterThan(0)
        // The committed OpenAPI document refuses it too (when it is JSON at all).
        const body = parsedOrText(text)
        if (typeof body !== 'string') expect(documentProblems(name, endpoint.status, body)).not.toEqual([])
      }),
      { numRuns: 40 },
    )

    await fc.assert(
      fc.asyncProperty(errorStatus, fc.oneof(malformedText(sample), fc.jsonValue().map((v) => JSON.stringify(v))), async (status, text) => {
        answerWith({ status, text, contentType: 'application/json' })
        const result = await outcome(name)
        expect(result.error).toBeInstanceOf(ApiError)
        expect(result.error).toMatchObject({ kind: 'http', status })
        expect(typeof (result.error as ApiError).message).toBe('string')
        expect(typeof (result.error as ApiError).fieldErrors).toBe('object')
      }),
      { numRuns: 15 },
    )
  })

  it.each(names.filter((name) => endpoints[name].answer === null))('%s (no answer body): a 2xx resolves with nothing, whatever the body', async (name) => {
    const answerWith = serve(name)
    await fc.assert(
      fc.asyncProperty(malformedText({ detail: 'ok' }), fc.constantFrom(200, 202), async (text, status) => {
        answerWith({ status, text, contentType: 'application/json' })
        expect(await outcome(name)).toEqual({ value: undefined })
      }),
      { numRuns: 10 },
    )
    answerWith({ status: 500, text: 'Internal Server Error', contentType: 'text/plain' })
    expect((await outcome(name)).error).toMatchObject({ kind: 'http', status: 500, message: 'Internal Server Error' })
  })
})

it('names where the answer broke the schema, for the logs', async () => {
  const { notes: _, ...child } = samples.get('getChild')!.answer as Record<string, unknown>
  serve('getChild')({ status: 200, text: JSON.stringify({ ...child, sex: 'X' }), contentType: 'application/json' })
  const { error } = await outcome('getChild')
  expect((error as ApiError).problems).toEqual([expect.stringMatching(/^sex: /), expect.stringMatching(/^notes: /)])
})

describe('docs/openapi.json and the zod answer schemas accept the same answers', () => {
  it.each(withAnswer)('%s', (name) => {
    const endpoint = endpoints[name] as Endpoint & { answer: NonNullable<Endpoint['answer']> }
    const sample = samples.get(name)!.answer
    const json = malformedText(sample)
      .map(parsedOrText)
      .filter((value) => typeof value !== 'string')
    fc.assert(
      fc.property(json, (value) => {
        const zodAccepts = endpoint.answer.safeParse(value).success
        expect(documentProblems(name, endpoint.status, value).length === 0).toBe(zodAccepts)
      }),
      { numRuns: 150 },
    )
  })
})
