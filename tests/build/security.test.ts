import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedUsers } from '@/mock-server/seed/users'
import { closure, ENTRY, LANDING_ENTRY, readManifest } from '../../bench/lib/bundle-graph'
import { BUILD_CANARY as canary, builtApp, filesUnder, REAL_API_URL as realApiUrl } from './support/build-app'

/*
 * The production build, both modes (docs/security.md): the Content-Security-Policy
 * meta, no eval, no secrets, no source maps.
 */

const textFile = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/

function cspOf(dir: string): string {
  const html = readFileSync(join(dir, 'index.html'), 'utf8')
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)
  expect(meta, 'index.html has no Content-Security-Policy meta').not.toBeNull()
  // It must come before the first script, or it would not govern it.
  expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'))
  return meta![1]!
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  )
}

/** Known shapes of credentials: private keys and the common providers' tokens. */
const secretPatterns: [string, RegExp][] = [
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['GitHub token', /\bgh[pousr]_[A-Za-z0-9]{36,}\b/],
  ['npm token', /\bnpm_[A-Za-z0-9]{36}\b/],
  ['Slack token', /\bxox[abposr]-[A-Za-z0-9-]{10,}/],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
  ['Stripe secret key', /\b[sr]k_live_[0-9A-Za-z]{16,}/],
  ['JSON Web Token', /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
  ['password assignment', /\b(?:password|passwd|secret|api_?key)\s*[:=]\s*["'][^"'\s]{8,}["']/i],
]

/**
 * zod 4's JIT: a probe `try { Function('') } catch` and `compile() { const F = Function; new F(...) }`.
 * Both run only when `jitless` is off; src/app/zod-jitless.ts turns it on (the CSP would refuse them).
 */
const zodJitSites = [/Cloudflare`?\)\)return ?!1;try\{return Function\(``\)/, /compile\(\)\{let [\w$]+=Function,/]

const seedPasswords = [seedUsers.admin.password, seedUsers.parent.password]

describe('the production build: CSP, eval, secrets, source maps (issue #6)', () => {
  let realApiDir = ''
  let mockDir = ''
  beforeAll(async () => {
    realApiDir = await builtApp('real-api')
    mockDir = await builtApp('mock')
  }, 180_000)

  it('index.html carries the policy: script-src self only, no unsafe-eval, no inline script', () => {
    for (const dir of [mockDir, realApiDir]) {
      const policy = directives(cspOf(dir))
      expect(policy.get('script-src')).toEqual(["'self'"])
      expect(policy.get('object-src')).toEqual(["'none'"])
      expect(policy.get('base-uri')).toEqual(["'self'"])
      expect(policy.get('worker-src')).toEqual(["'self'"])
      expect(policy.get('default-src')).toEqual(["'self'"])
      expect([...policy.values()].flat()).not.toContain("'unsafe-eval'")
      // styled-components writes <style> elements; a static host cannot give a per-response nonce (docs/security.md).
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
      const html = readFileSync(join(dir, 'index.html'), 'utf8')
      const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
      expect(scripts.length).toBeGreaterThan(0)
      for (const [tag, body] of scripts) {
        expect(tag).toMatch(/\bsrc="/)
        expect(body!.trim()).toBe('')
      }
      expect(html, 'inline event handler').not.toMatch(/\son[a-z]+\s*=/i)
    }
  })

  it('allows the API origin for calls and media in a real-API build only', () => {
    const origin = new URL(realApiUrl).origin
    const real = directives(cspOf(realApiDir))
    expect(real.get('connect-src')).toEqual(["'self'", origin])
    expect(real.get('img-src')).toEqual(["'self'", 'data:', 'blob:', origin])
    const mock = directives(cspOf(mockDir))
    expect(mock.get('connect-src')).toEqual(["'self'"])
    expect(mock.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
  })

  it('no built JavaScript calls eval or new Function; zod, whose JIT would, is told not to', () => {
    for (const dir of [mockDir, realApiDir]) {
      const js = filesUnder(dir).filter((file) => file.endsWith('.js'))
      expect(js.length).toBeGreaterThan(5)
      const uses: string[] = []
      for (const file of js) {
        const text = readFileSync(file, 'utf8')
        // Calls of eval or Function, and Function taken as a value (an alias to call later).
        for (const match of text.matchAll(/(?<![\w$.])(?:eval\s*\(|(?:new\s+)?Function\s*\(|=\s*Function(?![\w$.]))/g)) {
          const around = text.slice(Math.max(0, match.index - 60), match.index + 40)
          if (zodJitSites.some((site) => site.test(around))) continue
          uses.push(`${relative(dir, file)}: …${around}…`)
        }
      }
      expect(uses, 'eval or Function constructor in the bundle').toEqual([])
      // zod's JIT (the only Function constructor left) stays off: both entries (the app's, the landing page's) set
      // jitless in their static imports, which run before any lazy chunk, and zod comes only in lazy chunks.
      const manifest = readManifest(dir)
      for (const entry of [ENTRY, LANDING_ENTRY]) {
        const text = [...closure(manifest, [entry])].map((key) => readFileSync(join(dir, manifest[key]!.file), 'utf8')).join('\n')
        expect(text, entry).toMatch(/__zod_globalConfig[\s\S]{0,80}jitless:!0/)
      }
    }
  })

  it('ships no source maps', () => {
    for (const dir of [mockDir, realApiDir]) {
      const files = filesUnder(dir)
      expect(files.filter((file) => file.endsWith('.map'))).toEqual([])
      for (const file of files.filter((f) => textFile.test(f))) {
        expect(readFileSync(file, 'utf8'), relative(dir, file)).not.toMatch(/sourceMappingURL=/)
      }
    }
  })

  it('ships no private keys, tokens, build-time secrets or passwords', () => {
    for (const dir of [mockDir, realApiDir]) {
      for (const file of filesUnder(dir).filter((f) => textFile.test(f))) {
        const text = readFileSync(file, 'utf8')
        const name = relative(dir, file)
        for (const [kind, pattern] of secretPatterns) expect(text, `${name}: ${kind}`).not.toMatch(pattern)
        expect(text, `${name}: the value of ${canary.name}`).not.toContain(canary.value)
        expect(text, `${name}: the name of ${canary.name}`).not.toContain(canary.name)
      }
    }
  })

  // The demo's login screen lists the seed accounts (src/app/demo-accounts.ts), prerendered in /auth (docs/decisions/041):
  // there and in the seed users' chunk, which the mock backend shares, and nowhere else; never in a real-API build.
  it('the demo seed passwords are only in the seed accounts chunk the mock backend uses and the demo /auth page', () => {
    const manifest = JSON.parse(readFileSync(join(mockDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>
    const mock = manifest['src/mock-server/browser.ts']
    expect(mock, 'the manifest names the mock backend chunk').toBeTruthy()
    const mockChunks = [mock!.file, ...(mock!.imports ?? []).map((key) => manifest[key]!.file)]
    const withPasswords = (dir: string) =>
      filesUnder(dir)
        .filter((f) => textFile.test(f))
        .filter((file) => seedPasswords.some((password) => readFileSync(file, 'utf8').includes(password)))
        .map((file) => relative(dir, file))
    const found = withPasswords(mockDir)
    expect(found.filter((file) => file.endsWith('.html'))).toEqual([join('auth', 'index.html')])
    const scripts = found.filter((file) => !file.endsWith('.html'))
    expect(scripts).toHaveLength(1)
    expect(mockChunks).toContain(scripts[0])
    expect(withPasswords(realApiDir)).toEqual([])
    expect(existsSync(join(realApiDir, 'mockServiceWorker.js'))).toBe(false)
  })
})
