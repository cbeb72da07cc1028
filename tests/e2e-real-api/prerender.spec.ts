import { expect, test } from '@playwright/test'
import { consoleProblems, prerenderedPages, reactOwnsRoot } from '../e2e/support/prerendered'

/*
 * docs/decisions/041 in a real-API build: the public pages come prerendered and are hydrated with no
 * hydration warning or error in the console (React reports a mismatch through console.error).
 */

for (const { path, heading } of prerenderedPages) {
  test(`${path} is prerendered and hydrated with no warning or error in the console`, async ({ page }) => {
    const problems = consoleProblems(page)
    const response = await page.goto(path)
    expect(await response!.text()).toContain(`data-prerendered="${path}"`)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await reactOwnsRoot(page)
    // The page is interactive: a control that only React drives answers.
    if (path === '/') {
      await page.setViewportSize({ width: 320, height: 700 })
      await page.getByRole('button', { name: 'Menu' }).click()
      await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true')
    }
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })
}
