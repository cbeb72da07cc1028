import type { MilestoneHistoryEntry } from '@/contract/progress'
import { formatPercent, longDate } from '@/domain/format'
import { daysBetween, type ChartPoint, type ChartSeries } from '@/domain/chart-scale'

/**
 * Track Progress's answer history (docs/product-rules.md#decisions-track-progress): one line per question set
 * over time, broken where the age band changes, its table's cells and its text alternative.
 */

export interface BandSpan {
  title: string
  from: number
  to: number
}

/** Where the age band changes: between the last answers of one band and the first of the next. */
export interface BandChange {
  x: number
  /** The new band's title. */
  title: string
  /** The date of the first answers in the new band. */
  date: string
}

export interface ProgressHistoryChart {
  series: ChartSeries[]
  bands: BandSpan[]
  bandChanges: BandChange[]
  /** Dates of the entries, in order: the x axis and the table's rows. */
  dates: string[]
  /** x of each date (days since the first entry). */
  xs: number[]
  /**
   * `segment`: the index of the row's band in `bands`. `values`: each line's
   * percentage, or `notAnswered` (the area had no answer in that submission: a gap,
   * never 0 %), or `noLongerAsked` (the area was in an earlier submission of the same band
   * but is no longer asked: switched off by an admin, docs/decisions/058), or null (the area was
   * not part of that submission's band).
   */
  rows: { date: string; band: string; segment: number; values: HistoryValue[] }[]
}

/** An area without answers in a submission (docs/decisions/054): a gap in the chart and "Not answered" in its table. */
export const notAnswered = 'notAnswered' as const
/** An area an earlier submission of the same band had, missing from a later one: switched off since (decision 058). */
export const noLongerAsked = 'noLongerAsked' as const
export type HistoryValue = number | typeof notAnswered | typeof noLongerAsked | null

/** A record's value: its percentage, or a gap when the server says none of its questions had an answer. */
function historyValue(record: { completion_percentage: number; answered?: number } | undefined): HistoryValue {
  if (!record) return null
  return record.answered === 0 ? notAnswered : record.completion_percentage
}

/** A history cell in words: "38%", "Not answered", "—" (not in that band). */
export function historyValueText(value: HistoryValue): string {
  if (value === null) return '—'
  if (value === noLongerAsked) return 'No longer asked'
  return value === notAnswered ? 'Not answered' : formatPercent(value)
}

/**
 * The time axis of the history chart (docs/decisions/054): the points' span with room at both
 * ends (6 % of the span, at least 2 days), so the first and last markers never sit on
 * the plot's edges; a single day gets a week either side.
 */
export function historyXDomain(xs: readonly number[]): [number, number] {
  if (xs.length === 0) return [-7, 7]
  const min = Math.min(...xs)
  const max = Math.max(...xs)
  if (max === min) return [min - 7, max + 7]
  const pad = Math.max(2, (max - min) * 0.06)
  return [min - pad, max + pad]
}

/**
 * One line per question set title, broken where the age band changes: completion is
 * counted per band, so a drop at a new band is a new start, not a step back (a new
 * segment, and a `bandChanges` divider). The bands are also spans along the time axis.
 */
export function progressHistoryChart(history: readonly MilestoneHistoryEntry[]): ProgressHistoryChart {
  const entries = [...history].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
  const first = entries[0]?.date ?? ''
  const titles: string[] = []
  for (const entry of entries) for (const record of entry.progress) if (!titles.includes(record.title)) titles.push(record.title)
  const xs = entries.map((entry) => daysBetween(first, entry.date))
  const bands: BandSpan[] = []
  const bandChanges: BandChange[] = []
  /** The band run (segment) of each entry. */
  const segments = entries.map((entry, index) => {
    const title = entry.band?.title ?? 'No band'
    const x = xs[index] ?? 0
    const last = bands.at(-1)
    if (last && last.title === title) last.to = x
    else {
      if (last) bandChanges.push({ x: (last.to + x) / 2, title, date: entry.date })
      bands.push({ title, from: x, to: x })
    }
    return bands.length - 1
  })
  // An area an earlier submission of the same band had is no longer asked when a later one lacks it.
  const askedBefore = (index: number, title: string) =>
    entries.slice(0, index).some((earlier) => earlier.band !== null && earlier.band.id === entries[index]?.band?.id && earlier.progress.some((p) => p.title === title))
  const rows = entries.map((entry, index) => ({
    date: entry.date,
    band: entry.band?.title ?? 'No band',
    segment: segments[index] ?? 0,
    values: titles.map((title): HistoryValue => {
      const value = historyValue(entry.progress.find((p) => p.title === title))
      return value === null && askedBefore(index, title) ? noLongerAsked : value
    }),
  }))
  const series = titles.map((title, line) => {
    const points: ChartPoint[] = []
    let gap = false
    rows.forEach((row, index) => {
      const value = row.values[line]
      if (value === notAnswered) gap = true
      if (typeof value !== 'number') return
      points.push({ x: xs[index] ?? 0, y: value, label: `${longDate(row.date)}: ${formatPercent(value)}`, segment: row.segment, ...(gap ? { breakBefore: true } : {}) })
      gap = false
    })
    return { name: title, points }
  })
  return { series, bands, bandChanges, dates: entries.map((entry) => entry.date), xs, rows }
}

