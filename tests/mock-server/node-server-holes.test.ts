import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { originPolicy, startNodeApiServer, type NodeApiServer, type NodeApiServerOptions } from '@/mock-server/node-server'
import { seedUsers } from '@/mock-server/seed/users'
import { inSnapshotDir } from '../support/node-files'
import { signupBody } from './helpers'

/*
 * `npm run api`'s small holes (docs/decisions/089): the loopback interface by default, nosniff on every answer,
 * dot segments refused as sent, and no temporary file left by a failed or interrupted write.
 */
const running: NodeApiServer[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((api) => api.close()))
})

async function start(options: Partial<NodeApiServerOptions> = {}) {
  const api = await startNodeApiServer({ port: 0, prefix: '/api', latencyMs: 0, allowOrigin: originPolicy(undefined), testMode: false, ...options })
  running.push(api)
  return api
}

/** A request line sent byte for byte: fetch and Node's URL would resolve `..` before sending. */
function rawRequest(api: NodeApiServer, method: string, path: string, headers: Record<string, string> = {}, body = ''): Promise<{ status: number; head: string; body: string }> {
  const { port } = new URL(api.origin)
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: localhost', 'Connection: close', `Content-Length: ${body.length}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)]
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`))
    let text = ''
    socket.on('data', (chunk) => (text += chunk.toString('latin1')))
    socket.on('error', reject)
    socket.on('end', () => {
      const split = text.indexOf('\r\n\r\n')
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), head: text.slice(0, split).toLowerCase(), body: text.slice(split + 4) })
    })
  })
}

async function tokenOf(api: NodeApiServer, account: { email: string; password: string }) {
  const res = await fetch(`${api.origin}/api/accounts/login/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(account) })
  return ((await res.json()) as { tokens: { access: string } }).tokens.access
}

describe('where npm run api listens', () => {
  it('listens on 127.0.0.1 only unless a host is given, and still names itself localhost', async () => {
    const api = await start()
    expect((api.server.address() as { address: string }).address).toBe('127.0.0.1')
    expect(api.origin).toMatch(/^http:\/\/localhost:\d+$/)
    expect((await fetch(`${api.origin}/__health`)).status).toBe(200)
  })

  it('listens where --host says', async () => {
    const api = await start({ host: '0.0.0.0' })
    expect((api.server.address() as { address: string }).address).toBe('0.0.0.0')
  })
})

describe('X-Content-Type-Options: nosniff on every answer', () => {
  it('is sent with successes, errors of every kind, unknown paths, refused methods, too large bodies, files and media', async () => {
    const api = await start({ testMode: true, maxBodyBytes: 1000 })
    const token = await tokenOf(api, seedUsers.parent)
    const auth = `Bearer ${token}`
    const children = (await (await fetch(`${api.origin}/api/children/profiles/`, { headers: { Authorization: auth } })).json()) as { id: number }[]
    const documents = (await (await fetch(`${api.origin}/api/health/documents/?child=${children[1]!.id}`, { headers: { Authorization: auth } })).json()) as { file: string }[]
    const cases: [string, string, string, Record<string, string>?, string?][] = [
      ['200 JSON', 'GET', '/api/children/profiles/', { Authorization: auth }],
      ['204 preflight', 'OPTIONS', '/api/children/profiles/'],
      ['health', 'GET', '/__health'],
      ['401', 'GET', '/api/children/profiles/'],
      ['403', 'GET', '/api/accounts/admin/users/', { Authorization: auth }],
      ['404 unknown path', 'GET', '/api/nothing/here/'],
      ['404 outside the API', 'GET', '/elsewhere'],
      ['404 dot segment', 'GET', '/api/children/profiles/../profiles/'],
      ['400 malformed', 'GET', '/api/media/%zz/'],
      ['405', 'TRACE', '/api/children/profiles/'],
      ['405 known path', 'PUT', '/api/children/profiles/'],
      ['413', 'POST', '/api/accounts/login/', { 'Content-Type': 'application/json' }, 'x'.repeat(2000)],
      ['415', 'POST', '/api/accounts/login/', { 'Content-Type': 'text/plain' }, '{"email": "a@b.c"}'],
      ['document file', 'GET', new URL(documents[0]!.file).pathname, { Authorization: auth }],
      ['media 404', 'GET', '/api/media/999999/', { Authorization: auth }],
      ['control', 'GET', '/__control/faults'],
    ]
    for (const [label, method, path, headers, body] of cases) {
      const answer = await rawRequest(api, method, path, headers, body)
      expect([label, answer.status > 0, answer.head]).toEqual([label, true, expect.stringContaining('x-content-type-options: nosniff')])
    }
  })
})

describe('dot segments', () => {
  it('answers 404 to a path with ., .. or their percent-encoded forms, though the resolved path is one the caller may read', async () => {
    const api = await start()
    const auth = { Authorization: `Bearer ${await tokenOf(api, seedUsers.parent)}` }
    const children = (await (await fetch(`${api.origin}/api/children/profiles/`, { headers: auth })).json()) as { id: number }[]
    const [first, second] = [children[0]!.id, children[1]!.id]
    expect((await rawRequest(api, 'GET', `/api/children/profiles/${first}/`, auth)).status).toBe(200)
    for (const path of [
      `/api/children/profiles/${second}/../${first}/`,
      `/api/children/profiles/./${first}/`,
      `/api/children/profiles/${second}/%2e%2e/${first}/`,
      `/api/children/profiles/${second}/%2E./${first}/`,
      `/api/children/profiles/${second}\\..\\${first}/`,
      `/api/health/documents/12/../12/file/`,
      `/api/x/../children/profiles/`,
    ]) {
      const answer = await rawRequest(api, 'GET', path, auth)
      expect([path, answer.status, answer.body]).toEqual([path, 404, expect.stringContaining('{"detail":"Not found."}')])
    }
  })
})

describe('temporary files of the snapshot', () => {
  it('leaves no data.json.tmp behind when the disk is full, answers 500 and keeps nothing of the write', () =>
    inSnapshotDir(async (dir, file) => {
      const api = await start({ snapshotFile: file })
      const users = api.db.users.all().length
      // The temporary file leads to /dev/full: every write to it fails with ENOSPC, as on a full disk.
      await symlink('/dev/full', `${file}.tmp`)
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const failed = await fetch(`${api.origin}/api/accounts/signup/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(signupBody()) })
      expect(failed.status).toBe(500)
      expect(api.db.users.all()).toHaveLength(users)
      expect(await readdir(dir)).not.toContain('data.json.tmp')
    }))

  it('removes the temporary files a killed process left, at the next start, and loads the data', () =>
    inSnapshotDir(async (dir, file) => {
      const first = await start({ snapshotFile: file })
      await first.close()
      running.splice(running.indexOf(first), 1)
      const saved = await readFile(file, 'utf8')
      await writeFile(`${file}.tmp`, saved.slice(0, 100))
      await mkdir(`${file}.media`, { recursive: true })
      await writeFile(`${file}.media/77.json.tmp`, '{"id": 77')

      const second = await start({ snapshotFile: file })
      expect(await readdir(dir)).not.toContain('data.json.tmp')
      expect((await readdir(`${file}.media`)).filter((name) => name.endsWith('.tmp'))).toEqual([])
      expect(second.db.users.all().length).toBeGreaterThan(0)
      expect(await tokenOf(second, seedUsers.parent)).toMatch(/\w+/)
    }))
})
