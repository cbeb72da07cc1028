import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedUsers } from '@/mock-server/seed/users'
import { startNodeApiServer, type NodeApiServer } from '@/mock-server/node-server'
import { formatResult, invalidBodies, runProbe, type ProbeReport } from '../../scripts/probe/probe'
import { endpoints } from '@/contract/endpoints'

/**
 * The conformance probe (npm run probe, docs/conformance.md) against the Node
 * mock server, and against that server broken on purpose by a proxy in front of it.
 */
const appOrigin = 'http://localhost:4999'
let api: NodeApiServer

beforeAll(async () => {
  api = await startNodeApiServer({ port: 0, host: '127.0.0.1', prefix: '/api', latencyMs: 0, allowOrigin: (origin) => origin === appOrigin, testMode: false })
})
afterAll(() => api.close())

type Breakage = (req: IncomingMessage, res: ServerResponse, forward: (rewrite?: (body: string) => string) => void) => boolean

/** A server in front of the mock that breaks one thing and forwards the rest. */
async function brokenProxy(breakage: Breakage): Promise<{ url: string; server: Server }> {
  const target = new URL(api.origin)
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const forward = (rewrite?: (body: string) => string) => {
        const upstream = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
          const parts: Buffer[] = []
          answer.on('data', (chunk: Buffer) => parts.push(chunk))
          answer.on('end', () => {
            const text = Buffer.concat(parts).toString('utf8')
            const body = rewrite ? rewrite(text) : text
            const headers = { ...answer.headers }
            delete headers['content-length']
            res.writeHead(answer.statusCode ?? 502, headers)
            res.end(body)
          })
        })
        upstream.end(Buffer.concat(chunks))
      }
      if (!breakage(req, res, forward)) forward()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, server }
}

const accounts = { admin: seedUsers.admin, parent: seedUsers.parent }
const probeOf = (baseUrl: string, extra: Partial<Parameters<typeof runProbe>[0]> = {}) =>
  runProbe({ baseUrl, ...accounts, origin: appOrigin, seed: 7, invalidBodies: 2, timeoutMs: 60_000, ...extra })
const failures = (report: ProbeReport) => report.results.filter((result) => result.verdict === 'fail').map((result) => result.name)

describe('the conformance probe', () => {
  it('passes every endpoint of the Node mock server, within its time, and prints one line each', async () => {
    const report = await probeOf(`${api.origin}/api`)
    expect(report.results.filter((result) => result.verdict !== 'pass').map(formatResult)).toEqual([])
    expect(report.results.map((result) => result.name).sort()).toEqual(Object.keys(endpoints).sort())
    expect(report.failed).toBe(false)
    expect(report.ms).toBeLessThan(60_000)
    const line = formatResult(report.results.find((result) => result.name === 'listUsers')!)
    expect(line).toMatch(/^PASS {2}listUsers .*GET .*\/accounts\/admin\/users\/ .*401 without a token, 403 for a parent/)
  }, 90_000)

  it('in --read-only mode writes nothing: no invalid bodies are sent', async () => {
    const report = await probeOf(`${api.origin}/api`, { readOnly: true })
    expect(failures(report)).toEqual([])
    expect(report.results.find((result) => result.name === 'createChild')!.detail).toContain('--read-only')
    const writes = report.results.filter((result) => result.name !== 'logout')
    expect(writes.some((result) => result.checks.some((check) => check.startsWith('400')))).toBe(false)
  }, 90_000)

  it('fails the endpoint whose answer has a field of the wrong type', async () => {
    const { url, server } = await brokenProxy((req, _res, forward) => {
      if (req.method !== 'GET' || !req.url?.startsWith('/api/children/global-bands/?') && req.url !== '/api/children/global-bands/') return false
      forward((body) => body.replace(/"age_min_months":(\d+)/g, '"age_min_months":"$1"'))
      return true
    })
    try {
      const report = await probeOf(url)
      expect(failures(report)).toEqual(['listBands'])
      expect(formatResult(report.results.find((result) => result.name === 'listBands')!)).toMatch(/^FAIL {2}listBands .*age_min_months/)
    } finally {
      server.close()
    }
  }, 90_000)

  it('fails the endpoint that answers 200 instead of 401 without a token', async () => {
    const { url, server } = await brokenProxy((req, res) => {
      if (req.url !== '/api/children/profiles/' || req.method !== 'GET' || req.headers.authorization) return false
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end('[]')
      return true
    })
    try {
      const report = await probeOf(url)
      expect(failures(report)).toEqual(['listChildren'])
      expect(report.results.find((result) => result.name === 'listChildren')!.detail).toMatch(/without a token: expected 401, got 200/)
    } finally {
      server.close()
    }
  }, 90_000)

  it('fails a missing route, and reports a missing optional extension as not implemented', async () => {
    const { url, server } = await brokenProxy((req, res) => {
      if (!req.url?.startsWith('/api/accounts/admin/users/') && !req.url?.startsWith('/api/children/measurements/')) return false
      res.writeHead(404, { 'Content-Type': 'application/json' })
      res.end('{"detail":"Not found."}')
      return true
    })
    try {
      const report = await probeOf(url)
      expect(failures(report).sort()).toEqual(['listUsers', 'updateUser'])
      expect(report.results.filter((result) => result.verdict === 'not implemented').map((result) => result.name).sort()).toEqual(['createMeasurement', 'deleteMeasurement', 'listMeasurements', 'updateMeasurement'])
    } finally {
      server.close()
    }
  }, 90_000)

  it('fails the endpoint that answers 500', async () => {
    const { url, server } = await brokenProxy((req, res) => {
      if (!req.url?.startsWith('/api/children/milestones/?')) return false
      res.writeHead(500, { 'Content-Type': 'text/plain' })
      res.end('boom')
      return true
    })
    try {
      const report = await probeOf(url)
      expect(failures(report)).toEqual(['listMilestones'])
      expect(report.results.find((result) => result.name === 'listMilestones')!.detail).toMatch(/answered 500/)
    } finally {
      server.close()
    }
  }, 90_000)

  it('generates seeded invalid bodies that the contract refuses', () => {
    const bodies = invalidBodies(endpoints.createQuestionSet.body, 3, 7)
    expect(bodies).toHaveLength(3)
    expect(invalidBodies(endpoints.createQuestionSet.body, 3, 7)).toEqual(bodies)
    for (const body of bodies) expect(endpoints.createQuestionSet.body.safeParse(body).success).toBe(false)
  })
})
