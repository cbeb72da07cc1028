import { type ReactNode } from 'react'
import styled from 'styled-components'
import type { QuestionSet } from '@/contract/content'
import { givenByText } from '@/domain/given-by'
import type { AnswerStatus, MilestoneAnswer } from '@/domain/child-overview'
import { type OptionalPart } from '@/domain/doctor-summary'
import { countOf } from '@/domain/format'
import { doseMentionTitle, doseWhenText, vaccineStatus, type VaccineData } from '@/domain/health-record'
import { noLongerAskedMark, type NoLongerAskedAnswer } from '@/domain/no-longer-asked'
import { givenDoseDate, givenDoses, type GivenDose } from '@/domain/summary-print'
import { AnswerPill } from '@/ui/primitives/answer-pill'
import { Lead, Section, SectionHeading } from '@/ui/primitives/section'

/** The summary's tables: the milestones with their answers, the answers no longer asked, and the vaccines. */

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
   * and split every question from its answer at A4 (docs/decisions/054).
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

/** The small mark after an answer that no longer counts (decision 058). */
const Mark = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`

export const Compact = styled.ul`
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

/** An answer's pill and, when someone other than the reader gave it (a shared child), who (docs/decisions/072). */
function GivenAnswer({ status, label, by }: { status: AnswerStatus; label: string | null; by: string | null }) {
  return (
    <>
      <AnswerPill status={status} label={label} />
      {by && <Mark> (answered by {by})</Mark>}
    </>
  )
}

/** The milestones with their answers; `withArea` adds each one's area after its question. */
export function AnswerTable({ caption, rows, withArea = false, readerName }: { caption: string; rows: readonly (MilestoneAnswer & { set?: QuestionSet })[]; withArea?: boolean; readerName: string }) {
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

/** Answers to questions no longer asked (decision 058): the question, the answer given then and a small mark. */
export function NoLongerAskedTable({ rows }: { rows: readonly NoLongerAskedAnswer[] }) {
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

/** docs/decisions/073: the vaccine status on the summary: the doses overdue, due and coming up, and how many are given, the schedule named. */
export function VaccineStatus({ vaccines, dob, today }: { vaccines: Exclude<OptionalPart<VaccineData>, { status: 'unavailable' }>; dob: string; today: string }) {
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
