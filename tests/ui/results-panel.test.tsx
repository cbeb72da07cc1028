import '@testing-library/jest-dom/vitest'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { OptionalPart } from '@/domain/doctor-summary'
import type { FinishResults } from '@/domain/finish-results'
import type { VaccineData } from '@/domain/health-record'
import { childOverview } from '@/domain/child-overview'
import { ResultsPanel } from '@/ui/screens/dashboard/results-panel'
import { SummaryScreen } from '@/ui/screens/child-overview/summary-screen'
import { areaMeasure, bands, child } from '../support/overview-factories'
import { makeDoseRecord, makeVaccineDose } from '../support/health-factories'
import { renderWithRouter } from './render'

afterEach(cleanup)

/** Decision 092: the one measure of milestones on the results after Finish; the summary's doses given. */
const results: FinishResults = {
  name: 'Olivia',
  band: '6-12 Months',
  areas: [areaMeasure(21, { seen: 1, sometimes: 1, notYet: 2 }, { title: 'Movement', percent: 38 }), areaMeasure(22, { notAnswered: 4 }, { title: 'Language' })],
  changes: {
    kind: 'changed',
    since: '2026-11-30',
    areas: [{ title: 'Movement', from: '50%', to: '38%', answers: [{ question: 'Can your baby sit?', from: 'Yes', to: 'Sometimes' }] }],
  },
  forDoctor: 2,
  checkAgain: { date: '2027-01-07', band: null },
  noLongerCounted: [],
}

describe('ResultsPanel', () => {
  it('says each area in the profile\'s words, a skipped question "not answered", and names the answer that changed', async () => {
    await renderWithRouter(<ResultsPanel childId={2} name="Olivia" state="shown" results={results} onClose={() => undefined} onRetry={() => undefined} />)
    const areas = screen.getByLabelText('Each area')
    expect(within(areas).getByText('Movement').nextElementSibling).toHaveTextContent('38%: 1 of 4 milestones seen, 1 sometimes, 2 not yet')
    expect(within(areas).getByText('Language').nextElementSibling).toHaveTextContent(/^Not answered yet$/)
    expect(screen.queryByText(/reached/)).not.toBeInTheDocument()
    expect(screen.getByRole('listitem')).toHaveTextContent('Movement 50% → 38%: “Can your baby sit?” Yes → Sometimes')
  })
})

describe('SummaryScreen: the doses given (decision 092)', () => {
  it('lists each dose given with its day, not only their count', async () => {
    const doses = [makeVaccineDose({ id: 1, vaccine: 'Hepatitis B', short_name: 'HepB', dose: 1, from_months: 0, to_months: 0 }), makeVaccineDose({ id: 2, vaccine: 'Rotavirus', short_name: 'RV' })]
    const vaccines: OptionalPart<VaccineData> = { status: 'found', value: { schedule: { source: { name: 'CDC', date: '2025' }, doses }, records: [makeDoseRecord({ dose: 1, date: '2025-05-16' })], state: { complete: false } } }
    const mia = child('2025-05-15', null, 8)
    await renderWithRouter(
      <SummaryScreen today="2026-01-15" measurements={{ status: 'found', value: [] }} vaccines={vaccines} questions={null} onPrint={() => undefined} overview={childOverview(mia, bands, [], new Date(2026, 0, 15, 12))} progress={[]} />,
    )
    const table = screen.getByRole('table', { name: 'Doses given (1)' })
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['Vaccine and doseGiven on', 'Hepatitis B (HepB), dose 116 May 2025'])
    expect(screen.queryByText(/recorded as given/)).not.toBeInTheDocument()
  })
})
