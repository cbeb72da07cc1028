import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { call } from '@/api/client'
import { endpoints, type EndpointName } from '@/contract/endpoints'
import { login, logout } from '@/api/accounts.api'
import { listChildren } from '@/api/children.api'
import { seedUsers } from '@/mock-server/seed/users'
import { failure, startTestBackend } from './helpers'

const backend = startTestBackend()

const names = Object.keys(endpoints) as EndpointName[]

/** The smallest call of each row: ids and bodies do not matter before authentication. */
function anyCall(name: EndpointName) {
  const endpoint = endpoints[name] as (typeof endpoints)[EndpointName]
  const input = {
    params: endpoint.params ? { id: 1, childId: 1 } : undefined,
    query: endpoint.query ? { child: 1 } : undefined,
    body: endpoint.body ? {} : undefined,
  }
  return call(endpoint, input as never)
}

describe('the endpoint table (SPEC section 7)', () => {
  it('has a mock handler for every row: signed out, each call gets a DRF answer, never an unhandled request', async () => {
    for (const name of names) {
      const error = await failure(anyCall(name))
      expect({ name, kind: error.kind }).toEqual({ name, kind: 'http' })
      // login, sign-up and logout are public and refuse the empty body; every other row needs a token.
      const expected = endpoints[name].auth === 'public' ? 400 : 401
      expect({ name, status: error.status }).toEqual({ name, status: expected })
    }
    expect(backend.changes).toBe(0)
  })

  it('has one row per endpoint in docs/endpoint-coverage.md', () => {
    const doc = readFileSync(resolve(import.meta.dirname, '../../docs/endpoint-coverage.md'), 'utf8')
    const rows = doc.split('\n').filter((line) => /^\|\s*(GET|POST|PUT|PATCH|DELETE) /.test(line))
    for (const name of names) {
      const { method, path } = endpoints[name]
      const docPath = path.replace(/:([A-Za-z]+)/g, '{$1}')
      expect(rows.filter((row) => row.includes(`${method} ${docPath} `)), `${method} ${docPath}`).toHaveLength(1)
    }
    expect(rows).toHaveLength(names.length)
  })
})

describe('fault injection (demo and test tool)', () => {
  it('answers 500 to the next call of the named operation only', async () => {
    await login({ email: seedUsers.parent.email, password: seedUsers.parent.password })
    backend.failNext('listChildren')
    const error = await listChildren().catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Simulated server failure.' })
    expect((await listChildren()).length).toBe(3)
  })

  it('holds the next answer of the named operation, its change already saved, until it is let go', async () => {
    await login({ email: seedUsers.parent.email, password: seedUsers.parent.password })
    const before = backend.changes
    const release = backend.holdNext('logout')
    let answered = false
    const call = logout().then(() => (answered = true))
    await vi.waitFor(() => expect(backend.changes).toBe(before + 1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(answered).toBe(false)
    release()
    await call
    expect(answered).toBe(true)
  })
})
