import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { listResponses } from '@/api/children.api'
import { seedChildId } from '../mock-server/helpers'
import { renderApp, user } from '../support/render-app'
import { backend } from '../support/test-backend'

/*
 * docs/decisions/058: the questionnaire was opened before the admin switched a question
 * off (another tab). Finish saves what still counts, and the parent is told, in plain words,
 * which answer was not counted and why, instead of a plain "Answers saved".
 */
describe("a stale questionnaire's Finish", () => {
  it('saves the answers that still count and names the one that does not, with why', async () => {
    const liam = seedChildId(backend.db, 'liam')
    const { router } = await renderApp(`/child/${liam}/milestones-status`, { as: 'parent' })
    const groups = await screen.findAllByRole('radiogroup', {}, { timeout: 20_000 })
    const [first, second] = groups
    const firstText = document.getElementById(first!.getAttribute('aria-labelledby')!.split(' ')[0]!)!.textContent!
    await user.click(within(first!).getByRole('radio', { name: 'Yes' }))
    await user.click(within(second!).getByRole('radio', { name: 'Not yet' }))

    // Another tab: the admin switches the first question off.
    const question = backend.db.questions.findFirst((q) => q.where({ text: firstText! }))!
    await backend.db.questions.update((q) => q.where({ id: question.id }), { data: (record) => void (record.is_active = false) })

    await user.click(screen.getByRole('button', { name: 'Finish' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'))
    const alert = await within(await screen.findByRole('region', { name: 'Notifications' })).findByRole('alert')
    expect(alert).toHaveTextContent(
      `Answers saved for Liam, but 1 answer was not counted: the questionnaire was changed after you opened it and no longer asks “${firstText}”.`,
    )
    const stored = await listResponses(liam)
    expect(stored.map((response) => [response.question.id === question.id, response.choices[0]?.option.label])).toEqual([[false, 'Not yet']])
  }, 60_000)
})
