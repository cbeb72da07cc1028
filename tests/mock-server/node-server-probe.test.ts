import { connect } from 'node:net'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { originPolicy, startNodeApiServer, type NodeApiServer, type NodeApiServerOptions } from '@/mock-server/node-server'
import { clientAddressHeader } from '@/mock-server/lib/attempts'
import { seedUsers } from '@/mock-server/seed/users'

/*
 * docs/decisions/031: the probe's requests that only a network server sees, sent to
 * `npm run api` (tests/mock-server/probe-findings.test.ts sends the others to
 * the handlers the demo runs in the browser).
 */
const running: NodeApiServer[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((api) => api.close()))
})

async function start(options: Partial<NodeApiServerOptions> = {}) {
  const api = await startNodeApiServer({ port: 0, host: '127.0.0.1', prefix: '/api', latencyMs: 0, allowOrigin: originPolicy(undefined), testMode: false, ...options })
  running.push(api)
  return api
}

/** A request written byte for byte (fetch refuses TRACE and double slashes keep their meaning), answered as status, head and body. */
function rawRequest(api: NodeApiServer, head: string): Promise<{ status: number; head: string; body: string }> {
  const { port } = new URL(api.origin)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(`${head}\r\nHost: localhost\r\nConnection: close\r\n\r\n`))
    let text = ''
    socket.on('data', (chunk) => (text += chunk.toString('utf8')))
    socket.on('error', reject)
    socket.on('end', () => {
      const split = text.indexOf('\r\n\r\n')
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), head: text.slice(0, split), body: text.slice(split + 4) })
    })
  })
}

const loginBody = (email: string, password: string) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email, password }),
})

describe('methods and paths over HTTP (finding 7)', () => {
  it('answers 405 to TRACE (was 500) and to any method fetch cannot carry', async () => {
    const api = await start()
    for (const method of ['TRACE', 'PROPFIND']) {
      const answer = await rawRequest(api, `${method} /api/children/profiles/ HTTP/1.1`)
      expect([method, answer.status]).toEqual([method, 405])
      expect(answer.body).toContain(`"detail":"Method \\"${method}\\" not allowed."`)
    }
  })

  it('answers 404 to /API/CHILDREN/PROFILES/, //api/children/profiles/ and .../profiles//', async () => {
    const api = await start()
    const token = ((await (await fetch(`${api.origin}/api/accounts/login/`, loginBody(seedUsers.parent.email, seedUsers.parent.password))).json()) as { tokens: { access: string } }).tokens.access
    for (const path of ['/API/CHILDREN/PROFILES/', '//api/children/profiles/', '/api/children/profiles//', '/api/children/profiles/1e0/', '/api/children/profiles/%201/']) {
      const answer = await rawRequest(api, `GET ${path} HTTP/1.1\r\nAuthorization: Bearer ${token}`)
      expect([path, answer.status, answer.body]).toEqual([path, 404, '{"detail":"Not found."}'])
    }
    expect((await rawRequest(api, `GET /api/children/profiles/ HTTP/1.1\r\nAuthorization: Bearer ${token}`)).status).toBe(200)
  })
})

describe('login limits per client over HTTP (finding 6)', () => {
  it('takes the client from the connection, never from a header the caller sends, and says Retry-After', async () => {
    const api = await start()
    for (let i = 0; i < 20; i += 1) {
      const res = await fetch(`${api.origin}/api/accounts/login/`, {
        ...loginBody(`nobody${i}@example.org`, 'wrong1234'),
        headers: { 'Content-Type': 'application/json', [clientAddressHeader]: `spoofed-${i}` },
      })
      expect(res.status).toBe(401)
    }
    const held = await fetch(`${api.origin}/api/accounts/login/`, loginBody(seedUsers.parent.email, seedUsers.parent.password))
    expect(held.status).toBe(429)
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('a damaged upload at start-up (finding 4)', () => {
  it('is set aside with a notice, and the server starts with the rest', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'api-media-'))
    try {
      const file = join(dir, 'data.json')
      const first = await start({ snapshotFile: file })
      const token = ((await (await fetch(`${first.origin}/api/accounts/login/`, loginBody(seedUsers.parent.email, seedUsers.parent.password))).json()) as { tokens: { access: string } }).tokens.access
      const form = new FormData()
      form.append('first_name', 'Ella')
      form.append('sex', 'Female')
      form.append('dob', '2025-01-01')
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
      form.append('profile_image_upload', new File([png], 'ella.png', { type: 'image/png' }))
      const created = await fetch(`${first.origin}/api/children/profiles/`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
      expect(created.status).toBe(201)
      const photoId = Number(/media\/(\d+)\/$/.exec(((await created.json()) as { profile_image: string }).profile_image)![1])
      await first.close()
      running.splice(running.indexOf(first), 1)

      // The photo's file (the seed's health document has one too).
      const name = `${photoId}.upload`
      const whole = await readFile(join(`${file}.media`, name!))
      await writeFile(join(`${file}.media`, name!), whole.subarray(0, whole.length - 8))
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      const second = await start({ snapshotFile: file })
      expect((await fetch(`${second.origin}/api/accounts/login/`, loginBody(seedUsers.parent.email, seedUsers.parent.password))).status).toBe(200)
      expect(second.db.media.all().map((upload) => upload.id)).not.toContain(photoId)
      const log = warn.mock.calls.flat().join(' ')
      expect(log).toContain('1 uploaded image could not be read')
      expect(log).toContain(`upload ${name!.replace('.upload', '')}, kept aside as`)
      const kept = (await readdir(`${file}.media`)).filter((entry) => entry.startsWith(`${name}.corrupt-`))
      expect(kept).toHaveLength(1)
      expect(await readFile(join(`${file}.media`, kept[0]!))).toEqual(whole.subarray(0, whole.length - 8))
      warn.mockRestore()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
