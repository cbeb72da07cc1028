import type { Page } from '@playwright/test'

/** The smallest phone, a common phone and a desktop: the widths the family-sharing screens are shot at. */
export const phoneAndDesktopWidths = [320, 390, 1280] as const

/**
 * Full-page screenshots of the current state at each width (rules of the house: 320 and 1280 px), into
 * E2E_SHOTS_DIR when it is set; nothing otherwise. The page is left at 1280 px.
 */
export async function shootWidths(page: Page, name: string, widths: readonly number[] = [320, 1280]) {
  const dir = process.env.E2E_SHOTS_DIR
  if (!dir) return
  const height = page.viewportSize()?.height ?? 800
  for (const width of widths) {
    await page.setViewportSize({ width, height })
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height })
}
