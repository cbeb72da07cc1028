import { expect, test } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { adminOnlyFiles, routeChunkKeys, type Manifest } from '../../bench/lib/bundle-graph'
import { openApp } from './support/demo'

/**
 * Issue #6, route-level code splitting: a parent never downloads the admin
 * area's code. The admin-only chunks come from the build's own manifest
 * (served with the app), as the chunks reachable from the admin routes and
 * from nothing else, so no file name is guessed.
 */
test('a parent who signs in and walks the dashboard, a child profile and the questionnaire loads no admin chunk', async ({ page, request }) => {
  const manifestAnswer = await request.get('/.vite/manifest.json')
  expect(manifestAnswer.ok()).toBe(true)
  const manifest = (await manifestAnswer.json()) as Manifest
  const adminFiles = adminOnlyFiles(manifest)
  const fileOf = (routeFile: string) => manifest[routeChunkKeys(manifest, routeFile)[0]!]!.file
  // The builder's route chunk is among them, or this test would prove nothing.
  expect(adminFiles).toContain(fileOf('admin-dashboard.milestones.tsx'))

  const scripts = new Set<string>()
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname.replace(/^\//, '')
    if (path.endsWith('.js')) scripts.add(path)
  })

  await openApp(page, '/auth')
  await page.getByLabel('Email').fill(seedUsers.parent.email)
  await page.getByLabel('Password', { exact: true }).fill(seedUsers.parent.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page).toHaveURL(/\/client-dashboard$/)

  const carousel = page.getByRole('region', { name: 'Your children' })
  await carousel.getByRole('group', { name: '2 of 3' }).getByRole('button', { name: 'Show Details' }).click()
  await expect(page).toHaveURL(/\/child\/\d+$/)

  await page.getByRole('link', { name: 'Development Milestones' }).click()
  await expect(page).toHaveURL(/\/child\/\d+\/milestones-status$/)
  await expect(page.getByRole('radiogroup').first()).toBeVisible()

  // The walk's own lazy chunks were recorded, so the recording works.
  expect(scripts).toContain(fileOf('_parent.client-dashboard.tsx'))
  expect(scripts).toContain(fileOf('_parent.child.$childId.milestones-status.tsx'))
  expect([...scripts].filter((file) => adminFiles.has(file))).toEqual([])
})
