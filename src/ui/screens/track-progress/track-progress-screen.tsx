import { Link } from '@tanstack/react-router'
import { mayDo, roleOf } from '@/domain/child-access'
import { nothingAnsweredForViewerText } from '@/domain/sharing'
import type { MouseEvent, ReactNode } from 'react'
import styled from 'styled-components'
import type { Units } from '@/contract/accounts'
import type { Child } from '@/contract/children'
import type { Measurement, MeasureName, MilestoneHistoryEntry } from '@/contract/progress'
import { formatAge } from '@/domain/age'
import { niceTicks, paddedDomain } from '@/domain/chart-scale'
import { growthChart } from '@/domain/growth-chart'
import { historySummary, historyValueText, historyXDomain, latestNotAnswered, latestValues, progressHistoryChart } from '@/domain/history-chart'
import { measureLabels } from '@/domain/track-progress'
import { formatPercent, longDate, shortDate } from '@/domain/format'
import { givenByText } from '@/domain/given-by'
import { PERCENT_RULE_TEXT, type AreaMeasure } from '@/domain/milestone-measure'
import { OverviewLayout } from '@/ui/primitives/child-page'
import { ProgressIcon, RulerIcon } from '@/ui/primitives/icons'
import { EmptyState } from '@/ui/primitives/states'
import { Lead, Section, SectionHeading } from '@/ui/primitives/section'
import { AreaMeasureList } from '@/ui/screens/child-overview/area-measure-list'
import { LineChart, TableToggle } from '@/ui/screens/track-progress/line-chart'

