import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminOnlyFiles, closure, ENTRY, gzipSize, initialChunks, readManifest, routeChunkKeys, sizeOf, type Manifest } from '../../bench/lib/bundle-graph'
import { buildApp } from './support/build-app'

/**
 * Issue #6 asks for the landing page's initial JavaScript at most 120 kB gzip in a real-API build.
 * The whole of `/` is budgeted: the entry's static import closure plus the landing route's chunk and
 * its static imports, i.e. what the browser downloads before the first render (bench/lib/bundle-graph.ts,
 * gzip by node:zlib, kB of 1,000 bytes as Vite reports). Not counted: the sections below the hero and
 * the footer, which the landing screen imports lazily after its first render (checked below).
 * Also not counted: the toasts' look, which the toast provider loads after the first render.
 * 2026-11-25: `/` is 119.7 kB and the entry closure 112.2 kB (docs/performance.md).
 */
const LANDING_BUDGET_BYTES = 120_000
const ENTRY_BUDGET_BYTES = 120_000
const BELOW_THE_FOLD = ['src/ui/screens/landing/below-the-fold.tsx', 'src/ui/screens/landing/footer.tsx']
const TOAST_ITEMS = 'src/ui/primitives/toast-items.tsx'

describe('the real-API build: landing page JavaScript budget', () => {
  let outDir = ''
  let manifest: Manifest
  beforeAll(() => {
    // NODE_ENV is "test" under Vitest, which would bundle React's development build; the budget is about production.
    outDir = buildApp({ VITE_API_BASE_URL: 'https://api.first-thousand-days.test/v1', NODE_ENV: 'production' })
    manifest = readManifest(outDir)
  }, 120_000)
  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true })
  })

  const listing = (files: string[]) => files.map((file) => `${file}: ${gzipSize(readFileSync(join(outDir, file)))} B`).join('\n')

  it(`keeps the JavaScript of / before its first render within ${LANDING_BUDGET_BYTES / 1000} kB gzip`, () => {
    const size = sizeOf(outDir, manifest, initialChunks(manifest, ['index.tsx']))
    expect(size.jsGzip, `/ ${size.jsGzip} B gzip:\n${listing(size.jsFiles)}`).toBeLessThanOrEqual(LANDING_BUDGET_BYTES)
  })

  it(`keeps the entry's JavaScript, which every page loads, within ${ENTRY_BUDGET_BYTES / 1000} kB gzip`, () => {
    const size = sizeOf(outDir, manifest, closure(manifest, [ENTRY]))
    expect(size.jsGzip, `entry closure ${size.jsGzip} B gzip:\n${listing(size.jsFiles)}`).toBeLessThanOrEqual(ENTRY_BUDGET_BYTES)
  })

  it('loads the landing sections below the hero, the footer and the toasts\' look lazily, not before the first render', () => {
    const initial = initialChunks(manifest, ['index.tsx'])
    const lazyImports = routeChunkKeys(manifest, 'index.tsx').flatMap((key) => manifest[key]!.dynamicImports ?? [])
    for (const key of BELOW_THE_FOLD) {
      expect(lazyImports, `${key} is imported lazily by the landing route`).toContain(key)
      expect(initial.has(key), `${key} is not in the initial chunks of /`).toBe(false)
    }
    expect(manifest['index.html']!.dynamicImports, 'the toasts\' look is imported lazily by the entry').toContain(TOAST_ITEMS)
    expect(initial.has(TOAST_ITEMS), 'the toasts\' look is not in the initial chunks of /').toBe(false)
  })

  it('loads no route screens, admin code or zod with the entry: those come with their routes', () => {
    const entryFiles = [...closure(manifest, [ENTRY])].map((key) => manifest[key]!.file)
    const admin = adminOnlyFiles(manifest)
    expect(admin.size).toBeGreaterThan(0)
    expect(entryFiles.filter((file) => admin.has(file))).toEqual([])
    const text = entryFiles.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n')
    // zod's error class name survives minification (it is a string in zod's own code).
    expect(text).not.toContain('ZodError')
  })
})
