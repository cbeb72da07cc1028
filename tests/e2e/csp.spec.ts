import { expect, test, type Page } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { getJson, openApp, setDemoLatency } from './support/demo'

/*
 * The built app runs under its own Content-Security-Policy (docs/security.md;
 * scripts/content-security-policy.ts): a walk of the main screens, as a parent
 * and as an admin, reports no 'securitypolicyviolation' and no console error.
 */

const png = { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64') }

/** Records violations from the first script on, in every document the page loads. */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`)
    })
  })
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  /** Violations of the current document are collected before each navigation and at the end. */
  const collect = async () => {
    problems.push(...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])))
  }
  return { problems, collect }
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Log In', exact: true }).click()
}

test('the built app carries the policy and runs under it with no violation (parent and admin walk)', async ({ page }) => {
  test.setTimeout(120_000)
  const { problems, collect } = await watchPolicy(page)
  await openApp(page, '/')
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(policy).toContain("script-src 'self'")
  expect(policy).not.toContain('unsafe-eval')
  await setDemoLatency(page, 0)

  // The watch works: an injected inline script is refused and reported (then the record is cleared).
  await page.evaluate(() => {
    const inline = document.createElement('script')
    inline.textContent = 'window.__inlineRan = true'
    document.head.append(inline)
  })
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.join('\n')))
    .toContain('script-src')
  expect(await page.evaluate(() => 'inlineRan' in window || '__inlineRan' in window)).toBe(false)
  await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.splice(0))
  expect(problems.join('\n')).toContain('Content Security Policy')
  problems.length = 0

  // main.tsx's boot-failure box styles itself through the CSSOM (style.cssText), which the policy allows.
  expect(
    await page.evaluate(() => {
      const box = document.createElement('main')
      box.style.cssText = 'max-width:36rem;margin:4rem auto'
      document.body.append(box)
      const width = getComputedStyle(box).maxWidth
      box.remove()
      return width
    }),
  ).toBe('576px')

  // Parent: log in, the dashboard's photos, a profile, the questionnaire, a new child with a photo (blob: preview).
  await page.goto('/auth')
  await logIn(page, seedUsers.parent)
  await expect(page).toHaveURL(/\/client-dashboard$/)
  await expect(page.getByRole('region', { name: 'Your children' })).toBeVisible()
  const [, children] = await getJson<{ id: number }[]>(page, '/api/children/profiles/')
  const childId = children[0]!.id
  await collect()
  await page.goto(`/child/${childId}`)
  await expect(page.getByRole('heading', { level: 1, name: "Child's Profile" })).toBeVisible()
  await page.getByRole('link', { name: 'Development Milestones' }).click()
  await expect(page.getByRole('radiogroup').first()).toBeVisible()
  await page.getByRole('radiogroup').first().getByRole('radio').first().check()
  await collect()
  await page.goto('/create-child-profile')
  await page.getByLabel('Profile photo').setInputFiles(png)
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible()
  await collect()

  // Admin: users and the builder (seed band images are served from the app's origin).
  await page.evaluate(() => localStorage.clear())
  await page.goto('/auth')
  await logIn(page, seedUsers.admin)
  // Signed in only once the app lands on the dashboard: going on before that raced the login back to /auth.
  await expect(page).toHaveURL(/\/admin-dashboard$/)
  await page.goto('/admin-dashboard/users')
  await expect(page.getByRole('table', { name: 'Clients' })).toBeVisible()
  await collect()
  await page.goto('/admin-dashboard/milestones')
  await expect(page.getByRole('list', { name: 'Bands' })).toBeVisible()
  await collect()

  expect(problems).toEqual([])
})
