import { readFile, writeFile } from 'node:fs/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { hashToken } from '@/mock-server/lib/security'
import { originPolicy, startNodeApiServer, type NodeApiServer } from '@/mock-server/node-server'
import { seedUsers } from '@/mock-server/seed/users'
import { inSnapshotDir } from '../support/node-files'

/*
 * Sessions at rest (docs/decisions/089): the snapshot keeps the SHA-256 of each access and refresh token, as it does
 * for invitations, so a copy of the file signs nobody in; a snapshot saved with clear tokens is hashed on load and
 * its sessions go on working.
 */
const running: NodeApiServer[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((api) => api.close()))
})

async function start(snapshotFile: string) {
  const api = await startNodeApiServer({ port: 0, prefix: '/api', latencyMs: 0, allowOrigin: originPolicy(undefined), testMode: false, snapshotFile })
  running.push(api)
  return api
}

async function stop(api: NodeApiServer) {
  await api.close()
  running.splice(running.indexOf(api), 1)
}

const post = (url: string, body: unknown, token?: string) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) })

async function signIn(api: NodeApiServer) {
  const res = await post(`${api.origin}/api/accounts/login/`, { email: seedUsers.parent.email, password: seedUsers.parent.password })
  return ((await res.json()) as { tokens: { access: string; refresh: string } }).tokens
}

const childrenStatus = async (api: NodeApiServer, token: string) => (await fetch(`${api.origin}/api/children/profiles/`, { headers: { Authorization: `Bearer ${token}` } })).status

describe('session tokens in the snapshot file', () => {
  it('keeps only their SHA-256, never the tokens themselves, and the tokens still sign in', () =>
    inSnapshotDir(async (_dir, file) => {
      const api = await start(file)
      const tokens = await signIn(api)
      const saved = await readFile(file, 'utf8')
      expect(saved).not.toContain(tokens.access)
      expect(saved).not.toContain(tokens.refresh)
      expect(saved).toContain(await hashToken(tokens.access))
      expect(saved).toContain(await hashToken(tokens.refresh))
      expect(await childrenStatus(api, tokens.access)).toBe(200)
    }))

  it('hashes the clear tokens of a snapshot saved before, at once, and its sessions still sign in and out', () =>
    inSnapshotDir(async (_dir, file) => {
      const first = await start(file)
      const parentId = first.db.users.findFirst((q) => q.where({ email: seedUsers.parent.email }))!.id
      await stop(first)
      const old = JSON.parse(await readFile(file, 'utf8')) as { tables: { tokens: unknown[] } }
      const now = Date.now()
      const clear = { access: 'a'.repeat(48), refresh: 'b'.repeat(48) }
      old.tables.tokens = [{ ...clear, user_id: parentId, revoked: false, created_at: now, last_used_at: now }]
      await writeFile(file, JSON.stringify(old))

      const second = await start(file)
      const migrated = await readFile(file, 'utf8')
      expect(migrated).not.toContain(clear.access)
      expect(migrated).not.toContain(clear.refresh)
      expect(migrated).toContain(await hashToken(clear.access))
      expect(await childrenStatus(second, clear.access)).toBe(200)
      expect((await post(`${second.origin}/api/accounts/logout/`, { refresh: clear.refresh })).status).toBe(204)
      expect(await childrenStatus(second, clear.access)).toBe(401)
    }))
})
