import { expect, test } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { openApp, signInThroughApi } from './support/demo'

test.describe('route guards (PRODUCT.md)', () => {
  test('a signed-out visitor to a parent route is sent to /auth with the way back', async ({ page }) => {
    await openApp(page, '/client-dashboard')
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fclient-dashboard$/)
    await expect(page.getByRole('heading', { name: 'Hey Welcome!' })).toBeVisible()
  })

  test('a CLIENT on an admin route sees "You are not authorized to view this page." and no call is made', async ({ page }) => {
    await openApp(page)
    await signInThroughApi(page, seedUsers.parent)
    const adminCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/accounts/admin/')) adminCalls.push(request.url())
    })
    await page.goto('/admin-dashboard/users')
    await expect(page.getByText('You are not authorized to view this page.')).toBeVisible()
    expect(adminCalls).toEqual([])
  })

  test('an ADMIN reaches the admin dashboard', async ({ page }) => {
    await openApp(page)
    await signInThroughApi(page, seedUsers.admin)
    await page.goto('/admin-dashboard')
    await expect(page.getByText('Dashboard Content')).toBeVisible()
  })

  test('an unknown address shows the not-found page', async ({ page }) => {
    await openApp(page, '/no-such-page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })
})
