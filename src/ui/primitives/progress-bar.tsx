import styled, { type DefaultTheme } from 'styled-components'
import { clampPercent, formatPercent } from '@/domain/format'
import { Stack } from '@/ui/primitives/layout'

/**
 * The three equal sections of the bar (docs/product-rules.md#9), left to right. Their names
 * describe where the answers are, never the child: a score alone is no diagnosis.
 */
export type ProgressSection = 'starting' | 'growing' | 'excellent'

const sections: readonly { key: ProgressSection; label: string }[] = [
  { key: 'starting', label: 'Just starting' },
  { key: 'growing', label: 'Growing' },
  { key: 'excellent', label: 'Excellent' },
]

const sectionColor = (section: ProgressSection, theme: DefaultTheme): string => {
  switch (section) {
    case 'starting':
      return theme.colors.progressNeedsSupport
    case 'growing':
      return theme.colors.progressOnTrack
    case 'excellent':
      return theme.colors.progressExcellent
  }
}


/** Which third of the bar a percentage falls in: 0-33 just starting, 33-67 growing, 67-100 excellent. */
export function progressSection(value: number): ProgressSection {
  const clamped = clampPercent(value)
  if (clamped < 100 / 3) return 'starting'
  if (clamped < 200 / 3) return 'growing'
  return 'excellent'
}

export function progressSectionLabel(section: ProgressSection): string {
  return sections.find((item) => item.key === section)?.label ?? ''
}

const Root = styled(Stack).attrs({ $gap: 0.75 })`
  min-width: 0;
`

/* Vertical padding leaves room for the marker, which is taller than the bar. */
const Track = styled.div`
  position: relative;
  padding: ${({ theme }) => theme.space(0.5)} 0;
`

const Sections = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 2px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
`

const Section = styled.span<{ $section: ProgressSection }>`
  display: block;
  background: ${({ theme, $section }) => sectionColor($section, theme)};
`

/* The part of the bar past the value is washed out, so the bar also reads as "how far". */
const Rest = styled.span`
  position: absolute;
  top: 0;
  bottom: 0;
  right: 0;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  opacity: 0.6;
  transition: left ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
`

const Marker = styled.span`
  position: absolute;
  top: 50%;
  width: 18px;
  height: 18px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 4px solid ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transform: translate(-50%, -50%);
  transition: left ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
`

const Scale = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.muted};
`

const ScaleLabel = styled.span<{ $section: ProgressSection; $current: boolean }>`
  display: flex;
  align-items: baseline;
  justify-content: center;
  gap: ${({ theme }) => theme.space(0.5)};
  min-width: 0;
  text-align: center;
  color: ${({ theme, $current }) => ($current ? theme.colors.ink : theme.colors.muted)};
  font-weight: ${({ theme, $current }) => ($current ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  text-wrap: balance;

  /* The swatch needs room; on the narrowest bars the label's place under its section is the cue. */
  &::before {
    content: '';
    display: none;
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $section }) => sectionColor($section, theme)};

    ${({ theme }) => theme.media.sm} {
      display: block;
    }
  }
`

export type ProgressBarProps = {
  /** 0-100; clamped. */
  value: number
  /** What is measured, e.g. "Movement": the accessible name reads "Movement: 88% complete". */
  label: string
  /**
   * Names the three sections under the bar (Just starting / Growing / Excellent),
   * the current one emphasised, so the bar never speaks by colour alone (STYLE.md).
   */
  showScale?: boolean
  className?: string
}

/** A three-section colour bar (just starting / growing / excellent) with a marker at the percentage. */
export function ProgressBar({ value, label, showScale = false, className }: ProgressBarProps) {
  const clamped = clampPercent(value)
  const percent = formatPercent(clamped)
  const current = progressSection(clamped)
  return (
    <Root className={className}>
      <Track
        role="progressbar"
        aria-label={`${label}: ${percent} complete`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={`${percent} complete, ${progressSectionLabel(current).toLowerCase()}`}
      >
        <Sections>
          {sections.map((section) => (
            <Section key={section.key} $section={section.key} />
          ))}
          {/* Inline styles for continuous values: one class per percentage would bloat the stylesheet. */}
          <Rest style={{ left: `${clamped}%` }} />
        </Sections>
        <Marker data-testid="progress-marker" aria-hidden="true" style={{ left: `${clamped}%` }} />
      </Track>
      {showScale && (
        <Scale aria-hidden="true">
          {sections.map((section) => (
            <ScaleLabel key={section.key} $section={section.key} $current={section.key === current}>
              {section.label}
            </ScaleLabel>
          ))}
        </Scale>
      )}
    </Root>
  )
}

const Blank = styled.div`
  height: 10px;
  margin: ${({ theme }) => theme.space(0.5)} 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
`

/** The bar of an area nobody has answered yet: neutral, no sections, no marker (a 0 % there would read as a score). */
export function BlankProgressBar({ className }: { className?: string }) {
  return <Blank className={className} aria-hidden="true" data-testid="blank-progress" />
}
