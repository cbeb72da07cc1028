import type { Units } from '@/contract/accounts'
import { mayDo, roleOf } from '@/domain/child-access'
import { createLink } from '@tanstack/react-router'
import { Fragment, type ReactNode } from 'react'
import styled, { createGlobalStyle } from 'styled-components'
import type { MilestoneProgress } from '@/contract/children'
import type { Measurement, MeasureName } from '@/contract/progress'
import type { VisitRecord } from '@/contract/visits'
import { formatAge } from '@/domain/age'
import type { ChildOverview } from '@/domain/child-overview'
import { doctorSummary, latestMeasures, type LatestMeasures, type OptionalPart } from '@/domain/doctor-summary'
import { formatPercent, longDate } from '@/domain/format'
import { type VaccineData } from '@/domain/health-record'
import { noLongerCountedNotes } from '@/domain/no-longer-asked'
import { measureLabels, measureValueText } from '@/domain/track-progress'
import { cssString, printedHeader } from '@/domain/summary-print'
import { lastVisitText } from '@/domain/visits'
import { legalPaths, policyDateInWords } from '@/domain/policy'
import { APP_NAME } from '@/ui/primitives/brand'
import { Button } from '@/ui/primitives/button'
import { OverviewLayout } from '@/ui/primitives/child-page'
import { Lead, Section, SectionHeading } from '@/ui/primitives/section'
import { Cluster } from '@/ui/primitives/layout'
import { SmallText } from '@/ui/primitives/text'
import { AnswerTable, Compact, NoLongerAskedTable, VaccineStatus } from '@/ui/screens/child-overview/summary-tables'

/*
 * Printed, only the summary shows: the rest of the app (header, demo button,
 * toasts) is hidden, colours give way to black on white, and sections are not
 * split across pages where they fit on one. Every page carries the child's name,
 * date of birth and "Page n of m" in its margin boxes (decision 092: Chromium
 * prints @page margin boxes with text and the page counters; `pages` is the total).
 */
const PrintStyle = createGlobalStyle<{ $header: string }>`
  @media print {
    @page {
      margin: 16mm 14mm;

      @top-left {
        content: ${({ $header }) => cssString($header)};
        font: 8.5pt system-ui, sans-serif;
        color: #000;
        vertical-align: bottom;
        padding-bottom: 3mm;
      }

      @bottom-right {
        content: "Page " counter(page) " of " counter(pages);
        font: 8.5pt system-ui, sans-serif;
        color: #000;
        vertical-align: top;
        padding-top: 3mm;
      }
    }
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

    /* A heading stays with what follows it; a list item, like a table row, is never cut between pages. */
    h2,
    h3 {
      break-after: avoid;
    }
    li {
      break-inside: avoid;
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

  /* On paper, two facts a line: the header stays a few lines high. */
  @media print {
    grid-template-columns: max-content 1fr max-content 1fr;
    gap: 2pt 8pt;
  }
`

const StartLink = createLink(styled.a`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`)

const Actions = styled(Cluster).attrs({ $align: 'center' as const, $wrap: true, $gap: 2 })``


const Brand = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
`

const PolicyLink = createLink(styled.a`
  color: inherit;
