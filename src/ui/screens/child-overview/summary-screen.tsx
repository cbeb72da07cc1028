import styled, { createGlobalStyle } from 'styled-components'
import type { MilestoneProgress } from '@/contract/children'
import { formatAge } from '@/domain/age'
import { formatPercent, longDate } from '@/domain/format'
import { toTalkAbout, type ChildOverview } from '@/domain/child-overview'
import { Button } from '@/ui/primitives/button'
import { NotAnswered } from '@/ui/screens/child-profile/milestone-list'
import { ProfileLink, type RenderProfileLink } from '@/ui/screens/child-profile/screen-links'
import { AnswerPill, Lead, OverviewLayout, Section, SectionHeading } from '@/ui/screens/child-overview/overview-parts'

/*
 * Printed, only the summary shows: the rest of the app (header, demo button,
 * toasts) is hidden, colours give way to black on white, and sections are not
 * split across pages where they fit on one.
 */
const PrintStyle = createGlobalStyle`
  @media print {
    @page { margin: 14mm; }
    body { background: #fff !important; }
    body * { visibility: hidden; }
    [data-print-area], [data-print-area] * { visibility: visible; color: #000 !important; box-shadow: none !important; }
    [data-print-area] { position: absolute; inset: 0 auto auto 0; width: 100%; }
    [data-print-hidden] { display: none !important; }
  }
`

const Area = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  @media print {
    gap: 10pt;
    font-size: 10.5pt;

    section {
      break-inside: avoid;
      padding: 0;
      border: 0;
      background: none;
    }
  }
`

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(0.75)} ${({ theme }) => theme.space(2)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space(0.75)} ${({ theme }) => theme.space(0.5)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  td:last-child,
  th:last-child {
    width: 9.5rem;
  }

  /* Narrow screens: the answer goes under the question, which keeps the width to read (print keeps the columns). */
  @media not print and (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tr {
      display: flex;
      flex-direction: column;
      gap: ${({ theme }) => theme.space(0.5)};
      padding: ${({ theme }) => theme.space(0.75)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td,
    td:last-child {
      width: auto;
      padding: 0;
      border-bottom: 0;
    }
  }

  @media print {
    th,
    td {
      border-bottom: 0.5pt solid #000;
      padding: 3pt 2pt;
    }
  }
`

const TalkAbout = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(0.5)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`

const AreaNotAnswered = styled(NotAnswered)`
  font-size: inherit;
`

const StartLink = styled(ProfileLink)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`


export type SummaryScreenProps = {
  overview: ChildOverview
  progress: readonly MilestoneProgress[]
  /** The day of the summary, ISO. */
  today: string
  onPrint: () => void
  renderLink: RenderProfileLink
}

/** A summary of the child's milestones for a visit to the doctor (docs/product-rules.md#decisions-summary). */
export function SummaryScreen({ overview, progress, today, onPrint, renderLink }: SummaryScreenProps) {
  const { child, age, band, sets } = overview
  const percentOf = new Map(progress.map((record) => [record.id, record.completion_percentage]))
  const answeredIn = (milestones: (typeof sets)[number]['milestones']) => milestones.some(({ status }) => status !== 'unanswered')
  const nothingAnswered = sets.length > 0 && !sets.some(({ milestones }) => answeredIn(milestones))
  return (
    <OverviewLayout title="Summary for the doctor" renderLink={renderLink}>
      <PrintStyle />
      <Area data-print-area>
        <Section $padding="lg" aria-labelledby="summary-child">
          <SectionHeading id="summary-child">
            {child.first_name} {child.last_name}: milestones summary
          </SectionHeading>
          <Facts>
            <dt>Date of birth</dt>
            <dd>{longDate(child.dob)}</dd>
            <dt>Age</dt>
            <dd>
              {formatAge(age.chronological)}
              {age.corrected !== null && ` (corrected: ${formatAge(age.corrected)}, born ${child.weeks_premature} weeks early)`}
            </dd>
            <dt>Milestones for</dt>
            <dd>{band ? band.title : 'No age band available'}</dd>
            <dt>Summary date</dt>
            <dd>{longDate(today)}</dd>
          </Facts>
          <Lead>
            The answers below are a parent&apos;s observations on the app&apos;s milestone questions. They are not a diagnosis. Milestones
            answered &quot;Not yet&quot; and those not answered are marked to talk about.
          </Lead>
          {nothingAnswered && (
            <p>
              Nothing has been answered yet for {band?.title}, so every milestone below is marked to talk about.{' '}
              <span data-print-hidden>
                <StartLink to="milestonesStatus" renderLink={renderLink}>
                  Answer the milestone questions
                </StartLink>
              </span>
            </p>
          )}
          <Actions data-print-hidden>
            <Button onClick={onPrint}>Print or save as PDF</Button>
          </Actions>
        </Section>

        {sets.map(({ set, milestones }) => (
          <Section key={set.id} $padding="lg" aria-labelledby={`summary-set-${set.id}`}>
            <SectionHeading id={`summary-set-${set.id}`}>
              {set.title}
              {!answeredIn(milestones) ? (
                <>
                  : <AreaNotAnswered />
                </>
              ) : (
                percentOf.has(set.id) && `: ${formatPercent(percentOf.get(set.id) ?? 0)}`
              )}
            </SectionHeading>
            <Table>
              <caption className="visually-hidden">{set.title}: each milestone and the answer given</caption>
              <thead>
                <tr>
                  <th scope="col">Milestone</th>
                  <th scope="col">Answer</th>
                </tr>
              </thead>
              <tbody>
                {milestones.map(({ question, status, answer }) => (
                  <tr key={question.id}>
                    <td>{question.text}</td>
                    <td>
                      <AnswerPill status={status} label={answer} />
                      {toTalkAbout(status) && <TalkAbout>To talk about</TalkAbout>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Section>
        ))}

        <Section $padding="lg" aria-labelledby="summary-notes">
          <SectionHeading id="summary-notes">Health notes</SectionHeading>
          <Lead>{child.notes.trim() ? child.notes : 'No health notes recorded.'}</Lead>
        </Section>
      </Area>
    </OverviewLayout>
  )
}
