import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse } from 'msw'
import { z } from 'zod'
import { apiAnswerHeaders } from '@/contract/endpoints'
import { createDatabase, type Database } from '@/mock-server/db'
import { createHandlers } from '@/mock-server/handlers'
import { accountAttempts, clientAddressHeader } from '@/mock-server/lib/attempts'
import type { ServerContext } from '@/mock-server/lib/context'
import { consoleOutbox, memoryOutbox, outboxes } from '@/mock-server/lib/mail'
import { hasDotSegment } from '@/mock-server/lib/strict-paths'
import { jsonFileStore, removeLeftoverTempFiles } from '@/mock-server/json-file-store'
import { createPersistence } from '@/mock-server/persistence'
import { extensionsSchema, faultQueue, faultSchema, heldAnswers, latencySchema, operationMatcher, releaseWaitMs } from '@/mock-server/test-controls'

/**
 * The mock backend as a real HTTP server on Node (`npm run api`): the same
 * handlers as the service worker and the tests (createHandlers), reached over
 * the network, so a real-API build of the app can run against it. Each
 * request becomes a Fetch Request answered by msw's getResponse; this file
 * only adds what a network server needs: CORS, unknown routes, body limits,
 * optional file persistence (json-file-store.ts) and, in test mode, fault
 * injection (test-controls.ts).
 */

/**
 * docs/decisions/085: glibc's mmap threshold, fixed at 4 MB, so each upload's bytes are their own mapping and go back
 * to the system when the upload is deleted (by default the threshold grows with the first large free and later
 * uploads stay in the heap: the server's memory then stays where the uploads took it). `npm run api` sets it.
 */
export const uploadFriendlyMalloc = { MALLOC_MMAP_THRESHOLD_: String(4 * 1024 * 1024) } as const

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
 * docs/decisions/031: without `--cors-origins`, only the dev server and the preview on
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
 * The request's URL, or null when the request is malformed (docs/decisions/031: a Host
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
    // docs/decisions/031: the client's address is the connection's, never what the caller says.
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

    // docs/decisions/031: a method fetch cannot carry (TRACE, CONNECT) or none an endpoint takes is refused here, not a 500.
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
