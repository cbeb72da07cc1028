import { useMemo } from 'react'
import styled, { css } from 'styled-components'
import { placeInLanes, ticksFor, type AgeCoverage } from '@/domain/age-coverage'
import { Cluster, Stack } from '@/ui/primitives/layout'

/*
 * The age coverage bar (docs/product-rules.md#decisions-builder-extras): each band's range as a
 * button on rows of its own where bands overlap, the gaps and overlaps marked behind them, the
 * month scale and a legend under it. Its text alternative is CoverageFacts in age-coverage.tsx.
 */

/** One row of segments, px; bands that overlap go on rows of their own. */
const LANE_HEIGHT = 32
const LANE_GAP = 4
/** Past this many rows they get thinner, so a tangle of overlaps does not push the list away. */
const ROOMY_LANES = 6
const MIN_LANE_HEIGHT = 14

const months = (value: number) => String(Number(value.toFixed(2)))
export const rangeText = (band: { from: number; to: number }) => `${months(band.from)}–${months(band.to)} months`

const Track = styled.div`
  position: relative;
  border-bottom: 2px solid ${({ theme }) => theme.colors.borderStrong};
`

const Mark = styled.span<{ $kind: 'gap' | 'overlap' | 'tick' }>`
  position: absolute;
  pointer-events: none;
  ${({ theme, $kind }) => {
    switch ($kind) {
      case 'gap':
        return css`
          border: 2px dashed ${theme.colors.error};
          border-radius: ${theme.radii.sm};
          background: repeating-linear-gradient(135deg, ${theme.colors.errorSoft} 0 6px, ${theme.colors.surfaceRaised} 6px 12px);
        `
      case 'overlap':
        return css`
          border: 2px solid ${theme.colors.warning};
          border-radius: ${theme.radii.sm};
          background: ${theme.colors.warningSoft};
        `
      case 'tick':
        return css`
          width: 0;
          border-left: 1px dotted ${theme.colors.border};
        `
    }
  }}
`

const Segment = styled.button<{ $active: boolean; $thin: boolean }>`
  position: absolute;
  min-width: 12px;
  overflow: hidden;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;
  /* A segment too narrow for its title shows its range ("6–12") instead of "6-1…" (docs/decisions/054). */
  container-type: inline-size;

  > span {
    display: block;
    overflow: hidden;
    /* The label carries its segment's own colours, so a contrast check reads them from the label itself. */
    background: inherit;
    padding: 0 ${({ theme }) => theme.space(0.75)};
    text-overflow: ellipsis;
  }

  > [data-label='short'] {
    display: none;
    padding: 0 1px;
    text-align: center;
  }

  @container (max-width: 88px) {
    > [data-label='title'] {
      display: none;
    }

    > [data-label='short'] {
      display: block;
    }
  }
  ${({ theme, $active }) =>
    $active
      ? css`
          border: 1px solid ${theme.colors.surfaceRaised};
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};

          &:hover {
            background: ${theme.colors.primaryHover};
          }
        `
      : css`
          border: 2px dashed ${theme.colors.borderStrong};
          background: ${theme.colors.surfaceSunken};
          color: ${theme.colors.ink};
        `}
  ${({ $thin }) =>
    $thin &&
    css`
      font-size: 0;
    `}
`

const Axis = styled.div`
  position: relative;
  height: 1.25rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`

const Tick = styled.span`
  position: absolute;
  top: 0;
  transform: translateX(-50%);
  white-space: nowrap;

  &:first-child {
    transform: none;
  }

  &:last-child {
    transform: translateX(-100%);
  }
`

const Legend = styled(Cluster).attrs({ $wrap: true, $align: 'stretch', $gap: 0.5 })`
  column-gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`

const LegendItem = styled(Cluster).attrs({ as: 'span', $gap: 0.75 })``

