import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import type { Band } from '@/contract/content'
import type { Item } from '@/domain/content-levels'
import { builderMachine, type SaveFieldsInput } from '@/machines/builder.machine'
import { AgeCoverageSection } from '@/ui/screens/admin/builder/age-coverage'
import { BuilderActor, BuilderPreviewContext, type BuilderRef } from '@/ui/screens/admin/builder/builder-context'
import { renderWithTheme } from './render'

const band = (id: number, title: string, min: number | null, max: number | null, is_active = true): Band => ({
  id,
  code: `B${id}`,
  title,
  age_min_months: min,
  age_max_months: max,
  is_active,
  milestone_image: null,
  goal_image: null,
  order: id,
  sets: [],
})

async function renderSection(bands: Band[]) {
  // The builder's calls answered here: the list, and any write taken as saved.
  const logic = builderMachine.provide({ actors: { loadBands: fromPromise(async () => bands), saveFields: fromPromise<Item[], SaveFieldsInput>(async () => []) } })
  let builder!: BuilderRef
  const showBand = vi.fn()
  const previewAge = vi.fn()
  renderWithTheme(
    <BuilderActor.Provider logic={logic}>
      <BuilderPreviewContext.Provider value={{ previewAge, showBand, returnToAgeForm: false }}>
        <SectionOnceReady onActor={(actor) => (builder = actor)} />
      </BuilderPreviewContext.Provider>
    </BuilderActor.Provider>,
  )
  await waitFor(() => expect(builder.getSnapshot().matches('ready')).toBe(true))
  return { showBand, previewAge, builder }
}

/** The section once the list is in, as the builder screen shows it; hands the provided actor to the test. */
function SectionOnceReady({ onActor }: { onActor: (actor: BuilderRef) => void }) {
  const builder = BuilderActor.useActorRef()
  onActor(builder)
  return BuilderActor.useSelector((s) => s.matches('ready')) ? <AgeCoverageSection /> : null
}

describe('Age coverage (docs/product-rules.md#decisions-builder-extras)', { timeout: 20_000 }, () => {
  it('gives the bar a text alternative: the gaps and overlaps in words, and every band in a table with its ages and status', async () => {
    await renderSection([
      band(1, '0-9 Months', 0, 9),
      band(2, '6-12 Months', 6, 12),
      band(3, '12-24 Months', 12, 24, false),
      band(4, '2-3 Years', 24, 36),
      band(5, 'Someday', null, null),
    ])
    const section = screen.getByRole('region', { name: 'Age coverage' })
    const facts = within(section).getByRole('list', { name: 'Gaps and overlaps' })
    expect(within(facts).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bands 0-9 Months and 6-12 Months overlap from 6 to 9 months',
      'No active band covers 12–24 months',
    ])
    // The bar points at its text alternative.
    const bar = within(section).getByRole('group', { name: /^Age coverage bar, 0 to 36 months/ })
    expect(bar).toHaveAccessibleDescription('Bands 0-9 Months and 6-12 Months overlap from 6 to 9 months No active band covers 12–24 months')

    // The table is made when its disclosure opens.
    expect(within(section).queryByRole('table')).not.toBeInTheDocument()
    await userEvent.setup().click(within(section).getByText('Bands by age, as a table'))
    const table = await within(section).findByRole('table', { name: "Every band's ages; only active bands are offered to parents" })
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['0-9 Months (B1)', '0–9 months', 'Active'],
      ['6-12 Months (B2)', '6–12 months', 'Active'],
      ['12-24 Months (B3)', '12–24 months', 'Inactive'],
      ['2-3 Years (B4)', '24–36 months', 'Active'],
      ['Someday (B5)', 'No age range: never offered to parents', 'Active'],
    ])
  })

  it('says every age has an active band when there is no gap and no overlap (a shared edge is neither)', async () => {
    await renderSection([band(1, '0-6 Months', 0, 6), band(2, '6-12 Months', 6, 12), band(3, '1-3 Years', 12, 36)])
    expect(screen.getByText('Every age from 0 to 36 months has an active band.')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Gaps and overlaps' })).not.toBeInTheDocument()
  })

  it('widens the scale for a band past 36 months, and each segment is a button that goes to its band (click or Enter)', async () => {
    const user = userEvent.setup()
    const { showBand } = await renderSection([band(1, '0-3 Years', 0, 36), band(2, '3-4 Years', 36, 48, false)])
    expect(screen.getByRole('group', { name: /^Age coverage bar, 0 to 48 months/ })).toBeInTheDocument()
    const inactive = screen.getByRole('button', { name: 'Go to 3-4 Years (36–48 months, inactive)' })
    await user.click(inactive)
    expect(showBand).toHaveBeenLastCalledWith(2)
    screen.getByRole('button', { name: 'Go to 0-3 Years (0–36 months, active)' }).focus()
    await user.keyboard('{Enter}')
    expect(showBand).toHaveBeenLastCalledWith(1)
  })

  it('follows the builder: a band switched off shows its gap at once', async () => {
    const { builder } = await renderSection([band(1, '0-6 Months', 0, 6), band(2, '6-36 Months', 6, 36)])
    builder.send({ type: 'item.toggle', level: 'band', id: 1 })
    expect(await screen.findByText('No active band covers 0–6 months')).toBeInTheDocument()
  })

  it('"Preview for age": a whole number of months opens the preview, anything else says what to enter', async () => {
    const user = userEvent.setup()
    const { previewAge } = await renderSection([band(1, '0-3 Years', 0, 36)])
    const field = screen.getByLabelText("Child's age (months)")
    await user.type(field, '2.5')
    await user.click(screen.getByRole('button', { name: 'Preview for age' }))
    expect(await screen.findByText('Enter a whole number of months from 0 to 240')).toBeInTheDocument()
    expect(previewAge).not.toHaveBeenCalled()
    await user.clear(field)
    await user.type(field, '14')
    await user.click(screen.getByRole('button', { name: 'Preview for age' }))
    await waitFor(() => expect(previewAge).toHaveBeenCalledWith(14))
  })
})
