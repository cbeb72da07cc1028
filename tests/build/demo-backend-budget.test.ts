import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { gzipSize, readManifest, type Manifest } from '../../bench/lib/bundle-graph'
import { builtApp } from './support/build-app'

/**
 * docs/decisions/070: every page load of the demo downloads and runs its in-browser backend (src/mock-server/browser.ts)
 * before any call is answered. msw's cookie jar brought tough-cookie and its public-suffix list (tldts): 296 kB of
 * the chunk's 553 kB, for cookies the API never sets. vite.config.ts puts src/mock-server/lib/cookie-jar.ts in its
 * place. Measured: 553 kB (199 kB gzip) before, 257 kB (77 kB gzip) after; docs/performance.md, "Waits used, moves shown, a lighter demo backend".
 */
const DEMO_BACKEND = 'src/mock-server/browser.ts'
const DEMO_BACKEND_BUDGET_GZIP = 90_000

describe("the demo build's in-browser backend", () => {
  let outDir = ''
  let manifest: Manifest
  beforeAll(async () => {
    outDir = await builtApp('mock')
    manifest = readManifest(outDir)
  }, 180_000)

  const backendChunk = () => {
    const file = manifest[DEMO_BACKEND]?.file
    expect(file, `${DEMO_BACKEND} is a chunk of its own`).toBeTruthy()
    return readFileSync(join(outDir, file!), 'utf8')
  }

  it('carries no public-suffix list: the cookie jar is our own small one', () => {
    const code = backendChunk()
    // tldts' packed suffix rules hold these public suffixes as text; our jar has none.
    expect(code).not.toMatch(/blogspot|amazonaws|github\.io/)
  })

  it(`stays within ${DEMO_BACKEND_BUDGET_GZIP / 1000} kB gzip`, () => {
    const size = gzipSize(backendChunk())
    console.info(`the demo backend chunk: ${size} B gzip (budget ${DEMO_BACKEND_BUDGET_GZIP} B)`)
    expect(size).toBeLessThanOrEqual(DEMO_BACKEND_BUDGET_GZIP)
  })
})
