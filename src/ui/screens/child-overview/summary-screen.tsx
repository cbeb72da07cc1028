import type { Units } from '@/contract/accounts'
import { mayDo, roleOf } from '@/domain/child-access'
import { createLink } from '@tanstack/react-router'
import { Fragment, type ReactNode } from 'react'
import styled, { createGlobalStyle } from 'styled-components'
import type { MilestoneProgress } from '@/contract/children'
import type { QuestionSet } from '@/contract/content'
import type { Measurement, MeasureName } from '@/contract/progress'
import type { VisitRecord } from '@/contract/visits'
import { formatAge } from '@/domain/age'
import { givenByText } from '@/domain/given-by'
import type { AnswerStatus, ChildOverview, MilestoneAnswer } from '@/domain/child-overview'
import { doctorSummary, latestMeasures, type LatestMeasures, type OptionalPart } from '@/domain/doctor-summary'
import { countOf, formatPercent, longDate } from '@/domain/format'
import { doseMentionTitle, doseWhenText, vaccineStatus, type VaccineData } from '@/domain/health-record'
import { noLongerAskedMark, noLongerCountedNotes, type NoLongerAskedAnswer } from '@/domain/no-longer-asked'
import { measureLabels, measureValueText } from '@/domain/track-progress'
import { cssString, givenDoseDate, givenDoses, printedHeader, type GivenDose } from '@/domain/summary-print'
import { lastVisitText } from '@/domain/visits'
import { legalPaths, policyDateInWords } from '@/domain/policy'
import { APP_NAME } from '@/ui/primitives/brand'
import { Button } from '@/ui/primitives/button'
import { OverviewLayout } from '@/ui/primitives/child-page'
import { AnswerPill } from '@/ui/primitives/answer-pill'
import { Lead, Section, SectionHeading } from '@/ui/primitives/section'
import { Cluster } from '@/ui/primitives/layout'

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

  /*
   * Narrow screens: the answer goes under the question, which keeps the width to read. Screens only:
   * "not print and (max-width)" negates the whole query, so it held on paper wider than a phone
   * and split every question from its answer at A4 (issue #24).
   */
  @media screen and (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
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
    /* A row never splits across pages: its question and its answer stay on one line of the table. */
    tr {
      break-inside: avoid;
    }
  }
`

const SubHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`

const AreaName = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`

/** The small mark after an answer that no longer counts (issue #21, decision 058). */
const Mark = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
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

const PolicyLine = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const PolicyLink = createLink(styled.a`
  color: inherit;
