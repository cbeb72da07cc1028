import { expect, test } from '@playwright/test'
import { axeAtWidths, formatFindings, type AxeFinding } from './support/axe'
import { fillSignupForm, openApp } from './support/demo'

/** Decision 088: the privacy policy and the terms, from the landing's footer and from the sign-up's checkbox. */
test.describe('the privacy policy and the terms', () => {
  // bypassCSP: the app's Content-Security-Policy refuses the injected axe script, as it should (as in a11y.spec.ts).
  test.use({ bypassCSP: true, reducedMotion: 'reduce' })

  test('open from the landing footer as pages of their own, readable at 320 px, with no axe finding', async ({ page }) => {
    const findings: AxeFinding[] = []
    await openApp(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/privacy$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    await expect(page.getByRole('main').getByText('Last updated 7 December 2026')).toBeVisible()
    await axeAtWidths(page, '/privacy', findings)
    await page.setViewportSize({ width: 320, height: 700 })
    // Nothing wider than the screen: no sideways scrolling to read it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)

    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms and Conditions' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    await axeAtWidths(page, '/terms', findings)
    expect(findings, formatFindings(findings)).toEqual([])
  })

  test('open over the sign-up form from its checkbox, and what was typed is all still there after reading them', async ({ page }) => {
    await openApp(page, '/signup')
    await fillSignupForm(page, 'Maya Jensen', 'maya.jensen@example.org')
    const terms = page.getByRole('checkbox', { name: /I accept the/ })
    await terms.uncheck()

    await page.getByRole('button', { name: 'Privacy Policy' }).click()
    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' })
    await expect(dialog.getByText('Last updated 7 December 2026')).toBeVisible()
    await dialog.getByRole('heading', { name: 'How long we keep it' }).scrollIntoViewIfNeeded()
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await expect(dialog).toHaveCount(0)
    await page.getByRole('button', { name: 'Terms and Conditions' }).click()
    await expect(page.getByRole('dialog', { name: 'Terms and Conditions' }).getByText('Last updated 7 December 2026')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await expect(page).toHaveURL(/\/signup$/)
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Maya Jensen')
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('maya.jensen@example.org')
    await expect(page.getByLabel('Phone number')).toHaveValue('+44 20 7946 0000')
    await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked()
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('newparent1')
    await expect(page.getByLabel('Confirm password')).toHaveValue('newparent1')
    await expect(page.getByLabel('City')).toHaveValue('london')
    await expect(page.getByLabel('Country')).toHaveValue('uk')
    // Reading the documents does not tick the box for the parent.
    await expect(terms).not.toBeChecked()
  })
})
