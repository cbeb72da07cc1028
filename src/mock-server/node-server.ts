import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse } from 'msw'
import { z } from 'zod'
import { apiAnswerHeaders, endpoints, type EndpointName } from '@/contract/endpoints'
import { createDatabase, type Database, type MediaRecord } from '@/mock-server/db'
import { createHandlers } from '@/mock-server/handlers'
import { accountAttempts, clientAddressHeader } from '@/mock-server/lib/attempts'
import type { ServerContext } from '@/mock-server/lib/context'
import { consoleOutbox, memoryOutbox, outboxes } from '@/mock-server/lib/mail'
import { hasDotSegment } from '@/mock-server/lib/strict-paths'
import { createPersistence, type SnapshotStore } from '@/mock-server/persistence'

/**
 * The mock backend as a real HTTP server on Node (`npm run api`): the same
 * handlers as the service worker and the tests (createHandlers), reached over
 * the network, so a real-API build of the app can run against it. Each
 * request becomes a Fetch Request answered by msw's getResponse; this file
 * only adds what a network server needs: CORS, unknown routes, body limits,
 * optional file persistence and, in test mode, fault injection.
 */

/**
 * docs/decisions/085: glibc's mmap threshold, fixed at 4 MB, so each upload's bytes are their own mapping and go back
 * to the system when the upload is deleted (by default the threshold grows with the first large free and later
 * uploads stay in the heap: the server's memory then stays where the uploads took it). `npm run api` sets it.
 */
export const uploadFriendlyMalloc = { MALLOC_MMAP_THRESHOLD_: String(4 * 1024 * 1024) } as const

export const faultKinds = ['status500', 'drop', 'slow', 'hold'] as const
export type FaultKind = (typeof faultKinds)[number]

const operationNames = Object.keys(endpoints) as EndpointName[]

export const faultSchema = z.object({
  /** An operation name of src/contract/endpoints.ts, as in the in-browser `demo:fail-next`. */
  operation: z.enum(operationNames as [EndpointName, ...EndpointName[]]),
  kind: z.enum(faultKinds),
  /** For 'slow': how long to delay the answer (default 3000 ms). 'hold' keeps it until `POST /__control/release`. */
  ms: z.number().int().min(0).max(120_000).optional(),
  /** How many of the next calls it hits (default 1). */
  times: z.number().int().min(1).max(100).optional(),
})
export type Fault = z.infer<typeof faultSchema>

const latencySchema = z.object({ ms: z.number().int().min(0).max(120_000) })
const extensionsSchema = z.object({ enabled: z.boolean() })

export interface NodeApiServerOptions {
  port: number
  /**
   * Interface to listen on; by default the loopback interface only (DEFAULT_HOST): a stand-in with seeded accounts
   * and known passwords must not be reachable from the network unless asked (`--host 0.0.0.0`, docs/decisions/089).
   */
  host?: string
  /** Path prefix of the API, '/api' by default, as in the app's VITE_API_BASE_URL. */
  prefix: string
  /**
   * Absolute base of the media URLs handed out, so images load from the app's
   * own origin; by default this server's address plus the prefix.
   */
  publicBaseUrl?: string
  latencyMs: number
  /** Which browser origins may call the API (CORS). */
  allowOrigin: (origin: string) => boolean
  /** Enables the /__control endpoints (faults, reset, latency). Never on in production-like runs. */
  testMode: boolean
  /** Keep the database in this JSON file (the snapshot format of the demo); in memory only when absent. */
  snapshotFile?: string | null
  /** Largest request body accepted (bytes). */
  maxBodyBytes?: number
  /** Serve as a backend without the optional extensions (ServerContext.withoutExtensions). */
  withoutExtensions?: boolean
}

export interface NodeApiServer {
  server: Server
  db: Database
  /** Where it listens, e.g. http://localhost:8000 */
  origin: string
  close(): Promise<void>
}

/**
 * Issue #11: without `--cors-origins`, only the dev server and the preview on
 * their default ports (5173, 4173) may call. Any local port would let every
 * other local page (another app, a malicious dev dependency's server) call the
 * API with a visitor's token; another port is allowed by naming it.
 */
export const defaultCorsOrigins = ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173']

/** `API_CORS_ORIGINS`: '*' for any origin, else a comma-separated list of exact origins (the defaults when empty). */
export function originPolicy(list: string | undefined): (origin: string) => boolean {
  if (list?.trim() === '*') return () => true
  const origins = list?.trim() ? list.split(',') : defaultCorsOrigins
  const allowed = new Set(origins.map((origin) => origin.trim().replace(/\/$/, '')))
  return (origin) => allowed.has(origin)
}

