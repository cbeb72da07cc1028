import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Switches off a row parents have answered: the builder asks first (issue #21,
 * decision 066), and the dialog's Deactivate makes the change.
 */
export async function switchOffAnswered(page: Page, toggle: Locator) {
  await toggle.click()
  const asking = page.getByRole('dialog', { name: /^Deactivate / })
  await expect(asking).toContainText('The answers are kept')
  await asking.getByRole('button', { name: 'Deactivate' }).click()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
}