`)

const Compact = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.75)};
  margin: 0;
  padding: 0;
  list-style: none;
  line-height: ${({ theme }) => theme.lineHeights.normal};

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const measureOrder: readonly MeasureName[] = ['height_cm', 'weight_kg', 'head_circumference_cm']

/** "70 cm (15 June 2025)", or the child's own value without a date when the server has no measurements. */
function measureText(name: MeasureName, latest: LatestMeasures | null, child: ChildOverview['child'], units: Units): string {
  const found = latest?.[name]
  if (found) return `${measureValueText(name, found.value, units)} (${longDate(found.date)})`
  const own = latest === null ? (name === 'height_cm' ? child.height_cm : name === 'weight_kg' ? child.weight_kg : null) : null
  return own === null ? 'Not recorded' : measureValueText(name, own, units)
}

/** Milestones, question and answer on one row (on paper too). */
function MilestoneTable({ caption, rows }: { caption: string; rows: readonly { key: number; milestone: ReactNode; answer: ReactNode }[] }) {
  return (
    <Table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Milestone</th>
          <th scope="col">Answer</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, milestone, answer }) => (
          <tr key={key}>
            <td>{milestone}</td>
            <td>{answer}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

/** An answer's pill and, when someone other than the reader gave it (a shared child), who (issue #26 point 2). */
function GivenAnswer({ status, label, by }: { status: AnswerStatus; label: string | null; by: string | null }) {
  return (
    <>
      <AnswerPill status={status} label={label} />
      {by && <Mark> (answered by {by})</Mark>}
    </>
  )
}

/** The milestones with their answers; `withArea` adds each one's area after its question. */
function AnswerTable({ caption, rows, withArea = false, readerName }: { caption: string; rows: readonly (MilestoneAnswer & { set?: QuestionSet })[]; withArea?: boolean; readerName: string }) {
  return (
    <MilestoneTable
      caption={caption}
      rows={rows.map(({ question, status, answer, set, givenBy }) => ({
        key: question.id,
        milestone: (
          <>
            {question.text}
            {withArea && set && <AreaName> ({set.title})</AreaName>}
          </>
        ),
        answer: <GivenAnswer status={status} label={answer} by={givenByText(givenBy, readerName)} />,
      }))}
    />
  )
}

/** Answers to questions no longer asked (issue #21, decision 058): the question, the answer given then and a small mark. */
function NoLongerAskedTable({ rows }: { rows: readonly NoLongerAskedAnswer[] }) {
  return (
    <MilestoneTable
      caption="Answers to questions no longer asked"
      rows={rows.map(({ question, set, answer, reason }) => ({
        key: question.id,
        milestone: (
          <>
            {question.text}
            <AreaName> ({set.title})</AreaName>
          </>
        ),
        answer: (
          <>
            {answer} <Mark>({noLongerAskedMark[reason]})</Mark>
          </>
        ),
      }))}
    />
  )
}

/** Decision 092: every dose recorded as given, with its day (or "date unknown"), as a doctor reads a vaccination card. */
function GivenDoses({ doses }: { doses: readonly GivenDose[] }) {
  return (
    <>
      <SubHeading id="summary-given-doses">Doses given ({doses.length})</SubHeading>
      {doses.length === 0 ? (
        <p>No dose is recorded as given.</p>
      ) : (
        <Table aria-labelledby="summary-given-doses">
          <thead>
            <tr>
              <th scope="col">Vaccine and dose</th>
              <th scope="col">Given on</th>
            </tr>
          </thead>
          <tbody>
            {doses.map((dose) => (
              <tr key={dose.id}>
                <td>{dose.name}</td>
                <td>{givenDoseDate(dose)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  )
}

/** Issue #27: the vaccine status on the summary: the doses overdue, due and coming up, and how many are given, the schedule named. */
function VaccineStatus({ vaccines, dob, today }: { vaccines: Exclude<OptionalPart<VaccineData>, { status: 'unavailable' }>; dob: string; today: string }) {
  const status = vaccines.status === 'found' ? vaccineStatus(vaccines.value, dob, today) : null
  const given = vaccines.status === 'found' ? givenDoses(vaccines.value, dob, today) : []
  return (
    <Section $padding="lg" aria-labelledby="summary-vaccines">
      <SectionHeading id="summary-vaccines">Vaccines</SectionHeading>
      {vaccines.status === 'found' && status ? (
        <>
          <Lead>
            By the schedule ({vaccines.value.schedule.source.name}, {vaccines.value.schedule.source.date}), by age since birth:
          </Lead>
          {status.mention.length === 0 ? (
            <p>No dose is overdue, due or coming up in the next 30 days.</p>
          ) : (
            <Compact>
              {status.mention.map((timing) => (
                <li key={timing.dose.id}>
                  <strong>{doseMentionTitle(timing)}.</strong> {doseWhenText(timing)}
                </li>
              ))}
            </Compact>
          )}
          {/* docs/decisions/090: what is not entered is said as such, never as overdue. */}
          {status.notRecorded > 0 && (
            <p>
              {countOf(status.notRecorded, 'dose past its window is', 'doses past their window are')} not recorded: the record is not marked complete, so they
              may have been given.
            </p>
          )}
          <GivenDoses doses={given} />
        </>
      ) : (
        <Lead>The vaccine records could not be loaded.</Lead>
      )}
    </Section>
  )
}

export type SummaryScreenProps = {
  overview: ChildOverview
  progress: readonly MilestoneProgress[]
  /** The day of the summary, ISO. */
  today: string
  /** The child's measurements (an optional call): the latest height, weight and head in the header. */
  measurements: OptionalPart<readonly Measurement[]>
  /** Issue #27: the vaccine schedule and the child's records (optional calls): the vaccine status. */
  vaccines: OptionalPart<VaccineData>
  /** The "Questions for the doctor" box, drawn by the route with its flow. */
  questions: ReactNode
  onPrint: () => void
  /** The account's units (issue #26 point 1): the measurements in cm and kg, or in inches and pounds. */
  units?: Units
  /** Who reads it: an answer someone else gave (a shared child) says who (issue #26 point 2). */
  readerName?: string
  /** Issue #27 point 2: the child's visits (an optional call): the last one in the header. */
  visits?: OptionalPart<readonly VisitRecord[]>
}

/**
 * A summary of the child's milestones for a visit to the doctor, read in 30 seconds
 * (docs/product-rules.md#decisions-summary, issue #24): a header with the facts a doctor
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
        <PolicyLine>
          Made with {APP_NAME} under its <PolicyLink to={legalPaths.privacy}>Privacy Policy</PolicyLink>, last updated {policyDateInWords()}.
        </PolicyLine>
      </Area>
    </OverviewLayout>
  )
}