/** The interface `npm run api` listens on unless `--host` says otherwise. */
export const DEFAULT_HOST = '127.0.0.1'

const TEMP_SUFFIX = '.tmp'

/**
 * Through a temporary file, so a crash never leaves half a file; a write that fails (a full disk) removes its
 * temporary file, so none is left behind (docs/decisions/089).
 */
async function writeAtomically(file: string, text: string | Buffer) {
  const temp = `${file}${TEMP_SUFFIX}`
  try {
    await writeFile(temp, text)
    await rename(temp, file)
  } catch (error) {
    // Whatever is in the way is removed only if it is a file (the write's own); the write's error is the one told.
    await rm(temp, { force: true }).catch(() => undefined)
    throw error
  }
}

/** Temporary files a killed process left (the snapshot's, an upload's): removed before the data is read. */
export async function removeLeftoverTempFiles(file: string): Promise<string[]> {
  const leftovers = [`${file}${TEMP_SUFFIX}`]
  try {
    leftovers.push(...(await readdir(`${file}.media`)).filter((name) => name.endsWith(TEMP_SUFFIX)).map((name) => `${file}.media/${name}`))
  } catch {
    // No uploads folder yet.
  }
  const removed: string[] = []
  for (const leftover of leftovers) {
    const gone = await rm(leftover, { force: true }).then(
      () => true,
      () => false,
    )
    if (gone) removed.push(leftover)
  }
  return removed
}

/**
 * An upload's file (docs/decisions/085): one JSON line that names it (id, type, size), then its bytes as they came.
 * A 10 MB upload takes 10 MB on disk, not the 13.4 MB of base64 text, and is read back without decoding.
 */
export function uploadFileContents(record: MediaRecord): Buffer {
  const header = Buffer.from(`${JSON.stringify({ id: record.id, content_type: record.content_type, size: record.bytes.length })}\n`)
  return Buffer.concat([header, record.bytes])
}

/** An upload file's record, or null when it is damaged (no header, or fewer or more bytes than it says). */
export function readUploadFile(contents: Buffer): MediaRecord | null {
  const end = contents.indexOf(0x0a)
  if (end < 0) return null
  let header: unknown
  try {
    header = JSON.parse(contents.subarray(0, end).toString('utf8'))
  } catch {
    return null
  }
  const { id, content_type, size } = (header ?? {}) as { id?: unknown; content_type?: unknown; size?: unknown }
  if (typeof id !== 'number' || typeof content_type !== 'string' || size !== contents.length - end - 1) return null
  // A copy of its own: a slice would keep the whole file's buffer alive.
  return { id, content_type, bytes: new Uint8Array(contents.subarray(end + 1)) }
}

/**
 * A snapshot in a JSON file, and each upload in its own file under `FILE.media/`, `N.upload`
 * (written once, removed when nothing refers to it any more). Files are written
 * through a temporary file so a crash never leaves half a file; the snapshot's
 * rename is the commit point (uploads are written before it, removed after it).
 * Uploads saved before decision 085 (`N.json`, base64 text) are read, written back as `N.upload` by the load, and
 * their old files removed.
 */
