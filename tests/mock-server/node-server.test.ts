import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { seedUsers } from '@/mock-server/seed/users'
import { originPolicy, startNodeApiServer, type NodeApiServer, type NodeApiServerOptions } from '@/mock-server/node-server'
import { makeVisitBody } from '../support/factories'
import { inSnapshotDir } from '../support/node-files'

/*
 * `npm run api`: the mock handlers behind a real Node HTTP server (CORS, 404s,
 * multipart and media across origins, file snapshots, test-mode faults).
 */
const running: NodeApiServer[] = []

async function start(options: Partial<NodeApiServerOptions> = {}) {
  const api = await startNodeApiServer({
    port: 0,
    host: '127.0.0.1',
    prefix: '/api',
    latencyMs: 0,
    allowOrigin: originPolicy(undefined),
    testMode: true,
    ...options,
  })
  running.push(api)
  return api
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((api) => api.close()))
})

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

async function login(api: NodeApiServer, account: { email: string; password: string } = seedUsers.parent) {
  const res = await fetch(`${api.origin}/api/accounts/login/`, json({ email: account.email, password: account.password }))
  expect(res.status).toBe(200)
  return ((await res.json()) as { tokens: { access: string } }).tokens.access
}

const newParent = {
  full_name: 'Kept Parent',
  email: 'kept@example.com',
  phone: '+44 20 7946 0999',
  password: 'keptparent1',
  confirm_password: 'keptparent1',
  gender: 'female',
  city: '',
  country: '',
  accept_terms: true,
  accept_marketing: false,
}

const png1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