/** "A, B and C". */
const listOf = (names: readonly string[]): string => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`)

/**
 * The latest value of each line, lines at the same value named together, as the
 * legend and the summary say it (lines on top of each other hide one another).
 */
export function latestValues(chart: ProgressHistoryChart): { names: string[]; value: number }[] {
  const lastRow = chart.rows.at(-1)
  if (!lastRow) return []
  const groups: { names: string[]; value: number }[] = []
  lastRow.values.forEach((value, index) => {
    const name = chart.series[index]?.name
    if (typeof value !== 'number' || name === undefined) return
    const same = groups.find((group) => group.value === value)
    if (same) same.names.push(name)
    else groups.push({ names: [name], value })
  })
  return groups
}

/** The lines whose area had no answer in the latest submission. */
export function latestNotAnswered(chart: ProgressHistoryChart): string[] {
  const lastRow = chart.rows.at(-1)
  return lastRow ? chart.series.filter((_, index) => lastRow.values[index] === notAnswered).map((line) => line.name) : []
}

/** The history chart's text alternative: each line per band, the band changes, the latest values. */
export function historySummary(chart: ProgressHistoryChart): string {
  const parts: string[] = []
  chart.bands.forEach((band, bandIndex) => {
    const inBand = chart.rows.filter((row) => row.segment === bandIndex)
    const firstRow = inBand[0]
    const lastRow = inBand.at(-1)
    if (!firstRow || !lastRow) return
    const lines = chart.series
      .map((line, index) => {
        const values = inBand.map((row) => row.values[index]).filter((value): value is number | typeof notAnswered => value === notAnswered || typeof value === 'number')
        const numbers = values.filter((value): value is number => typeof value === 'number')
        const from = numbers[0]
        const to = numbers.at(-1)
        if (values.length === 0) return null
        const stopped = inBand.find((row) => row.values[index] === noLongerAsked)
        const after = stopped ? `, no longer asked from ${longDate(stopped.date)}` : ''
        if (from === undefined || to === undefined) return `${line.name} not answered${after}`
        const gaps = numbers.length < values.length ? ' (not answered on some dates)' : ''
        return numbers.length === 1 ? `${line.name} ${formatPercent(to)}${gaps}${after}` : `${line.name} from ${formatPercent(from)} to ${formatPercent(to)}${gaps}${after}`
      })
      .filter((text): text is string => text !== null)
    const when = firstRow === lastRow ? `on ${longDate(firstRow.date)}` : `from ${longDate(firstRow.date)} to ${longDate(lastRow.date)}`
    const intro = bandIndex === 0 ? `${band.title}, ${when}` : `Then the age band changed to ${band.title}, and each area counts again from the start of the new band: ${when}`
    parts.push(`${intro}: ${lines.join(', ')}.`)
  })
  const latest = latestValues(chart)
  if (latest.length > 0) {
    parts.push(`Latest: ${latest.map((group) => `${listOf(group.names)} ${formatPercent(group.value)}${group.names.length > 1 ? ' each' : ''}`).join('; ')}.`)
  }
  const unanswered = latestNotAnswered(chart)
  if (unanswered.length > 0) parts.push(`Not answered in the latest answers: ${listOf(unanswered)}.`)
  return parts.join(' ')
}
