import { expect, test } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { childIdNamed, openApp, signInThroughApi } from './support/demo'

/**
 * What the demo acknowledges, it keeps (decision 087): Finish followed at once by a reload, many times in a
 * row, at the demo's own latency. The reload leaves while the save is on its way: before the request reached
 * the in-page backend, while its transaction ran, or while the answer waited out the latency. Each time the
 * reloaded questionnaire must show the answer just sent. Twenty-five trials in the suite (each a whole demo start):
 * fifty took two and a half minutes of a busy run for the same three windows; FINISH_RELOAD_TRIALS=200 hunts longer.
 */
const TRIALS = Number(process.env.FINISH_RELOAD_TRIALS ?? 25)

test.describe('Finish then an immediate reload', () => {
  test.use({ viewport: { width: 390, height: 800 } })

  test(`keeps the answers ${TRIALS} times in a row`, async ({ page }) => {
    // About 3 s a trial on a two-core machine shared with other runs: one whole demo start per trial.
    test.setTimeout(60_000 + TRIALS * 4_000)
    await openApp(page)
    await signInThroughApi(page, seedUsers.parent)
    const questionnaire = `/child/${await childIdNamed(page, 'Olivia')}/milestones-status`
    // The visitor chose to leave when the browser asked (the page warns while a save is on its way).
    page.on('dialog', (dialog) => void dialog.accept())
    await page.goto(questionnaire)

    const firstQuestion = page.getByRole('radiogroup').first()
    const lost: string[] = []
    for (let trial = 0; trial < TRIALS; trial += 1) {
      // A different answer each time, so the one found after the reload is this trial's.
      const answer = trial % 2 === 0 ? 'Not yet' : 'Yes'
      await firstQuestion.getByRole('radio', { name: answer }).click()
      await page.getByRole('button', { name: 'Finish' }).click()
      await page.reload()
      // A save that was quicker than the reload has gone on to the dashboard: the answers are read where they are asked.
      if (!page.url().endsWith('/milestones-status')) await page.goto(questionnaire)
      const radio = firstQuestion.getByRole('radio', { name: answer })
      await expect(radio).toBeVisible({ timeout: 15_000 })
      if (!(await radio.isChecked())) {
        lost.push(`trial ${trial + 1}: "${answer}"`)
        // The next trial starts from what the page shows.
      }
    }
    expect(lost, `${lost.length} of ${TRIALS} Finish + reload trials lost the answer`).toEqual([])
  })
})