export function jsonFileStore(file: string): SnapshotStore {
  const mediaDir = `${file}.media`
  const mediaFile = (id: number) => `${mediaDir}/${id}.upload`
  const legacyMediaFile = (id: number) => `${mediaDir}/${id}.json`
  const setAside = async (path: string) => {
    // Issue #22: a damaged upload (a truncated file) is set aside, like a damaged record, and reported by the load.
    const aside = `${path}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`
    await rename(path, aside).catch(() => undefined)
    return aside
  }
  const readOne = async (id: number): Promise<unknown> => {
    let contents: Buffer
    try {
      contents = await readFile(mediaFile(id))
    } catch {
      return readLegacy(id)
    }
    return readUploadFile(contents) ?? { damaged: id, keptAs: await setAside(mediaFile(id)) }
  }
  const readLegacy = async (id: number): Promise<unknown> => {
    let text: string
    try {
      text = await readFile(legacyMediaFile(id), 'utf8')
    } catch {
      return null
    }
    try {
      return JSON.parse(text) as unknown
    } catch {
      return { damaged: id, keptAs: await setAside(legacyMediaFile(id)) }
    }
  }
  return {
    async read() {
      let text: string
      try {
        text = await readFile(file, 'utf8')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw error
      }
      return JSON.parse(text) as unknown
    },
    // One process writes this file: its copy is always the latest.
    revision: async () => null,
    async mediaIds() {
      try {
        const ids = (await readdir(mediaDir)).flatMap((name) => (/^\d+\.(upload|json)$/.test(name) ? [Number.parseInt(name, 10)] : []))
        return [...new Set(ids)]
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw error
      }
    },
    async readMedia(ids) {
      // One at a time: thirty 10 MB uploads read at once would all be in memory twice.
      const records: unknown[] = []
      for (const id of ids) {
        const record = await readOne(id)
        if (record !== null) records.push(record)
      }
      return records
    },
    async write(snapshot, media) {
      if (media.put.length > 0) await mkdir(mediaDir, { recursive: true })
      try {
        for (const record of media.put) await writeAtomically(mediaFile(record.id), uploadFileContents(record))
        await writeAtomically(file, JSON.stringify(snapshot))
      } catch (error) {
        await Promise.all(media.put.map((record) => rm(mediaFile(record.id), { force: true })))
        throw error
      }
      const gone = [...media.remove, ...media.put.map((record) => record.id)]
      await Promise.all([...media.remove.map((id) => rm(mediaFile(id), { force: true })), ...gone.map((id) => rm(legacyMediaFile(id), { force: true }))])
    },
    async keepAside() {
      const aside = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`
      await copyFile(file, aside)
      return aside
    },
    // The operator's files: a reset never deletes a damaged copy kept for them.
    clearAside: async () => undefined,
  }
}

/** Endpoint-table operation of a request, for fault injection; literal paths win over `:id` ones. */
function operationMatcher(prefix: string) {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const routes = operationNames
    .map((name) => {
      const { method, path } = endpoints[name]
      const pattern = escape(`${prefix}${path}`).replace(/:[A-Za-z]+/g, '[^/]+')
      return { name, method: method as string, regex: new RegExp(`^${pattern}$`), params: (path.match(/:/g) ?? []).length }
    })
    .sort((a, b) => a.params - b.params)
  return (method: string, pathname: string): EndpointName | null =>
    routes.find((route) => route.method === method && route.regex.test(pathname))?.name ?? null
}

function faultQueue() {
  let queue: (Fault & { left: number })[] = []
  return {
    add(fault: Fault) {
      queue.push({ ...fault, left: fault.times ?? 1 })
    },
    /**
     * The faults for this call: the first waiting 500, drop or slow, and whether a 'hold' waits too (a test may
     * hold the answer of a call it also makes fail, as in the demo). Each hit uses one of a fault's `times`.
     */
    take(operation: EndpointName): { fault: Fault | null; hold: boolean } {
      const spend = (fault: (Fault & { left: number }) | undefined) => {
        if (!fault) return null
        fault.left -= 1
        if (fault.left <= 0) queue = queue.filter((entry) => entry !== fault)
        return fault
      }
      const fault = spend(queue.find((entry) => entry.operation === operation && entry.kind !== 'hold'))
      const hold = spend(queue.find((entry) => entry.operation === operation && entry.kind === 'hold')) !== null
      return { fault, hold }
    },
    list: () => queue.map(({ left, ...fault }) => ({ ...fault, left })),
    /** Whether a fault of this kind still waits for its call. */
    waiting: (kind: FaultKind) => queue.some((entry) => entry.kind === kind),
    clear() {
      queue = []
    },
  }
}

class BodyTooLarge extends Error {}

async function readRequestBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw new BodyTooLarge()
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/**
 * The request's URL, or null when the request is malformed (issue #11: a Host
 * such as "[" or a path with a broken percent escape answers 400, not 500).
 */
function requestUrl(req: IncomingMessage): URL | null {
  try {
    const url = new URL(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`)
    decodeURIComponent(url.pathname)
    return url
  } catch {
    return null
  }
}

function toFetchRequest(req: IncomingMessage, url: URL, body: Buffer): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    // Issue #22: the client's address is the connection's, never what the caller says.
    if (value === undefined || name === clientAddressHeader) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  headers.set(clientAddressHeader, req.socket.remoteAddress ?? 'unknown')
  const method = req.method ?? 'GET'
  return new Request(url, {
    method,
    headers,
    // The body's own bytes, not a copy: an upload of 10 MB would be in memory once more.
    body: method === 'GET' || method === 'HEAD' || body.length === 0 ? undefined : (body as Uint8Array<ArrayBuffer>),
  })
}

const fetchMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** How long `POST /__control/release` waits for a held answer to arrive before it says none came. */
const releaseWaitMs = 20_000

