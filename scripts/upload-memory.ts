/**
 * Uploads in memory and on disk (docs/performance.md, docs/decisions/085): starts `npm run api`'s server in this
 * process with a snapshot file, signs the seed parent in, uploads COUNT documents of 10 MB spread over the parent's
 * children, deletes them, forces a garbage collection and prints the figures as one JSON line:
 *
 *     node --expose-gc --import tsx scripts/upload-memory.ts [--count 30]
 *
 * tests/mock-server/upload-memory.test.ts runs it in a child process and holds the figures to their limits.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { MAX_DOCUMENT_BYTES } from '@/contract/documents'
import { originPolicy, startNodeApiServer } from '@/mock-server/node-server'
import { seedUsers } from '@/mock-server/seed/users'

const { values } = parseArgs({ options: { count: { type: 'string', default: '30' } } })
const count = Number(values.count)

const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('Run with node --expose-gc')

type Figures = { rss: number; heapUsed: number; arrayBuffers: number; external: number }
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

async function settle(): Promise<Figures> {
  // Several rounds: finalizers and weak references let go in later ones.
  for (let i = 0; i < 4; i += 1) {
    gc!()
    await new Promise((resolve) => setImmediate(resolve))
  }
  const { rss, heapUsed, arrayBuffers, external } = process.memoryUsage()
  return { rss, heapUsed, arrayBuffers, external }
}

async function diskBytes(dir: string): Promise<number> {
  let total = 0
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    total += entry.isDirectory() ? await diskBytes(path) : (await stat(path)).size
  }
  return total
}

/** A PDF as the server reads it (its first bytes), padded to 10 MB (10,000,000 bytes: ten fit in a child's 100 MB). */
function tenMegabytePdf(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.min(10_000_000, MAX_DOCUMENT_BYTES))
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'))
  for (let i = 16; i < bytes.length; i += 4096) bytes[i] = i % 251
  return bytes
}

const dir = await mkdtemp(join(tmpdir(), 'upload-memory-'))
// As `npm run api -- --snapshot FILE` runs it, on a port of the system's choosing.
const api = await startNodeApiServer({ snapshotFile: join(dir, 'db.json'), port: 0, host: '127.0.0.1', prefix: '/api', latencyMs: 0, testMode: false, allowOrigin: originPolicy(undefined) })
try {
  const base = `${api.origin}/api`
  const login = await fetch(`${base}/accounts/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: seedUsers.parent.email, password: seedUsers.parent.password }),
  })
  const token = ((await login.json()) as { tokens: { access: string } }).tokens.access
  const auth = { Authorization: `Bearer ${token}` }
  const children = ((await (await fetch(`${base}/children/profiles/`, { headers: auth })).json()) as { id: number }[]).map((child) => child.id)
  const diskBefore = await diskBytes(dir)
  const before = await settle()
  const peak: Figures = { ...before }
  let pdf: Uint8Array<ArrayBuffer> | null = tenMegabytePdf()
  const ids: number[] = []
  const started = Date.now()
  for (let i = 0; i < count; i += 1) {
    const form = new FormData()
    form.set('child', String(children[i % children.length]))
    form.set('file', new File([pdf], `scan ${i}.pdf`, { type: 'application/pdf' }))
    form.set('name', `Scan ${i}`)
    form.set('kind', 'other')
    form.set('date', '2025-01-01')
    const res = await fetch(`${base}/health/documents/`, { method: 'POST', headers: auth, body: form })
    if (res.status !== 201) throw new Error(`upload ${i}: ${res.status} ${await res.text()}`)
    ids.push(((await res.json()) as { id: number }).id)
    const now = process.memoryUsage()
    for (const key of ['rss', 'heapUsed', 'arrayBuffers', 'external'] as const) peak[key] = Math.max(peak[key], now[key])
  }
  const uploadMs = Date.now() - started
  const uploadBytes = pdf.length
  // The client's own copy goes too: what is measured after is the server's.
  pdf = null
  const diskWithUploads = await diskBytes(dir)
  const held = await settle()
  for (const id of ids) {
    const res = await fetch(`${base}/health/documents/${id}/`, { method: 'DELETE', headers: auth })
    if (res.status !== 204) throw new Error(`delete ${id}: ${res.status}`)
  }
  const after = await settle()
  const diskAfter = await diskBytes(dir)
  const inMb = (figures: Figures) => Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, mb(value)]))
  console.info(
    JSON.stringify({
      count,
      uploadMb: mb(uploadBytes),
      uploadMs,
      before: inMb(before),
      peak: inMb(peak),
      held: inMb(held),
      after: inMb(after),
      disk: { before: mb(diskBefore), withUploads: mb(diskWithUploads), perUpload: mb((diskWithUploads - diskBefore) / count), after: mb(diskAfter) },
    }),
  )
} finally {
  await api.close()
  await rm(dir, { recursive: true, force: true })
}
