import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import styled, { useTheme } from 'styled-components'
import { linearScale, type ChartSeries } from '@/domain/chart-scale'
import type { BandChange, BandSpan } from '@/domain/history-chart'

/**
 * A line chart in plain SVG (docs/decisions/042-charts-hand-written-svg.md): drawn at the
 * container's own width, so its text stays readable from 320 px up. Each line
 * has its own colour, dash and marker shape, so none is told apart by colour
 * alone; the numbers are also in a table below (TableToggle).
 */

const MARKERS = ['circle', 'square', 'triangle', 'diamond'] as const
type Marker = (typeof MARKERS)[number]
const DASHES = ['', '7 4', '2 3', '10 3 2 3']

export type SeriesStyle = { color: string; dash: string; marker: Marker }

/** Line styles by index: theme colours that keep 3:1 against the chart's white, each with its own dash and marker. */
export function useSeriesStyles(): SeriesStyle[] {
  const { colors } = useTheme()
  return [colors.primary, colors.accent, colors.focusRing, colors.ink].map((color, index) => ({
    color,
    dash: DASHES[index] ?? '',
    marker: MARKERS[index] ?? 'circle',
  }))
}

export function MarkerShape({ marker, x, y, size = 5, color }: { marker: Marker; x: number; y: number; size?: number; color: string }) {
  switch (marker) {
    case 'square':
      return <rect x={x - size} y={y - size} width={size * 2} height={size * 2} fill={color} />
    case 'triangle':
      return <path d={`M${x},${y - size * 1.2}L${x + size * 1.1},${y + size * 0.9}L${x - size * 1.1},${y + size * 0.9}Z`} fill={color} />
    case 'diamond':
      return <path d={`M${x},${y - size * 1.3}L${x + size * 1.1},${y}L${x},${y + size * 1.3}L${x - size * 1.1},${y}Z`} fill={color} />
    default:
      return <circle cx={x} cy={y} r={size} fill={color} />
  }
}

/**
 * Ticks whose labels' centres are at least `gap` pixels apart, from the first; the last one is kept in
 * place of the one before it when they crowd. `centre` is where a tick's label sits (edge labels are
 * anchored inside the plot, so their centre moves in).
 */
function spacedTicks<T extends { value: number }>(ticks: readonly T[], centre: (value: number) => number, gap: number): T[] {
  const kept: T[] = []
  for (const tick of ticks) {
    const previous = kept.at(-1)
    if (!previous || centre(tick.value) - centre(previous.value) >= gap) kept.push(tick)
    else if (tick === ticks.at(-1) && kept.length > 1) kept[kept.length - 1] = tick
  }
  return kept
}

/** How far from the plot's edge a tick's label is anchored at that edge instead of centred on the tick. */
const EDGE = 24
/** Half the width of a typical tick label ("27 Sept"). */
const HALF_LABEL = 22

/** The container's width in CSS pixels (a sensible width where it cannot be measured, as in tests). */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(fallback)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(200, Math.round(entry.contentRect.width)))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}

const Frame = styled.div`
  width: 100%;

  svg {
    display: block;
    overflow: visible;
  }

  text {
    fill: ${({ theme }) => theme.colors.ink};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 12px;
  }
`

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(0.75)} ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(0.75)};
  }
`

export type LineChartProps = {
  /** Names the chart for assistive technology (with `summary`). */
  title: string
  summary: string
  series: ChartSeries[]
  xDomain: [number, number]
  yDomain: [number, number]
  xTicks: { value: number; label: string }[]
  yTicks: number[]
  yLabel: (value: number) => string
  xAxisLabel: string
  /** Spans drawn along the time axis, each named (the band at that time). */
  bands?: BandSpan[]
  /** Vertical dividers where the band changes, named by the new band. */
  bandChanges?: BandChange[]
  /** What the legend adds to a line's name, e.g. its latest value. */
  legendValue?: (line: ChartSeries) => string | null
  height?: number
}

/** Markers of different lines at the same point sit side by side, this many pixels apart, so none hides another. */
export const MARKER_SPREAD = 7

/** For each line and point, the horizontal offset of its marker: lines sharing a point spread around it. */
export function markerOffsets(series: readonly ChartSeries[]): number[][] {
  const at = new Map<string, number[]>()
  series.forEach((line, index) => {
    for (const point of line.points) {
      const key = `${point.x},${point.y}`
      at.set(key, [...(at.get(key) ?? []), index])
    }
  })
  return series.map((line, index) =>
    line.points.map((point) => {
      const sharing = at.get(`${point.x},${point.y}`) ?? [index]
      return (sharing.indexOf(index) - (sharing.length - 1) / 2) * MARKER_SPREAD
    }),
  )
}

const AxisNote = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.ink};
  font-size: 12px;
  line-height: 1.4;
`