const Swatch = styled.i<{ $kind: 'active' | 'inactive' | 'gap' | 'overlap' }>`
  display: inline-block;
  width: 20px;
  height: 12px;
  border-radius: 3px;
  ${({ theme, $kind }) => {
    switch ($kind) {
      case 'active':
        return css`
          background: ${theme.colors.primary};
        `
      case 'inactive':
        return css`
          border: 2px dashed ${theme.colors.borderStrong};
          background: ${theme.colors.surfaceSunken};
        `
      case 'gap':
        return css`
          border: 2px dashed ${theme.colors.error};
          background: ${theme.colors.errorSoft};
        `
      case 'overlap':
        return css`
          border: 2px solid ${theme.colors.warning};
          background: ${theme.colors.warningSoft};
        `
    }
  }}
`

/** The bar: segments on rows, gaps and overlaps marked behind them, the month scale under it. */
export function CoverageBar({ coverage, onShowBand }: { coverage: AgeCoverage; onShowBand: (id: number) => void }) {
  const lanes = useMemo(() => placeInLanes(coverage.bands), [coverage.bands])
  const laneHeight = lanes.count <= ROOMY_LANES ? LANE_HEIGHT : Math.max(MIN_LANE_HEIGHT, Math.floor((ROOMY_LANES * LANE_HEIGHT) / lanes.count))
  const laneTop = (lane: number) => lane * (laneHeight + LANE_GAP)
  const activeHeight = laneTop(lanes.activeLanes) - LANE_GAP
  const height = laneTop(lanes.count)
  const pct = (value: number) => `${(Math.min(value, coverage.scaleEnd) / coverage.scaleEnd) * 100}%`
  const span = (from: number, to: number) => ({ left: pct(from), width: `calc(${pct(to)} - ${pct(from)})` })
  const ticks = ticksFor(coverage.scaleEnd)

  return (
    <Stack $gap={0.5}>
      <Track
        role="group"
        aria-label={`Age coverage bar, 0 to ${coverage.scaleEnd} months: each band is a button that goes to its row`}
        aria-describedby="age-coverage-facts"
        style={{ height }}
      >
        <span aria-hidden="true">
          {ticks.map((tick) => (
            <Mark key={`tick-${tick}`} $kind="tick" style={{ left: pct(tick), top: 0, bottom: 0 }} />
          ))}
          {coverage.gaps.map((gap) => (
            <Mark key={`gap-${gap.from}`} $kind="gap" style={{ ...span(gap.from, gap.to), top: 0, height: activeHeight }} title={gap.message} />
          ))}
          {coverage.overlaps.map((overlap) => (
            <Mark
              key={`overlap-${overlap.first.id}-${overlap.second.id}`}
              $kind="overlap"
              style={{ ...span(overlap.from, overlap.to), top: -2, height: activeHeight + 4 }}
              title={overlap.message}
            />
          ))}
        </span>
        {coverage.bands.map((band) => (
          <Segment
            key={band.id}
            type="button"
            $active={band.active}
            $thin={laneHeight < 20}
            style={{ ...span(band.from, band.to), top: laneTop(lanes.laneOf.get(band.id) ?? 0), height: laneHeight }}
            aria-label={`Go to ${band.title} (${rangeText(band)}, ${band.active ? 'active' : 'inactive'})`}
            title={`${band.title}: ${rangeText(band)}${band.active ? '' : ', inactive'}`}
            onClick={() => onShowBand(band.id)}
          >
            <span data-label="title">{band.title}</span>
            <span data-label="short" aria-hidden="true">
              {months(band.from)}–{months(band.to)}
            </span>
          </Segment>
        ))}
      </Track>
      <Axis aria-hidden="true">
        {ticks.map((tick) => (
          <Tick key={tick} style={{ left: pct(tick) }}>
            {tick}
          </Tick>
        ))}
      </Axis>
      <Legend aria-hidden="true">
        <LegendItem>Ages in months.</LegendItem>
        <LegendItem>
          <Swatch $kind="active" /> Active band
        </LegendItem>
        <LegendItem>
          <Swatch $kind="inactive" /> Inactive band (not offered to parents)
        </LegendItem>
        <LegendItem>
          <Swatch $kind="gap" /> Gap
        </LegendItem>
        <LegendItem>
          <Swatch $kind="overlap" /> Overlap
        </LegendItem>
      </Legend>
    </Stack>
  )
}