/** Registers a child with a 1x1 PNG photo through the multipart endpoint. */
async function postChildWithPhoto(api: NodeApiServer, token: string) {
  const form = new FormData()
  form.append('first_name', 'Ella')
  form.append('last_name', 'Brown')
  form.append('sex', 'Female')
  form.append('dob', '2026-01-10')
  form.append('profile_image_upload', new File([png1x1], 'ella.png', { type: 'image/png' }))
  const res = await fetch(`${api.origin}/api/children/profiles/`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
  return { png: png1x1, res }
}

const fault = (api: NodeApiServer, body: unknown) => fetch(`${api.origin}/__control/faults`, json(body))

describe('CORS', () => {
  it('answers the preflight of an allowed origin (the dev server by default), allowing Authorization and Content-Type', async () => {
    const api = await start()
    const res = await fetch(`${api.origin}/api/children/profiles/`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization.*Content-Type/)
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH')
  })

  it('gives other origins no CORS headers, also on real answers and errors', async () => {
    const api = await start()
    const res = await fetch(`${api.origin}/api/accounts/login/`, json({ email: 'x@example.com', password: 'nope-nope' }, { Origin: 'https://evil.example' }))
    expect(res.status).toBe(401)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('takes an exact list of origins, or * for any', () => {
    expect(originPolicy(undefined)('http://localhost:4173')).toBe(true)
    expect(originPolicy(undefined)('http://example.com')).toBe(false)
    const listed = originPolicy('https://app.example.com, https://admin.example.com/')
    expect(listed('https://admin.example.com')).toBe(true)
    expect(listed('http://localhost:5173')).toBe(false)
    expect(originPolicy('*')('https://anything.example')).toBe(true)
  })
})

describe('the API over HTTP', () => {
  it('answers unknown routes, inside and outside the prefix, with a 404 JSON body', async () => {
    const api = await start()
    for (const path of ['/api/nothing/here/', '/elsewhere']) {
      const res = await fetch(`${api.origin}${path}`)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ detail: 'Not found.' })
    }
  })

  it('stores a multipart upload and serves it from an absolute /api/media/{id}/ URL', async () => {
    const api = await start()
    const token = await login(api)
    const { png, res } = await postChildWithPhoto(api, token)
    expect(res.status).toBe(201)
    const child = (await res.json()) as { profile_image: string }
    expect(child.profile_image).toMatch(new RegExp(`^${api.origin}/api/media/\\d+/$`))

    const image = await fetch(child.profile_image, { headers: { Authorization: `Bearer ${token}` } })
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png)
  })

  it('serves a child\'s photo only to its parent (issue #22, docs/decisions/050): 401 without a token, 404 to another account', async () => {
    const api = await start()
    const token = await login(api)
    const { res } = await postChildWithPhoto(api, token)
    const { profile_image: url } = (await res.json()) as { profile_image: string }
    expect((await fetch(url)).status).toBe(401)
    const other = await fetch(`${api.origin}/api/accounts/signup/`, json(newParent))
    const otherToken = ((await other.json()) as { tokens: { access: string } }).tokens.access
    const refused = await fetch(url, { headers: { Authorization: `Bearer ${otherToken}` } })
    expect(refused.status).toBe(404)
    expect(await refused.json()).toEqual({ detail: 'Not found.' })
    const admin = await fetch(url, { headers: { Authorization: `Bearer ${await login(api, seedUsers.admin)}` } })
    expect(admin.status).toBe(404)
  })

  it('keeps the data in a snapshot file across restarts, and seeds again when the file is unreadable', () =>
    inSnapshotDir(async (dir, file) => {
      const first = await start({ snapshotFile: file })
      const signup = await fetch(`${first.origin}/api/accounts/signup/`, json(newParent))
      expect(signup.status).toBe(201)
      await first.close()
      running.splice(running.indexOf(first), 1)

      const second = await start({ snapshotFile: file })
      await login(second, newParent)
      await second.close()
      running.splice(running.indexOf(second), 1)

      await writeFile(file, '{ not json')
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      const third = await start({ snapshotFile: file })
      expect(warn).toHaveBeenCalled()
      await login(third)
      // Never thrown away (docs/decisions/028): the unreadable file is kept beside it, and the log says where.
      const aside = (await readdir(dir)).filter((name) => name.startsWith('data.json.corrupt-'))
      expect(aside).toHaveLength(1)
      expect(await readFile(join(dir, aside[0]!), 'utf8')).toBe('{ not json')
      expect(warn.mock.calls.flat().join(' ')).toContain(aside[0])
    }))

  it('loads what can be read of a snapshot with one invalid record, says which record it left out and keeps the file', () =>
    inSnapshotDir(async (dir, file) => {
      const first = await start({ snapshotFile: file })
      const questionCount = first.db.questions.all().length
      const signup = await fetch(`${first.origin}/api/accounts/signup/`, json(newParent))
      expect(signup.status).toBe(201)
      await first.close()
      running.splice(running.indexOf(first), 1)

      const saved = JSON.parse(await readFile(file, 'utf8')) as { tables: { questions: { id: number; order: number }[] } }
      const broken = saved.tables.questions[3]!
      broken.order = -1
      const damaged = JSON.stringify(saved)
      await writeFile(file, damaged)

      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
      const second = await start({ snapshotFile: file })
      expect(second.db.questions.all()).toHaveLength(questionCount - 1)
      expect(second.db.questions.findFirst((q) => q.where({ id: broken.id }))).toBeUndefined()
      await login(second, newParent)
      const log = warn.mock.calls.flat().join(' ')
      expect(log).toContain(`questions[3] id ${broken.id}: order`)
      expect(log).toContain('partly damaged')
      const aside = (await readdir(dir)).filter((name) => name.startsWith('data.json.corrupt-'))
      expect(aside).toHaveLength(1)
      expect(await readFile(join(dir, aside[0]!), 'utf8')).toBe(damaged)
    }))

  it('answers 500 to a write it could not save, and keeps nothing of it (issue #11.4)', () =>
    inSnapshotDir(async (_dir, file) => {
      const api = await start({ snapshotFile: file })
      const users = api.db.users.all().length
      // The snapshot is written through FILE.tmp: a directory there makes the save fail.
      await mkdir(`${file}.tmp`)
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const failed = await fetch(`${api.origin}/api/accounts/signup/`, json(newParent))
      expect(failed.status).toBe(500)
      expect(api.db.users.all()).toHaveLength(users)
      const refused = await fetch(`${api.origin}/api/accounts/login/`, json({ email: newParent.email, password: newParent.password }))
      expect(refused.status).toBe(401)

      await rm(`${file}.tmp`, { recursive: true })
      expect((await fetch(`${api.origin}/api/accounts/signup/`, json(newParent))).status).toBe(201)
      await login(api, newParent)
    }))

  it('stores an upload in its own file beside the snapshot, not inside it', () =>
    inSnapshotDir(async (_dir, file) => {
      const api = await start({ snapshotFile: file })
      const token = await login(api)
      const { res } = await postChildWithPhoto(api, token)
      expect(res.status).toBe(201)
      const mediaId = Number(/media\/(\d+)\/$/.exec(((await res.json()) as { profile_image: string }).profile_image)![1])

      const snapshot = await readFile(file, 'utf8')
      expect(snapshot).not.toContain('data:image/png')
      // Each upload in its own file: the photo, and the seed's health document.
      expect(await readdir(`${file}.media`)).toEqual(api.db.media.all().map((upload) => `${upload.id}.upload`).sort())
      expect(await readdir(`${file}.media`)).toContain(`${mediaId}.upload`)
    }))
})

