import { expect, test } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { adminOnlyFiles, closure, ENTRY, routeChunkKeys, type Manifest } from '../../bench/lib/bundle-graph'
import { openApp } from './support/demo'

/**
 * Route-level code splitting (docs/decisions/022): a parent never downloads the admin
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

/**
 * docs/decisions/042: the chart code (src/ui/screens/track-progress/, marked by its
 * `aria-roledescription="line chart"`) is only in chunks that Track Progress's
 * route alone loads: not in the entry and not in any other route's chunks, so
 * no page downloads it but the profile, whose Track Progress tile has its code
 * loaded ahead (docs/decisions/079).
 */
test("the Track Progress chart code is only in its own route's chunks, loaded by no page but the profile that leads there", async ({ page, request }) => {
  const manifest = (await (await request.get('/.vite/manifest.json')).json()) as Manifest
  const trackKeys = routeChunkKeys(manifest, '_parent.track-progress.$childId.tsx')
  const otherRouteKeys = Object.keys(manifest).filter((key) => key.startsWith('src/routes/') && !trackKeys.includes(key))
  const elsewhere = new Set([...closure(manifest, [ENTRY, ...otherRouteKeys])].map((key) => manifest[key]!.file))
  const trackFiles = new Set([...closure(manifest, trackKeys)].map((key) => manifest[key]!.file))

  const jsFiles = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'))
  const chartFiles: string[] = []
  for (const file of jsFiles) if ((await (await request.get(`/${file}`)).text()).includes('line chart')) chartFiles.push(file)
  expect(chartFiles.length).toBeGreaterThan(0)
  for (const file of chartFiles) {
    expect(trackFiles.has(file), `${file} belongs to Track Progress`).toBe(true)
    expect(elsewhere.has(file), `${file} is also loaded by the entry or another route`).toBe(false)
  }

  const scripts = new Set<string>()
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname.replace(/^\//, '')
    if (path.endsWith('.js')) scripts.add(path)
  })
  // By keyboard: a mouse click leaves the pointer where the next page may put the Track Progress link, and a
  // pointer resting on a link preloads its route (the router's preload on intent), which is what users want.
  await openApp(page, '/auth')
  await page.getByLabel('Email').fill(seedUsers.parent.email)
  await page.getByLabel('Password', { exact: true }).fill(seedUsers.parent.password)
  await page.getByRole('button', { name: 'Log In' }).press('Enter')
  await expect(page).toHaveURL(/\/client-dashboard$/)
  await expect(page.getByRole('region', { name: 'Your children' }).getByRole('group', { name: '2 of 3' })).toBeVisible()
  // The dashboard loads the code of the profile it leads to (docs/decisions/079), not the chart's.
  const profileFile = manifest[routeChunkKeys(manifest, '_parent.child.$childId.index.tsx')[0]!]!.file
  await expect.poll(() => scripts.has(profileFile)).toBe(true)
  expect([...scripts].filter((file) => chartFiles.includes(file))).toEqual([])
  await page.getByRole('region', { name: 'Your children' }).getByRole('group', { name: '2 of 3' }).getByRole('button', { name: 'Show Details' }).press('Enter')
  await expect(page).toHaveURL(/\/child\/\d+$/)
  // docs/decisions/079: with its tile on the profile, Track Progress's code (the chart's too) loads ahead, data aside.
  await expect.poll(() => [...scripts].filter((file) => chartFiles.includes(file)).length).toBeGreaterThan(0)
  await page.getByRole('link', { name: 'Track Progress' }).click()
  await expect(page.getByRole('img', { name: /over time/ })).toBeVisible()
  expect([...scripts].filter((file) => chartFiles.includes(file)).length).toBeGreaterThan(0)
})