`)

const measureOrder: readonly MeasureName[] = ['height_cm', 'weight_kg', 'head_circumference_cm']

/** "70 cm (15 June 2025)", or the child's own value without a date when the server has no measurements. */
function measureText(name: MeasureName, latest: LatestMeasures | null, child: ChildOverview['child'], units: Units): string {
  const found = latest?.[name]
  if (found) return `${measureValueText(name, found.value, units)} (${longDate(found.date)})`
  const own = latest === null ? (name === 'height_cm' ? child.height_cm : name === 'weight_kg' ? child.weight_kg : null) : null
  return own === null ? 'Not recorded' : measureValueText(name, own, units)
}

export type SummaryScreenProps = {
  overview: ChildOverview
  progress: readonly MilestoneProgress[]
  /** The day of the summary, ISO. */
  today: string
  /** The child's measurements (an optional call): the latest height, weight and head in the header. */
  measurements: OptionalPart<readonly Measurement[]>
  /** docs/decisions/073: the vaccine schedule and the child's records (optional calls): the vaccine status. */
  vaccines: OptionalPart<VaccineData>
  /** The "Questions for the doctor" box, drawn by the route with its flow. */
  questions: ReactNode
  onPrint: () => void
  /** The account's units (docs/decisions/062): the measurements in cm and kg, or in inches and pounds. */
  units?: Units
  /** Who reads it: an answer someone else gave (a shared child) says who (docs/decisions/072). */
  readerName?: string
  /** docs/decisions/080: the child's visits (an optional call): the last one in the header. */
  visits?: OptionalPart<readonly VisitRecord[]>
}

/**
 * A summary of the child's milestones for a visit to the doctor, read in 30 seconds
 * (docs/product-rules.md#decisions-summary, docs/decisions/060): a header with the facts a doctor
 * asks first, the milestones to talk about, the parent's questions, each area's answers
 * (question and answer on one row) and the unanswered ones under one heading.
 */
export function SummaryScreen({ overview, progress, today, measurements, vaccines, questions, onPrint, units = 'metric', readerName = '', visits = { status: 'unavailable' } }: SummaryScreenProps) {
  const { child, age, band, sets, noLongerAsked } = overview
  const childId = child.id
  const notes = noLongerCountedNotes(noLongerAsked)
  const percentOf = new Map(progress.map((record) => [record.id, record.completion_percentage]))
  const { talkAbout, answered, unanswered, unansweredCount } = doctorSummary(sets)
  const nothingAnswered = sets.length > 0 && unansweredCount === sets.reduce((sum, { milestones }) => sum + milestones.length, 0)
  const latest = measurements.status === 'found' ? latestMeasures(measurements.value) : null
  const wholeArea = (setId: number, count: number) => sets.find(({ set }) => set.id === setId)?.milestones.length === count
  return (
    <OverviewLayout title="Summary for the doctor" childId={childId}>
      <PrintStyle $header={printedHeader(child, today)} />
      <Area data-print-area>
        <Section $padding="lg" aria-labelledby="summary-child">
          <Brand>{APP_NAME} · Summary for the doctor</Brand>
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
            {measureOrder.map((name) => (
              <Fragment key={name}>
                <dt>{measureLabels[name].name}</dt>
                <dd>{measureText(name, latest, child, units)}</dd>
              </Fragment>
            ))}
            {visits.status !== 'unavailable' && (
              <>
                <dt>Last visit</dt>
                <dd>{visits.status === 'failed' ? 'Could not be loaded' : lastVisitText(visits.value, today)}</dd>
              </>
            )}
          </Facts>
          <Lead>
            A parent&apos;s observations on the app&apos;s milestone questions, not a diagnosis. Milestones answered &quot;Not yet&quot; come
            first, to talk about.
          </Lead>
          {nothingAnswered && (
            <p>
              Nothing has been answered yet for {band?.title}.{' '}
              {/* docs/decisions/094: only a role that answers is asked to. */}
              {mayDo(roleOf(child), 'answer') && (
                <span data-print-hidden>
                  <StartLink to="/child/$childId/milestones-status" params={{ childId }}>
                    Answer the milestone questions
                  </StartLink>
                </span>
              )}
            </p>
          )}
          <Actions data-print-hidden>
            <Button onClick={onPrint}>Print or save as PDF</Button>
            <StartLink to="/health/$childId" params={{ childId }}>
              Open the health record
            </StartLink>
          </Actions>
        </Section>

        {sets.length > 0 && (
          <Section $padding="lg" aria-labelledby="summary-talk">
            <SectionHeading id="summary-talk">To talk about ({talkAbout.length})</SectionHeading>
            {talkAbout.length === 0 ? (
              <Lead>No milestone is answered &quot;Not yet&quot;.</Lead>
            ) : (
              <AnswerTable caption={'Milestones answered "Not yet", to talk about'} rows={talkAbout} withArea readerName={readerName} />
            )}
          </Section>
        )}

        {questions}

        {answered
          .filter(({ set, milestones }) => milestones.length > 0 || talkAbout.some((item) => item.set.id === set.id))
          .map(({ set, milestones }) => (
            <Section key={set.id} $padding="lg" aria-labelledby={`summary-set-${set.id}`}>
              <SectionHeading id={`summary-set-${set.id}`}>
                {set.title}
                {percentOf.has(set.id) && `: ${formatPercent(percentOf.get(set.id) ?? 0)}`}
              </SectionHeading>
              {notes
                .filter((note) => note.setId === set.id)
                .map((note) => (
                  <Lead key={note.text}>{note.text}</Lead>
                ))}
              {milestones.length > 0 ? (
                <AnswerTable caption={`${set.title}: each milestone answered and the answer given`} rows={milestones} readerName={readerName} />
              ) : (
                <Lead>Every answer in this area is &quot;Not yet&quot;: see To talk about.</Lead>
              )}
            </Section>
          ))}

        {unansweredCount > 0 && (
          <Section $padding="lg" aria-labelledby="summary-unanswered">
            <SectionHeading id="summary-unanswered">Not answered yet ({unansweredCount})</SectionHeading>
            <Compact>
              {unanswered.map(({ set, milestones }) => (
                <li key={set.id}>
                  <strong>
                    {set.title}
                    {wholeArea(set.id, milestones.length) && ' (none answered)'}:
                  </strong>{' '}
                  {milestones.map(({ question }) => question.text).join(' · ')}
                </li>
              ))}
            </Compact>
          </Section>
        )}

        {noLongerAsked.length > 0 && (
          <Section $padding="lg" aria-labelledby="summary-no-longer-asked">
            <SectionHeading id="summary-no-longer-asked">No longer asked ({noLongerAsked.length})</SectionHeading>
            <Lead>
              Answers given earlier to questions the app no longer asks (or with an answer it no longer offers). Kept here, they do not count in
              the percentages or in To talk about.
            </Lead>
            <NoLongerAskedTable rows={noLongerAsked} />
          </Section>
        )}

        {vaccines.status !== 'unavailable' && <VaccineStatus vaccines={vaccines} dob={child.dob} today={today} />}

        <Section $padding="lg" aria-labelledby="summary-notes">
          <SectionHeading id="summary-notes">Health notes</SectionHeading>
          <Lead>{child.notes.trim() ? child.notes : 'No health notes recorded.'}</Lead>
        </Section>

        {/* Decision 088: the printed page names the privacy policy it was made under. */}
        <SmallText>
          Made with {APP_NAME} under its <PolicyLink to={legalPaths.privacy}>Privacy Policy</PolicyLink>, last updated {policyDateInWords()}.
        </SmallText>
      </Area>
    </OverviewLayout>
  )
}