describe('fault injection (test mode only)', () => {
  it('does not exist outside test mode', async () => {
    const api = await start({ testMode: false })
    expect((await fault(api, { operation: 'login', kind: 'status500' })).status).toBe(404)
    await login(api)
  })

  it('refuses an operation that is not in the endpoint table', async () => {
    const api = await start()
    const res = await fault(api, { operation: 'logIn', kind: 'status500' })
    expect(res.status).toBe(400)
  })

  it('answers 500 once, drops the connection once, and holds a slow answer', async () => {
    const api = await start()
    await fault(api, { operation: 'login', kind: 'status500' })
    const failed = await fetch(`${api.origin}/api/accounts/login/`, json(seedUsers.parent))
    expect(failed.status).toBe(500)
    expect(await failed.json()).toEqual({ detail: 'Simulated server failure.' })
    await login(api)

    await fault(api, { operation: 'listChildren', kind: 'drop' })
    const token = await login(api)
    await expect(fetch(`${api.origin}/api/children/profiles/`, { headers: { Authorization: `Bearer ${token}` } })).rejects.toThrow()
    expect((await fetch(`${api.origin}/api/children/profiles/`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200)

    await fault(api, { operation: 'login', kind: 'slow', ms: 300 })
    const started = performance.now()
    await login(api)
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
  })

  it('holds an answer, its change saved, until released; a release with nothing held asked for returns at once', async () => {
    const api = await start()
    const release = () => fetch(`${api.origin}/__control/release`, { method: 'POST' })
    expect((await release()).status).toBe(204)
    const token = await login(api)
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
    const children = (await (await fetch(`${api.origin}/api/children/profiles/`, { headers })).json()) as { id: number }[]
    const visits = `${api.origin}/api/health/visits/?child=${children[0]!.id}`
    const visitCount = async () => ((await (await fetch(visits, { headers })).json()) as unknown[]).length
    const before = await visitCount()
    expect((await fault(api, { operation: 'createVisit', kind: 'hold' })).ok).toBe(true)
    let answered = false
    const created = fetch(`${api.origin}/api/health/visits/`, { method: 'POST', headers, body: JSON.stringify(makeVisitBody({ child: children[0]!.id, date: new Date().toISOString().slice(0, 10) })) }).then((res) => {
      answered = true
      return res
    })
    // The change is saved while its answer waits.
    await vi.waitFor(async () => expect(await visitCount()).toBe(before + 1))
    expect(answered).toBe(false)
    expect((await release()).status).toBe(204)
    expect((await created).status).toBe(201)

    // A call both failed and held: its 500 waits for the release too.
    await fault(api, { operation: 'listChildren', kind: 'status500' })
    await fault(api, { operation: 'listChildren', kind: 'hold' })
    let failedAnswered = false
    const failed = fetch(`${api.origin}/api/children/profiles/`, { headers }).then((res) => {
      failedAnswered = true
      return res
    })
    await vi.waitFor(async () => expect(await (await fetch(`${api.origin}/__control/faults`)).json()).toEqual([]))
    expect(failedAnswered).toBe(false)
    expect((await release()).status).toBe(204)
    expect((await failed).status).toBe(500)
  })

  it('lets a held call go when the release comes while its answer is still being computed', async () => {
    const api = await start()
    const token = await login(api)
    // 'slow' stands for a loaded machine: the call has taken its hold, its answer is not computed yet.
    await fault(api, { operation: 'listChildren', kind: 'slow', ms: 400 })
    await fault(api, { operation: 'listChildren', kind: 'hold' })
    const listed = fetch(`${api.origin}/api/children/profiles/`, { headers: { Authorization: `Bearer ${token}` } })
    await vi.waitFor(async () => expect(await (await fetch(`${api.origin}/__control/faults`)).json()).toEqual([]))
    expect((await fetch(`${api.origin}/__control/release`, { method: 'POST' })).status).toBe(204)
    const answer = await Promise.race([listed, new Promise<'still held'>((resolve) => setTimeout(() => resolve('still held'), 3000))])
    expect(answer === 'still held' ? answer : answer.status).toBe(200)
  })

  it('reset reseeds the database and clears pending faults', async () => {
    const api = await start()
    expect((await fetch(`${api.origin}/api/accounts/signup/`, json(newParent))).status).toBe(201)
    await fault(api, { operation: 'listChildren', kind: 'status500' })

    expect((await fetch(`${api.origin}/__control/reset`, { method: 'POST' })).status).toBe(204)

    expect(await (await fetch(`${api.origin}/__control/faults`)).json()).toEqual([])
    const gone = await fetch(`${api.origin}/api/accounts/login/`, json({ email: newParent.email, password: newParent.password }))
    expect(gone.status).toBe(401)
    await login(api)
  })
})
