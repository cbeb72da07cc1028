import { expect, test } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { openApp, signInThroughApi } from './support/demo'

/**
 * docs/decisions/031: the BUILT demo (minified, in the service worker) answers a path
 * with a broken percent escape as the Node side does (tests/mock-server/
 * edges-auth.test.ts), not 500 with msw's stack.
 */
test.describe('in-browser backend edges', () => {
  test('a path with a broken percent escape answers 400 "Bad request." in the built demo', async ({ page }) => {
    await openApp(page)
    await signInThroughApi(page, seedUsers.parent)
    const answers = await page.evaluate(async () => {
      const token = localStorage.getItem('access')
      const paths = ['/api/media/%zz/', '/api/children/profiles/%E0%A4%A/', '/api/%/']
      return Promise.all(
        paths.map(async (path) => {
          const res = await fetch(path, { headers: { Authorization: `Bearer ${token}` } })
          return { path, status: res.status, body: await res.text() }
        }),
      )
    })
    expect(answers).toEqual([
      { path: '/api/media/%zz/', status: 400, body: '{"detail":"Bad request."}' },
      { path: '/api/children/profiles/%E0%A4%A/', status: 400, body: '{"detail":"Bad request."}' },
      { path: '/api/%/', status: 400, body: '{"detail":"Bad request."}' },
    ])
  })
})
