import { connect } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultCorsOrigins, originPolicy, startNodeApiServer, type NodeApiServer } from '@/mock-server/node-server'
import { seedUsers } from '@/mock-server/seed/users'

/*
 * docs/decisions/031, `npm run api`'s own edges: malformed requests answer
 * 400 (never 500), and CORS allows only the configured origins.
 */
const running: NodeApiServer[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((api) => api.close()))
})

async function start(testMode = false) {
  const api = await startNodeApiServer({ port: 0, host: '127.0.0.1', prefix: '/api', latencyMs: 0, allowOrigin: originPolicy(undefined), testMode })
  running.push(api)
  return api
}

/** A request written byte for byte (fetch would refuse to send these), answered as status and body. */
function rawRequest(api: NodeApiServer, head: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(api.origin)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(`${head}\r\nConnection: close\r\n\r\n`))
    let text = ''
    socket.on('data', (chunk) => (text += chunk.toString('utf8')))
    socket.on('error', reject)
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) })
    })
  })
}

describe('malformed requests', () => {
  it('answers 400 to a Host header that is not a host ("[")', async () => {
    const api = await start()
    const answer = await rawRequest(api, 'GET /api/children/global-bands/ HTTP/1.1\r\nHost: [')
    expect(answer.status).toBe(400)
    expect(answer.body).toContain('{"detail":"Bad request."}')
  })

  it('answers 400 to a path with a broken percent escape', async () => {
    const api = await start()
    for (const path of ['/api/children/profiles/%E0%A4%A/', '/api/media/%zz/', '/api/%/']) {
      const answer = await rawRequest(api, `GET ${path} HTTP/1.1\r\nHost: localhost`)
      expect([path, answer.status]).toEqual([path, 400])
    }
  })
})

describe('CORS origins', () => {
  it('allows only the configured origins by default: the dev server and the preview on their usual ports, not any localhost port', () => {
    const allowed = originPolicy(undefined)
    expect(defaultCorsOrigins.every(allowed)).toBe(true)
    expect(allowed('http://localhost:5173')).toBe(true)
    expect(allowed('http://localhost:4173')).toBe(true)
    expect(allowed('http://localhost:9999')).toBe(false)
    expect(allowed('http://127.0.0.1:31337')).toBe(false)
  })

  it('gives no CORS headers to a local page on another port', async () => {
    const api = await start()
    const res = await fetch(`${api.origin}/api/children/profiles/`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:9999', 'Access-Control-Request-Method': 'POST' },
    })
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('failed attempts over HTTP', () => {
  it('answers 429 after 10 failed logins of an account, until test mode\'s reset clears the counts with the data', async () => {
    const api = await start(true)
    const loginAs = (password: string) =>
      fetch(`${api.origin}/api/accounts/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: seedUsers.parent.email, password }),
      })
    for (let i = 0; i < 10; i += 1) expect((await loginAs('wrong-pass-1')).status).toBe(401)
    expect((await loginAs(seedUsers.parent.password)).status).toBe(429)
    expect((await fetch(`${api.origin}/__control/reset`, { method: 'POST' })).status).toBe(204)
    expect((await loginAs(seedUsers.parent.password)).status).toBe(200)
  })
})
