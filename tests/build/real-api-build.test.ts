import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { builtApp, filesUnder, REAL_API_URL as realApiUrl } from './support/build-app'

/** Strings only MSW's code carries: its worker, its client and its interceptors. */
const mswMarkers = ['mockServiceWorker', 'MOCKING_ENABLED', 'INTEGRITY_CHECK_REQUEST', 'onUnhandledRequest', '[MSW]']

function bundleText(dir: string): string {
  return filesUnder(dir)
    .filter((file) => /\.(js|html)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
}

describe('the build (PRODUCT.md "Modes")', () => {
  let realApiDir = ''
  let mockDir = ''
  beforeAll(async () => {
    realApiDir = await builtApp('real-api')
    mockDir = await builtApp('mock')
  }, 180_000)

  it('with VITE_API_BASE_URL set ships no MSW code and no service worker file', () => {
    expect(existsSync(join(realApiDir, 'mockServiceWorker.js'))).toBe(false)
    const text = bundleText(realApiDir)
    for (const marker of mswMarkers) expect(text, `real-API bundle contains "${marker}"`).not.toContain(marker)
    expect(text).not.toContain('parent1234')
  })

  it('with VITE_API_BASE_URL set sends calls to that URL', () => {
    expect(bundleText(realApiDir)).toContain(realApiUrl)
  })

  it('without it ships the mock (so the check above can tell the two apart)', () => {
    expect(existsSync(join(mockDir, 'mockServiceWorker.js'))).toBe(true)
    const text = bundleText(mockDir)
    expect(mswMarkers.filter((marker) => text.includes(marker)).length).toBeGreaterThanOrEqual(3)
  })
})