const ChartBlock = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};

  figcaption {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const SubHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`

/** The growth chart's words while there is one measurement, its link in the primary colour like the empty states'. */
const EmptyLead = styled.p`
  line-height: ${({ theme }) => theme.lineHeights.normal};

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

/** The id of the add-a-measurement section: "Add a first measurement" leads there. */
const addSectionId = 'progress-add'

/** Scrolls to the add-a-measurement form and puts the focus in its first field. */
function goToForm(event: MouseEvent<HTMLAnchorElement>) {
  const section = document.getElementById(addSectionId)
  const field = section?.querySelector<HTMLElement>('input, select, textarea')
  if (!section || !field) return
  event.preventDefault()
  section.scrollIntoView({ block: 'start' })
  field.focus({ preventScroll: true })
}

function HistoryChart({ history }: { history: MilestoneHistoryEntry[] }) {
  const chart = progressHistoryChart(history)
  const xDomain = historyXDomain(chart.xs)
  const unanswered = new Set(latestNotAnswered(chart))
  // At most five dated ticks, always the first and the last entry.
  const step = Math.max(1, Math.ceil(chart.dates.length / 5))
  const tickIndexes = chart.dates.map((_, index) => index).filter((index) => index % step === 0 || index === chart.dates.length - 1)
  const latest = new Map(latestValues(chart).flatMap((group) => group.names.map((name) => [name, group.value] as const)))
  return (
    <ChartBlock>
      <figcaption>Milestones reached in each area, over time</figcaption>
      <LineChart
        title="Milestones reached in each area, over time"
        summary={historySummary(chart)}
        series={chart.series}
        xDomain={xDomain}
        yDomain={[0, 100]}
        yTicks={[0, 25, 50, 75, 100]}
        yLabel={(value) => formatPercent(value)}
        xTicks={tickIndexes.map((index) => ({ value: chart.xs[index] ?? 0, label: shortDate(chart.dates[index] ?? '') }))}
        xAxisLabel="Date of the answers, with the age band below. A new band starts each line again."
        bands={chart.bands}
        bandChanges={chart.bandChanges}
        legendValue={(line) => (latest.has(line.name) ? `${formatPercent(latest.get(line.name) ?? 0)} now` : unanswered.has(line.name) ? 'Not answered now' : null)}
        height={270}
      />
      <TableToggle
        caption="Milestones reached in each area, by date"
        head={['Date', 'Band', ...chart.series.map((line) => line.name)]}
        rows={chart.rows.map((row, index) => ({
          key: `${row.date}-${index}`,
          cells: [longDate(row.date), row.band, ...row.values.map(historyValueText)],
        }))}
      />
    </ChartBlock>
  )
}

function GrowthChart({ measurements, dob, measure, units }: { measurements: Measurement[]; dob: string; measure: MeasureName; units: Units }) {
  const chart = growthChart(measurements, dob, measure, units)
  if (chart.rows.length === 0) return null
  const { name } = measureLabels[measure]
  const { unit } = chart
  const first = chart.rows[0]!
  const last = chart.rows.at(-1)!
  if (chart.rows.length === 1) {
    // One dot in an empty plot says little: the value in words until there is a line to draw.
    return (
      <ChartBlock>
        <figcaption>
          {name} ({unit}) by age
        </figcaption>
        <EmptyLead data-single-measurement={measure}>
          {name}: {first.value} {unit} at {formatAge(first.age)} ({longDate(first.date)}). One measurement so far: the chart appears with the
          second.
        </EmptyLead>
      </ChartBlock>
    )
  }
  const ages = chart.rows.map((row) => row.ageMonths)
  const xDomain = paddedDomain(ages)
  const yDomain = paddedDomain(chart.rows.map((row) => row.value))
  const title = `${name} by age`
  return (
    <ChartBlock>
      <figcaption>
        {name} ({unit}) by age
      </figcaption>
      <LineChart
        title={title}
        summary={`${name} from ${first.value} ${unit} at ${formatAge(first.age)} to ${last.value} ${unit} at ${formatAge(last.age)}, ${chart.rows.length} measurements.`}
        series={[{ name, points: chart.points }]}
        xDomain={xDomain}
        yDomain={yDomain}
        yTicks={niceTicks(yDomain[0], yDomain[1], 4)}
        yLabel={(value) => `${value}`}
        xTicks={niceTicks(xDomain[0], xDomain[1], 5).map((value) => ({ value, label: `${value} mo` }))}
        xAxisLabel={`Age in months (${unit} on the left)`}
      />
      <TableToggle
        caption={`${name} by age`}
        head={['Date', 'Age', `${name} (${unit})`]}
        rows={chart.rows.map((row) => ({ key: row.date, cells: [longDate(row.date), formatAge(row.age), row.value] }))}
      />
    </ChartBlock>
  )
}

export type TrackProgressScreenProps = {
  child: Child
  history: MilestoneHistoryEntry[]
  measurements: Measurement[]
  /** The add-a-measurement form, connected by the route. */
  form: ReactNode
  /** Shown above the form after a save ("Measurement saved"). */
  notice?: ReactNode
  /** The measurements with Edit and Delete (docs/decisions/091), connected by the route; shown when there are some. */
  list?: ReactNode
  /** Shown above the list after a correction or a deletion. */
  listNotice?: ReactNode
  /** The signed-in parent's name: a measurement someone else added says who (docs/decisions/072). */
  readerName?: string
  /** The account's units (docs/decisions/062): the charts and tables in cm and kg, or in inches and pounds. */
  units?: Units
  /** Where each area stands now (decision 092: the profile's and the results' words), when known. */
  areas?: readonly AreaMeasure[]
}

/** docs/product-rules.md#decisions-track-progress: progress over time and growth over age. */
export function TrackProgressScreen({ child, history, measurements, form, notice, list, listNotice, readerName = '', units = 'metric', areas }: TrackProgressScreenProps) {
  const latest = [...measurements].sort((a, b) => a.date.localeCompare(b.date)).at(-1)
  const latestBy = latest ? givenByText(latest.given_by, readerName) : null
  const measures = (['height_cm', 'weight_kg', 'head_circumference_cm'] as const).filter((measure) => measurements.some((row) => row[measure] !== null))
  return (
    <OverviewLayout title="Track Progress" childId={child.id}>
      <Section $padding="lg" aria-labelledby="progress-milestones">
        <SectionHeading id="progress-milestones">{child.first_name}&apos;s milestones over time</SectionHeading>
        {areas && areas.length > 0 && (
          <>
            <SubHeading>Where things stand now</SubHeading>
            <AreaMeasureList areas={areas} label={`${child.first_name}'s milestones now, by area`} />
          </>
        )}
        {history.length === 0 ? (
          <EmptyState
            picture={<ProgressIcon size={40} />}
            text={
              mayDo(roleOf(child), 'answer') ? (
                <Link to="/child/$childId/milestones-status" params={{ childId: child.id }}>
                  Answer the milestone questions to start tracking
                </Link>
              ) : (
                // docs/decisions/094: a viewer does not answer; they are told what will come.
                nothingAnsweredForViewerText(child.first_name)
              )
            }
          />
        ) : (
          <>
            <Lead>Each time you send the milestone answers, a point is added for each area: {PERCENT_RULE_TEXT}.</Lead>
            <HistoryChart history={history} />
          </>
        )}
      </Section>
      <Section $padding="lg" aria-labelledby="progress-growth">
        <SectionHeading id="progress-growth">Growth</SectionHeading>
        {measures.length === 0 ? (
          <EmptyState
            picture={<RulerIcon size={40} />}
            text={
              <a href={`#${addSectionId}`} onClick={goToForm}>
                Add a first measurement
              </a>
            }
          />
        ) : (
          <>
            <Lead>By age since birth. Every child grows at their own pace; your health visitor or doctor can tell you more.</Lead>
            {latest && latestBy && (
              <Lead>
                The latest measurement ({longDate(latest.date)}) was added by {latestBy}.
              </Lead>
            )}
            {measures.map((measure) => (
              <GrowthChart key={measure} measurements={measurements} dob={child.dob} measure={measure} units={units} />
            ))}
          </>
        )}
      </Section>
      {list && measurements.length > 0 && (
        <Section $padding="lg" aria-labelledby="progress-measurements">
          <SectionHeading id="progress-measurements">Measurements</SectionHeading>
          <Lead>Newest first. A measurement typed wrong can be corrected or deleted; the charts and the summary for the doctor follow.</Lead>
          {listNotice}
          {list}
        </Section>
      )}
      <Section $padding="lg" id={addSectionId} aria-labelledby="progress-add-heading">
        <SectionHeading id="progress-add-heading">Add a measurement</SectionHeading>
        {notice}
        {form}
      </Section>
    </OverviewLayout>
  )
}