export function LineChart({
  title,
  summary,
  series,
  xDomain,
  yDomain,
  xTicks,
  yTicks,
  yLabel,
  xAxisLabel,
  bands = [],
  bandChanges = [],
  legendValue,
  height = 240,
}: LineChartProps) {
  const id = useId()
  const { colors } = useTheme()
  const styles = useSeriesStyles()
  const { ref, width } = useWidth<HTMLDivElement>(600)
  const margin = { top: bandChanges.length > 0 ? 30 : 12, right: 16, bottom: bands.length > 0 ? 44 : 24, left: 44 }
  const offsets = markerOffsets(series)
  const plotBottom = height - margin.bottom
  const x = linearScale(xDomain, [margin.left, width - margin.right])
  const y = linearScale(yDomain, [plotBottom, margin.top])
  const bandY = plotBottom + 28
  const plotRight = width - margin.right
  const anchorAt = (at: number) => (at - margin.left < EDGE ? 'start' : plotRight - at < EDGE ? 'end' : 'middle')
  const labelCentre = (value: number) => {
    const at = x(value)
    const anchor = anchorAt(at)
    return anchor === 'start' ? at + HALF_LABEL : anchor === 'end' ? at - HALF_LABEL : at
  }
  const shownTicks = spacedTicks(xTicks, labelCentre, 60)

  return (
    <Frame ref={ref}>
      <svg width={width} height={height} role="img" aria-roledescription="line chart" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        <rect x={margin.left} y={margin.top} width={Math.max(0, width - margin.left - margin.right)} height={plotBottom - margin.top} fill={colors.surfaceRaised} />
        {yTicks.map((tick) => (
          <g key={`y${tick}`}>
            <line x1={margin.left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} stroke={colors.border} />
            <text x={margin.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
              {yLabel(tick)}
            </text>
          </g>
        ))}
        <line x1={margin.left} x2={width - margin.right} y1={plotBottom} y2={plotBottom} stroke={colors.borderStrong} />
        {shownTicks.map((tick) => {
          // A label at the plot's edge starts (or ends) there, clear of the y axis's labels.
          const at = x(tick.value)
          const anchor = anchorAt(at)
          return (
            <g key={`x${tick.value}`}>
              <line x1={at} x2={at} y1={plotBottom} y2={plotBottom + 5} stroke={colors.borderStrong} />
              <text x={at} y={plotBottom + 17} textAnchor={anchor}>
                {tick.label}
              </text>
            </g>
          )
        })}
        {bands.map((band, index) => {
          // At least as wide as its name, kept inside the plot.
          const wide = Math.max(x(band.to) - x(band.from) + 8, band.title.length * 6.6 + 10)
          const from = Math.min(Math.max(margin.left, (x(band.from) + x(band.to)) / 2 - wide / 2), plotRight - wide)
          const to = from + wide
          return (
            <g key={`band${index}`}>
              <rect x={from} y={bandY - 9} width={to - from} height={18} rx={4} fill={index % 2 === 0 ? colors.primarySoft : colors.surfaceSunken} stroke={colors.borderStrong} />
              <text x={(from + to) / 2} y={bandY} textAnchor="middle" dominantBaseline="middle">
                {band.title}
              </text>
            </g>
          )
        })}
        {bandChanges.map((change) => {
          const at = x(change.x)
          // The new band's name beside its divider, kept inside the plot.
          const fits = plotRight - at >= change.title.length * 6.6 + 8
          return (
            <g key={`change${change.x}`} data-band-change={change.title}>
              <line x1={at} x2={at} y1={margin.top - 16} y2={plotBottom} stroke={colors.ink} strokeDasharray="4 3" />
              <text x={fits ? at + 4 : at - 4} y={margin.top - 10} textAnchor={fits ? 'start' : 'end'} fontWeight={600}>
                {change.title}
              </text>
            </g>
          )
        })}
        {series.map((line, index) => {
          const style = styles[index % styles.length]!
          // A new segment (a new age band) starts a new line, and so does a point after a gap (an area not answered): they are not joined.
          const path = line.points
            .map((point, i) => `${i === 0 || point.breakBefore || point.segment !== line.points[i - 1]?.segment ? 'M' : 'L'}${x(point.x).toFixed(1)},${y(point.y).toFixed(1)}`)
            .join('')
          return (
            <g key={line.name} data-series={line.name}>
              <path d={path} fill="none" stroke={style.color} strokeWidth={2.5} strokeDasharray={style.dash || undefined} />
              {line.points.map((point, i) => (
                <MarkerShape key={`${point.x}-${point.y}`} marker={style.marker} x={x(point.x) + (offsets[index]?.[i] ?? 0)} y={y(point.y)} color={style.color} />
              ))}
            </g>
          )
        })}
      </svg>
      <AxisNote>{xAxisLabel}</AxisNote>
      {series.length > 1 && (
        <Legend aria-label={`Lines of ${title}`}>
          {series.map((line, index) => {
            const style = styles[index % styles.length]!
            return (
              <li key={line.name}>
                <svg width="28" height="14" aria-hidden="true">
                  <line x1="0" x2="28" y1="7" y2="7" stroke={style.color} strokeWidth="2.5" strokeDasharray={style.dash || undefined} />
                  <MarkerShape marker={style.marker} x={14} y={7} size={4.5} color={style.color} />
                </svg>
                {line.name}
                {legendValue?.(line) ? `: ${legendValue(line)}` : ''}
              </li>
            )
          })}
        </Legend>
      )}
    </Frame>
  )
}

const Details = styled.details`
  margin-top: ${({ theme }) => theme.space(1)};

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding: ${({ theme }) => theme.space(0.5)} 0;
  }
`

const TableScroll = styled.div`
  overflow-x: auto;
  margin-top: ${({ theme }) => theme.space(1)};

  table {
    border-collapse: collapse;
    min-width: 100%;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(0.75)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    /* Words wrap, so the columns fit a narrow screen. */
    overflow-wrap: normal;
  }

  td.number {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`

const ScrollCue = styled.p`
  margin: ${({ theme }) => theme.space(0.5)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** Whether the element is wider than its box (a sideways scroll); checked again when it is resized. */
function useOverflows<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null)
  const [overflows, setOverflows] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!active || !element || typeof ResizeObserver === 'undefined') return
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1)
    check()
    const observer = new ResizeObserver(check)
    observer.observe(element)
    return () => observer.disconnect()
  }, [active])
  return { ref, overflows }
}

export const tableToggleText = { show: 'Show the numbers as a table', hide: 'Hide the table' } as const

/**
 * The chart's numbers as a table, behind a native disclosure (keyboard and screen
 * reader friendly: the summary says whether it is expanded); its text says what a
 * press does. Cells wrap to fit; a table still wider than the screen says it scrolls.
 */
export function TableToggle({ caption, head, rows }: { caption: string; head: string[]; rows: { key: string; cells: ReactNode[] }[] }) {
  const [open, setOpen] = useState(false)
  const { ref, overflows } = useOverflows<HTMLDivElement>(open)
  return (
    <Details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{open ? tableToggleText.hide : tableToggleText.show}</summary>
      {overflows && <ScrollCue>Scroll the table sideways to see every column →</ScrollCue>}
      <TableScroll ref={ref} tabIndex={0} role="region" aria-label={caption}>
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className={typeof cell === 'number' || (typeof cell === 'string' && /^[\d.]+%?$|^—$/.test(cell)) ? 'number' : undefined}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </Details>
  )
}
