import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** The widths every state is checked at (docs/decisions/019): the smallest phone and a desktop. */
export const axeWidths = [320, 1280] as const

export interface AxeFinding {
  state: string
  width: number
  rule: string
  impact: string | null
  help: string
  /** Each node as its CSS target and the start of its markup (styled-components class names alone say little). */
  targets: string[]
}

/**
 * Runs axe-core in the page (injected from node_modules: @axe-core/playwright
 * needs Node 22) and answers its violations, each with the CSS targets of the
 * offending nodes so a failure says where to look. The page's context must be
 * created with `bypassCSP: true`: the app's Content-Security-Policy rightly
 * refuses the injected script.
 */
export async function axeViolations(page: Page, state: string): Promise<AxeFinding[]> {
  const width = page.viewportSize()?.width ?? 0
  // A scan during a dialog's fade-in reads its text at part opacity: a contrast the user never sees once it is open.
  await settleAnimations(page)
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath })
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string }[] }[] }>
      }
    }
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => `${n.target.map(String).join(' ')}  ${n.html.slice(0, 160)}`),
    }))
  })
  return violations.map((v) => ({ state, width, ...v }))
}

/** Waits for the page's animations that end (a spinner's infinite one never does) to finish. */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
}

/** Checks the current state at each width, then returns to the first one (the state must survive a resize). */
export async function axeAtWidths(page: Page, state: string, findings: AxeFinding[], widths: readonly number[] = axeWidths) {
  const height = page.viewportSize()?.height ?? 800
  for (const width of widths) {
    await page.setViewportSize({ width, height })
    // Let layout and any media-query driven re-render settle.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    findings.push(...(await axeViolations(page, state)))
  }
}

export function formatFindings(findings: AxeFinding[]): string {
  return findings
    .map((f) => `[${f.state} @ ${f.width}px] ${f.rule} (${f.impact}): ${f.help}\n    ${f.targets.join('\n    ')}`)
    .join('\n')
}
