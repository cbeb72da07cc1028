import { describe, expect, it } from 'vitest'
import type { CallInput } from '@/api/client'
import { clearSession } from '@/api/session'
import { detailSchema, fieldErrorsSchema } from '@/contract/common'
import { endpoints, type Endpoint, type EndpointName } from '@/contract/endpoints'
import { namesAChild } from '@/contract/openapi'
import { seedUsers } from '@/mock-server/seed/users'
import { driver } from './support/drive'
import { documentProblems } from './support/openapi-document'
import { startTestBackend } from '../mock-server/helpers'

/**
 * Every answer the mock backend gives, driven through the real handlers, is
 * valid against the zod contract and against the committed OpenAPI document:
 * the success answer of every row, and the DRF error answers.
 */
const backend = startTestBackend()

const { actAs, validInput, rawAnswer } = driver(backend)
const names = Object.keys(endpoints) as EndpointName[]

/** Each field of a body replaced by an object: wrong for every field of every body of the table. */
const wrongBody = (body: unknown) => Object.fromEntries(Object.keys(body as object).map((key) => [key, {}]))

describe('the mock answers every row as the contract and docs/openapi.json say', () => {
  it.each(names)('%s: the success answer', async (name) => {
    const endpoint = endpoints[name] as Endpoint
    const { status, json } = await rawAnswer(name, await validInput(name), false)
    expect(status).toBe(endpoint.status)
    if (endpoint.answer === null) {
      expect(json).toBeUndefined()
      return
    }
    const parsed = endpoint.answer.safeParse(json)
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true)
    expect(documentProblems(name, status, json)).toEqual([])
  })

  it.each(names)('%s: the error answers (400, 401, 403, 404)', async (name) => {
    const endpoint = endpoints[name] as Endpoint
    const seen: number[] = []
    const check = async (input: CallInput<Endpoint>, expected: number) => {
      const { status, json } = await rawAnswer(name, input, true)
      expect(status).toBe(expected)
      const shape = status === 400 && !('detail' in (json as object)) ? fieldErrorsSchema : detailSchema
      expect(shape.safeParse(json).success, JSON.stringify(json)).toBe(true)
      expect(documentProblems(name, status, json)).toEqual([])
      seen.push(status)
    }

    if (endpoint.body) {
      const input = await validInput(name)
      await check({ ...input, body: wrongBody(input.body) } as never, 400)
    }
    const childQuery = namesAChild(endpoint.query)
    if (endpoint.query) {
      const input = await validInput(name)
      // Import's only query is the dry-run flag (docs/decisions/044): any value but 1 is refused.
      await check({ ...input, query: childQuery ? { child: 'not-an-id' } : { dry_run: 'not-a-flag' } } as never, 400)
    }
    if (endpoint.auth !== 'public') {
      const input = await validInput(name)
      clearSession()
      await check(input, 401)
    }
    if (endpoint.auth === 'admin') {
      const input = await validInput(name)
      await actAs('parent')
      await check(input, 403)
    }
    if (endpoint.params || childQuery) {
      const input = await validInput(name)
      // An unknown child with the rest of the query as it was (the checklist's week stays valid).
      const missing = endpoint.params ? { params: { id: 999_999, childId: 999_999 } } : { query: { ...(input as { query?: object }).query, child: 999_999 } }
      await check({ ...input, ...missing } as never, 404)
    }
    if (namesAChild(endpoint.body)) {
      // A body's child (bulk_create, a measurement): an unknown one is 404 as another parent's.
      const input = (await validInput(name)) as unknown as { body: object }
      await check({ ...input, body: { ...input.body, child: 999_999 } } as never, 404)
    }
    if (name === 'login') await check({ body: { email: seedUsers.parent.email, password: 'wrong-password1' } } as never, 401)
    expect(seen.length).toBeGreaterThan(0)
  })
})