/**
 * The 'hold' fault's answers: computed (the change saved), then kept back until `POST /__control/release`,
 * so a test checks a busy state at leisure instead of racing a latency (the demo's `holdNext`, src/mock-server/browser.ts).
 * A call counts as held from the moment it takes the fault, before its answer is computed: a release that comes
 * while the server still reads the body or saves lets it go too (it waited forever when it was counted only once
 * computed, a test's release having come in between on a loaded machine).
 */
function heldAnswers() {
  let held: (() => void)[] = []
  return {
    /** Counts the call as held now; the promise settles at the release. */
    hold: () => new Promise<void>((resolve) => held.push(resolve)),
    get count() {
      return held.length
    },
    releaseAll() {
      for (const release of held) release()
      held = []
    },
  }
}

export async function startNodeApiServer(options: NodeApiServerOptions): Promise<NodeApiServer> {
  const db = createDatabase()
  if (options.snapshotFile) await removeLeftoverTempFiles(options.snapshotFile)
  const persistence = createPersistence(db, { store: options.snapshotFile ? jsonFileStore(options.snapshotFile) : null })
  const { notice } = await persistence.load()
  if (notice) console.warn(`${options.snapshotFile}: ${notice}`)

  let latency = options.latencyMs
  const faults = faultQueue()
  const held = heldAnswers()
  const attempts = accountAttempts()
  // docs/decisions/084: e-mail goes to the log (a console mail backend); in test mode also to a list that
  // `GET /__control/outbox` reads. No answer of the API ever carries a confirmation link (`linksInAnswers` unset).
  const outbox = memoryOutbox()
  const ctx: ServerContext = {
    db,
    attempts,
    mail: options.testMode ? outboxes(consoleOutbox, outbox) : consoleOutbox,
    prefix: options.prefix,
    // Known once the server listens (the port may be chosen by the system).
    publicBaseUrl: options.publicBaseUrl ?? '',
    latencyMs: () => latency,
    transaction: persistence.transaction,
    now: () => new Date(),
  }
  // The same server with and without the optional extensions; test mode may switch between them (/__control/extensions).
  // Views of the one context (its publicBaseUrl is known only once the server listens), differing in the flag alone.
  const contextWith = (flag: boolean): ServerContext => Object.create(ctx, { withoutExtensions: { value: flag } }) as ServerContext
  const withExtensions = createHandlers(contextWith(false))
  const withoutExtensions = createHandlers(contextWith(true))
  let extensionsOn = !options.withoutExtensions
  const operationOf = operationMatcher(options.prefix)
  const maxBody = options.maxBodyBytes ?? 20 * 1024 * 1024

  /**
   * CORS for allowed origins, and in test mode no keep-alive: Chromium silently
   * resends a request whose reused connection was reset, which would hide a 'drop'.
   */
  const baseHeaders = (req: IncomingMessage): Record<string, string> => {
    const headers: Record<string, string> = options.testMode ? { Connection: 'close' } : {}
    const origin = req.headers.origin
    if (!origin || !options.allowOrigin(origin)) return headers
    return {
      ...headers,
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, If-Match',
      'Access-Control-Max-Age': '600',
      'Access-Control-Expose-Headers': 'Retry-After',
      Vary: 'Origin',
    }
  }

  const sendJson = (req: IncomingMessage, res: ServerResponse, status: number, body?: unknown) => {
    const headers: Record<string, string> = { ...baseHeaders(req), ...apiAnswerHeaders, 'Cache-Control': 'no-store' }
    if (body === undefined) {
      res.writeHead(status, headers).end()
      return
    }
    res.writeHead(status, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify(body))
  }

  /** Test-mode controls: faults by operation name, reseeding, the latency of every answer and the mail sent (`/__control/outbox`). */
  const control = async (req: IncomingMessage, res: ServerResponse, pathname: string, body: Buffer) => {
    const parse = <S extends z.ZodType>(schema: S): z.output<S> | null => {
      let json: unknown
      try {
        json = JSON.parse(body.toString('utf8') || '{}')
      } catch {
        json = undefined
      }
      const result = schema.safeParse(json)
      if (result.success) return result.data
      sendJson(req, res, 400, { detail: z.prettifyError(result.error) })
      return null
    }
    const route = `${req.method} ${pathname}`
    if (route === 'GET /__control/faults') return sendJson(req, res, 200, faults.list())
    if (route === 'GET /__control/outbox') return sendJson(req, res, 200, outbox.messages)
    if (route === 'DELETE /__control/faults') {
      faults.clear()
      return sendJson(req, res, 204)
    }
    if (route === 'POST /__control/faults') {
      const fault = parse(faultSchema)
      if (!fault) return
      faults.add(fault)
      return sendJson(req, res, 201, faults.list())
    }
    if (route === 'POST /__control/latency') {
      const setting = parse(latencySchema)
      if (!setting) return
      latency = setting.ms
      return sendJson(req, res, 204)
    }
    if (route === 'POST /__control/extensions') {
      const setting = parse(extensionsSchema)
      if (!setting) return
      extensionsOn = setting.enabled
      return sendJson(req, res, 204)
    }
    if (route === 'POST /__control/release') {
      // As the demo's releaseHeld: once a held answer has arrived (or none is asked for any more), every held answer goes.
      const until = Date.now() + releaseWaitMs
      while (held.count === 0 && faults.waiting('hold') && Date.now() < until) await sleep(20)
      if (held.count === 0 && faults.waiting('hold')) return sendJson(req, res, 504, { detail: 'No held answer arrived: the call to hold was not made.' })
      held.releaseAll()
      return sendJson(req, res, 204)
    }
    if (route === 'POST /__control/reset') {
      extensionsOn = !options.withoutExtensions
      faults.clear()
      held.releaseAll()
      attempts.clear()
      outbox.clear()
      latency = options.latencyMs
      await persistence.reset()
      return sendJson(req, res, 204)
    }
    return sendJson(req, res, 404, { detail: 'Not found.' })
  }

  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET'
    const url = requestUrl(req)
    if (!url) return sendJson(req, res, 400, { detail: 'Bad request.' })
    const { pathname } = url
    // URL parsing has already resolved `..` (2/../1 became 1): the request line as sent decides (docs/decisions/089).
    if (hasDotSegment(req.url ?? '/')) return sendJson(req, res, 404, { detail: 'Not found.' })
    if (method === 'OPTIONS') return sendJson(req, res, 204)
    if (method === 'GET' && pathname === '/__health') return sendJson(req, res, 200, { status: 'ok' })

    let body: Buffer
    try {
      body = await readRequestBody(req, maxBody)
    } catch (error) {
      if (error instanceof BodyTooLarge) return sendJson(req, res, 413, { detail: 'Request body too large.' })
      throw error
    }
    if (options.testMode && pathname.startsWith('/__control/')) return control(req, res, pathname, body)

    // Issue #22: a method fetch cannot carry (TRACE, CONNECT) or none an endpoint takes is refused here, not a 500.
    if (!fetchMethods.has(method)) {
      return sendJson(req, res, 405, { detail: `Method "${method.slice(0, 20)}" not allowed.` })
    }
    const operation = operationOf(method, pathname)
    const { fault, hold } = operation && options.testMode ? faults.take(operation) : { fault: null, hold: false }
    if (fault?.kind === 'drop') {
      // A lost connection: no status, no headers; the browser's fetch rejects.
      req.socket.destroy()
      return
    }
    const released = hold ? held.hold() : null
    if (fault?.kind === 'status500') {
      // Late like every answer (the latency control), so a test sees the busy state before the failure, as in the demo.
      if (latency > 0) await sleep(latency)
      await released
      return sendJson(req, res, 500, { detail: 'Simulated server failure.' })
    }
    if (fault?.kind === 'slow') await sleep(fault.ms ?? 3000)

    const response = await getResponse(extensionsOn ? withExtensions : withoutExtensions, toFetchRequest(req, url, body))
    await released
    if (!response) return sendJson(req, res, 404, { detail: 'Not found.' })
    const headers: Record<string, string> = { ...baseHeaders(req), ...apiAnswerHeaders }
    response.headers.forEach((value, name) => {
      headers[name] = value
    })
    res.writeHead(response.status, headers).end(Buffer.from(await response.arrayBuffer()))
  }

  const host = options.host ?? DEFAULT_HOST
  const server = createServer((req, res) => {
    serve(req, res).catch((error: unknown) => {
      console.error(`${req.method} ${req.url} failed`, error)
      if (!res.headersSent) sendJson(req, res, 500, { detail: 'Internal server error.' })
      else res.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  // The loopback and every interface are reached as localhost (the name the CORS defaults and the app's builds use).
  const origin = `http://${[DEFAULT_HOST, 'localhost', '0.0.0.0', '::'].includes(host) ? 'localhost' : host}:${port}`
  ctx.publicBaseUrl ||= `${origin}${options.prefix}`
  return {
    server,
    db,
    origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
