import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { APP_FILES_META } from '@/app/landing-head'
import { seedUsers } from '@/mock-server/seed/users'
import { closure, LANDING_ENTRY, readManifest } from '../../bench/lib/bundle-graph'
import { builtApp } from './support/build-app'

/*
 * docs/decisions/041: `vite build` prerenders the public pages whose first view holds no user data, in
 * both modes, to `<path>/index.html` with their styles, and keeps the plain SPA shell as
 * app-shell.html for every other address. The texts are the product's (docs/product-rules.md#2).
 */

const pages = [
  { path: '/', file: 'index.html', texts: ['Nurture every step of your child', 'first 1,000 days', 'Email address', 'Start Free Trial', 'Get Started', 'Features'] },
  { path: '/splash', file: 'splash/index.html', texts: ['First 1,000 Days'] },
  { path: '/auth', file: 'auth/index.html', texts: ['Hey Welcome!', 'Log In', 'Forgot Password?'] },
  { path: '/signup', file: 'signup/index.html', texts: ['Create your account', 'Sign Up'] },
  { path: '/auth/forgot-password', file: 'auth/forgot-password/index.html', texts: ['Forgot Password', 'Reset Password'] },
  // Decision 088: the privacy policy and the terms, public and dated.
  { path: '/privacy', file: 'privacy/index.html', texts: ['Privacy Policy', 'Last updated 7 December 2026', 'In the demo, everything stays in this browser'] },
  { path: '/terms', file: 'terms/index.html', texts: ['Terms and Conditions', 'Last updated 7 December 2026', 'never a diagnosis'] },
] as const

/** The markup inside <div id="root">, as text without tags and with entities decoded where the texts need it. */
function rootText(html: string): string {
  const root = /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<noscript>/.exec(html)
  expect(root, 'the page has a filled #root').not.toBeNull()
  return root![1]!.replace(/<[^>]+>/g, ' ').replaceAll('&#x27;', "'").replace(/\s+/g, ' ')
}

describe('the build prerenders the public pages (issue #17)', () => {
  const dirs = { mock: '', real: '' }
  beforeAll(async () => {
    dirs.real = await builtApp('real-api')
    dirs.mock = await builtApp('mock')
  }, 180_000)

  for (const mode of ['mock', 'real'] as const) {
    for (const page of pages) {
      it(`${mode}: ${page.path} is ${page.file}, with its texts, its styles and no inline script`, () => {
        const html = readFileSync(join(dirs[mode], page.file), 'utf8')
        expect(html).toContain(`<div id="root" data-prerendered="${page.path}">`)
        const text = rootText(html)
        for (const expected of page.texts) expect(text).toContain(expected)
        // styled-components' server stylesheet, in <head>.
        expect(html.indexOf('<style data-styled="true"')).toBeGreaterThan(0)
        expect(html.indexOf('<style data-styled="true"')).toBeLessThan(html.indexOf('</head>'))
        // The one script is the app's module; nothing inline, nothing the CSP (script-src 'self') would refuse.
        const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
        expect(scripts).toHaveLength(1)
        expect(scripts[0]![0]).toMatch(/^<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>$/)
        expect(html, 'inline event handler').not.toMatch(/<[^>]+\son[a-z]+\s*=/i)
        // A form submitted before hydration must not be sent by the browser (a GET with the password in the address).
        for (const [form] of html.matchAll(/<form\b[^>]*>/g)) expect(form).toContain('method="dialog"')
        // The policy comes first, before the styles and the script.
        expect(html.indexOf('Content-Security-Policy')).toBeGreaterThan(0)
        expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<style'))
      })
    }

    it(`${mode}: the app shell for every other address is the plain page, with the same policy and the app's script`, () => {
      const shell = readFileSync(join(dirs[mode], 'app-shell.html'), 'utf8')
      expect(shell).toContain('<div id="root"></div>')
      expect(shell).not.toContain('data-styled')
      const beforeScripts = (html: string) => html.slice(0, html.indexOf('<script'))
      const auth = readFileSync(join(dirs[mode], 'auth/index.html'), 'utf8')
      expect(beforeScripts(readFileSync(join(dirs[mode], 'index.html'), 'utf8'))).toBe(beforeScripts(shell))
      expect(auth.slice(0, auth.indexOf('<style')).trimEnd()).toBe(shell.slice(0, shell.indexOf('</head>')).trimEnd())
    })

    it(`${mode}: / loads the landing page's own small entry, and names the app's files for later instead of fetching them`, () => {
      const landing = readFileSync(join(dirs[mode], 'index.html'), 'utf8')
      const shell = readFileSync(join(dirs[mode], 'app-shell.html'), 'utf8')
      const scriptOf = (html: string) => /<script type="module" crossorigin src="([^"]+)">/.exec(html)![1]!
      expect(scriptOf(landing)).toMatch(/^\/assets\/landing-[\w-]+\.js$/)
      // Nothing but the entry's own imports is fetched beside the first paint (docs/decisions/083).
      const manifest = readManifest(dirs[mode])
      const entryFiles = [...closure(manifest, [LANDING_ENTRY])].map((key) => `/${manifest[key]!.file}`)
      const fetched = [...landing.matchAll(/<link rel="(?:modulepreload|prefetch|preload)"[^>]*href="([^"]+)"/g)].map((match) => match[1])
      expect([scriptOf(landing), ...fetched].sort()).toEqual(entryFiles.sort())
      expect(landing).not.toContain('rel="prefetch"')
      const appFiles = new RegExp(`<meta name="${APP_FILES_META}" content="([^"]+)">`).exec(landing)?.[1]?.split(' ')
      expect(appFiles, 'the app\'s files, for landing-hydrate.tsx to prefetch').toContain(scriptOf(shell))
      for (const file of entryFiles) expect(appFiles).not.toContain(file)
    })
  }

  it('the demo\'s /auth already lists the seed accounts, so hydration adds nothing; the real-API /auth has no trace of them', () => {
    const demo = rootText(readFileSync(join(dirs.mock, 'auth/index.html'), 'utf8'))
    expect(demo).toContain('Demo accounts (in-browser demo only)')
    for (const account of Object.values(seedUsers)) expect(demo).toContain(`${account.email} / ${account.password}`)
    expect(demo).toContain('Use parent of a premature baby account')
    const real = readFileSync(join(dirs.real, 'auth/index.html'), 'utf8')
    expect(real).not.toContain('Demo accounts')
    for (const account of Object.values(seedUsers)) expect(real).not.toContain(account.email)
  })

  it('a signed-in page is not prerendered: its data is the visitor\'s', () => {
    expect(existsSync(join(dirs.mock, 'client-dashboard/index.html'))).toBe(false)
    expect(existsSync(join(dirs.real, 'client-dashboard/index.html'))).toBe(false)
  })
})
