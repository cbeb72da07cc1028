import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Switches off a row parents have answered: the builder asks first
 * (docs/decisions/066), and the dialog's Deactivate makes the change.
 */
export async function switchOffAnswered(page: Page, toggle: Locator) {
  await toggle.click()
  const asking = page.getByRole('dialog', { name: /^Deactivate / })
  await expect(asking).toContainText('The answers are kept')
  await asking.getByRole('button', { name: 'Deactivate' }).click()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
}

/**
 * Resolves in the page after its next frame and after every timer it has set so far (timers of one delay run in
 * the order they were set): dnd-kit's keyboard sensor starts listening for the arrows in a timer it sets at pick-up.
 * An input event outruns a timer in Chromium's scheduler, so an arrow sent after a fixed wait could still come first
 * on a busy machine, and was lost.
 */
export const afterPageTimers = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))))

/**
 * Picks the row up with Space, presses the arrow, and drops it with Space once the row is over another: a row past
 * the middle of the window does not move at the press, the sensor scrolls the page smoothly and the row is over its
 * neighbour only as the scroll goes on, which the group's live region says ("... was moved over ..."). A drop before
 * that put the row back in its place (seen on a busy machine with the fixed waits this replaces). With `until`, the
 * arrow is pressed until the live region's words pass it (at most 400 times), for a drag over many rows.
 */
export async function keyboardMove(page: Page, handle: Locator, key: 'ArrowUp' | 'ArrowDown', until?: (said: string) => boolean) {
  await handle.focus()
  await page.keyboard.press('Space')
  const pickedUp = page.locator('[aria-live]').filter({ hasText: /^Picked up / })
  await expect(pickedUp).toHaveCount(1)
  // The drag's own live region (dnd-kit gives each its id), whatever the others still say.
  const region = page.locator(`[id="${await pickedUp.getAttribute('id')}"]`)
  await afterPageTimers(page)
  if (until) {
    for (let press = 0; press < 400 && !until((await region.textContent()) ?? ''); press += 1) {
      await page.keyboard.press(key)
      await afterPageTimers(page)
    }
  } else {
    await page.keyboard.press(key)
  }
  await expect(region).toHaveText(/ was moved over /, { timeout: 10_000 })
  await page.keyboard.press('Space')
}
