import { expect, test, type Page } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { childNames, createChildThroughApi, demoStarted, openApp, signInThroughApi, signOutThroughApi } from './support/demo'

const seedChildNames = ['Liam Carter', 'Olivia Carter', 'Noah Carter']

/** The keys of the damaged snapshots the demo kept aside in its IndexedDB. */
function damagedCopies(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('first-thousand-days-demo')
        open.onsuccess = () => {
          const keys = open.result.transaction('snapshots', 'readonly').objectStore('snapshots').getAllKeys()
          keys.onsuccess = () => {
            open.result.close()
            resolve(keys.result.map(String).filter((key) => key.startsWith('damaged-')))
          }
          keys.onerror = () => reject(keys.error)
        }
        open.onerror = () => reject(open.error)
      }),
  )
}

test.describe('in-browser backend persistence (PRODUCT.md "Persistence")', () => {
  test('a new child survives a page reload and a logout, and its photo is served back', async ({ page }) => {
    await openApp(page)
    await signInThroughApi(page, seedUsers.parent)
    const { status, child } = await createChildThroughApi(page, 'Maya')
    expect(status).toBe(201)
    expect(child.profile_image).toBeTruthy()

    await page.reload()
    await demoStarted(page)
    expect(await childNames(page)).toEqual([...seedChildNames, 'Maya Tester'])

    // The media URL is answered by the service worker, not the preview server.
    const served = await page.evaluate(async (url) => {
      const res = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('access')}` } })
      return { status: res.status, type: res.headers.get('content-type'), size: (await res.arrayBuffer()).byteLength }
    }, child.profile_image!)
    expect(served).toEqual({ status: 200, type: 'image/png', size: 70 })

    // docs/product-rules.md#4: logout clears all local storage; the database is not in local storage.
    await signOutThroughApi(page)
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    await page.reload()
    await demoStarted(page)
    await signInThroughApi(page, seedUsers.parent)
    expect(await childNames(page)).toEqual([...seedChildNames, 'Maya Tester'])
  })

  test('an unreadable snapshot is replaced by the seed with a visible notice, and the app still starts', async ({ page }) => {
    await openApp(page)
    await signInThroughApi(page, seedUsers.parent)
    expect((await createChildThroughApi(page, 'Lost')).status).toBe(201)

    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('first-thousand-days-demo')
          open.onsuccess = () => {
            const tx = open.result.transaction('snapshots', 'readwrite')
            tx.objectStore('snapshots').put({ version: 1, tables: 'not a table' }, 'database')
            tx.oncomplete = () => resolve()
            tx.onerror = () => reject(tx.error)
          }
          open.onerror = () => reject(open.error)
        }),
    )
    await page.reload()
    await expect(page.getByText('The saved demo data could not be read, so the original demo data has been loaded again.')).toBeVisible()
    await signInThroughApi(page, seedUsers.parent)
    expect(await childNames(page)).toEqual(seedChildNames)

    // Never thrown away (docs/decisions/028): the damaged snapshot is kept under another key, and the notice says so.
    await expect(page.getByText('A copy of the damaged data is kept', { exact: false })).toBeVisible()
    expect(await damagedCopies(page)).toHaveLength(1)

    await page.getByRole('button', { name: 'Dismiss notice' }).click()
    await expect(page.getByText('The saved demo data could not be read', { exact: false })).toHaveCount(0)

    // Reset demo data clears the kept copy.
    await page.getByRole('button', { name: 'Demo data', exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Reset demo data' }).click()
    await expect(page).toHaveURL(/\/$/)
    // The reset reloads the page: the old page's dialog goes with it.
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await demoStarted(page)
    await page.waitForLoadState()
    await expect.poll(() => damagedCopies(page).catch(() => ['(page still loading)'])).toEqual([])
  })

  test('"Reset demo data" restores the seed and signs the visitor out', async ({ page }) => {
    await openApp(page, '/client-dashboard')
    await signInThroughApi(page, seedUsers.parent)
    expect((await createChildThroughApi(page, 'Temporary')).status).toBe(201)

    await page.getByRole('button', { name: 'Demo data', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Reset demo data' }).click()

    await expect(page).toHaveURL(/\/$/)
    await expect(dialog).toHaveCount(0)
    await demoStarted(page)
    expect(await page.evaluate(() => localStorage.getItem('access'))).toBeNull()
    await signInThroughApi(page, seedUsers.parent)
    expect(await childNames(page)).toEqual(seedChildNames)
  })
})
