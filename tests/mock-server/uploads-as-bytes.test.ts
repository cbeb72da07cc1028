import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { originPolicy, startNodeApiServer, uploadFriendlyMalloc, type NodeApiServer } from '@/mock-server/node-server'
import { seedUsers } from '@/mock-server/seed/users'
import { pdfBytes } from '../support/document-files'

/*
 * docs/decisions/085: uploads are kept as bytes on disk and in memory, old base64 uploads are written back as bytes
 * at the first start, and a server that took twelve 10 MB documents (120 MB, more than one child may keep) and deleted them is back
 * where it started: the probe's thirty (scripts/upload-memory.ts's default) took a minute of the suite for the same rule.
 */
const running: NodeApiServer[] = []
const dirs: string[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((api) => api.close()))
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

async function startOn(file: string) {
  const api = await startNodeApiServer({ snapshotFile: file, port: 0, host: '127.0.0.1', prefix: '/api', latencyMs: 0, testMode: false, allowOrigin: originPolicy(undefined) })
  running.push(api)
  return api
}

async function parentToken(api: NodeApiServer) {
  const res = await fetch(`${api.origin}/api/accounts/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: seedUsers.parent.email, password: seedUsers.parent.password }),
  })
  return ((await res.json()) as { tokens: { access: string } }).tokens.access
}

describe('uploads on disk (npm run api --snapshot)', () => {
  it('writes an upload as its bytes (one line that names it, then the bytes), and an old base64 file back as bytes at start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'uploads-as-bytes-'))
    dirs.push(dir)
    const file = join(dir, 'db.json')
    const first = await startOn(file)
    const card = first.db.documents.all()[0]!
    const bytes = first.db.media.findFirst((q) => q.where({ id: card.media_id }))!.bytes
    await first.close()
    running.splice(0)
    const upload = join(`${file}.media`, `${card.media_id}.upload`)
    expect((await stat(upload)).size - bytes.length).toBeLessThan(100)

    // The same upload as it was stored before decision 085: a JSON file with a base64 data URL.
    const dataUrl = `data:application/pdf;base64,${Buffer.from(bytes).toString('base64')}`
    await rm(upload)
    await writeFile(join(`${file}.media`, `${card.media_id}.json`), JSON.stringify({ id: card.media_id, content_type: 'application/pdf', data_url: dataUrl }))

    const second = await startOn(file)
    expect(await readdir(`${file}.media`)).toEqual([`${card.media_id}.upload`])
    expect(await readFile(upload)).toEqual(Buffer.concat([Buffer.from(`${JSON.stringify({ id: card.media_id, content_type: 'application/pdf', size: bytes.length })}\n`), bytes]))
    const served = await fetch(`${second.origin}/api/health/documents/${card.id}/file/`, { headers: { Authorization: `Bearer ${await parentToken(second)}` } })
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes)
    expect(pdfBytes().subarray(0, 5)).toEqual(bytes.subarray(0, 5))
  })
})

type Figures = { rss: number; heapUsed: number; arrayBuffers: number; external: number }
type Measured = { count: number; uploadMb: number; before: Figures; peak: Figures; held: Figures; after: Figures; disk: { perUpload: number; before: number; after: number } }

describe('uploads in memory: 12 × 10 MB uploaded, then deleted (scripts/upload-memory.ts)', () => {
  it('takes about the bytes uploaded while they are kept, and is back within 10 % of where it started', { timeout: 240_000 }, async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', '--import', 'tsx', 'scripts/upload-memory.ts', '--count', '12'], {
      env: { ...process.env, ...uploadFriendlyMalloc },
      maxBuffer: 1024 * 1024,
    })
    const measured = JSON.parse(stdout.trim().split('\n').at(-1)!) as Measured
    const uploaded = measured.count * measured.uploadMb
    // On disk: a 10 MB upload takes 10 MB (base64 text took 13.4), and nothing is left once they are deleted.
    expect(measured.disk.perUpload).toBeLessThanOrEqual(measured.uploadMb * 1.01)
    expect(measured.disk.after).toBeLessThanOrEqual(measured.disk.before + 0.1)
    // Kept: the bytes themselves, not a third more as text.
    const kept = (figures: Figures) => figures.heapUsed + figures.external
    expect(kept(measured.held) - kept(measured.before)).toBeLessThan(uploaded * 1.1)
    // Deleted: every measure back within 10 % of where it started.
    for (const key of ['rss', 'heapUsed', 'external'] as const) expect(measured.after[key], key).toBeLessThanOrEqual(measured.before[key] * 1.1)
    // The HTTP client in the same process may still hold its last request's body: at most one upload's bytes.
    expect(measured.after.arrayBuffers).toBeLessThanOrEqual(measured.before.arrayBuffers + measured.uploadMb * 1.05)
  })
})
