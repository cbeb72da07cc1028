import { type ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { CheckIcon } from '@/ui/primitives/icons'
import { plainList, Stack } from '@/ui/primitives/layout'
import { BEFORE_HYDRATION } from '@/ui/screens/landing/hydrated'
import { Container, HEADER_HEIGHT_PX, type SECTION_IDS } from '@/ui/screens/landing/layout'
import { tinted } from '@/ui/primitives/tinted'

/* The section layout of the landing page below the hero (see layout.tsx). */

export type SectionTone = 'plain' | 'raised' | 'soft' | 'warm'

const tones = {
  plain: css`
    background: ${({ theme }) => theme.colors.surface};
  `,
  raised: css`
    background: ${({ theme }) => theme.colors.surfaceRaised};
  `,
  soft: css`
    background: ${({ theme }) => theme.colors.primarySoft};
  `,
  warm: css`
    background: ${({ theme }) => theme.colors.surfaceSunken};
  `,
}

export const Section = styled.section<{ $tone?: SectionTone }>`
  ${({ $tone = 'plain' }) => tones[$tone]}
  padding: ${({ theme }) => theme.space(8)} 0;
  scroll-margin-top: ${HEADER_HEIGHT_PX}px;

  /* Until the page is hydrated (landing-hydrate.tsx), a section below the hero is laid out only near the viewport:
     the first paint lays out the hero alone (docs/decisions/083); afterwards every section is laid out as usual. */
  ${BEFORE_HYDRATION} & {
    content-visibility: auto;
    contain-intrinsic-size: auto 1100px;
  }

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(12)} 0;

    ${BEFORE_HYDRATION} & {
      contain-intrinsic-size: auto 700px;
    }
  }
`

const Header = styled.div<{ $align: 'center' | 'start' }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space(1.5)};
  max-width: 680px;
  margin: ${({ $align }) => ($align === 'center' ? '0 auto' : '0')};
  margin-bottom: ${({ theme }) => theme.space(5)};
  text-align: ${({ $align }) => ($align === 'center' ? 'center' : 'left')};

  ${({ theme }) => theme.media.md} {
    margin-bottom: ${({ theme }) => theme.space(6)};
  }
`

export const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  ${tinted('accentSoft', 'accentHover', [0.5, 1.5])}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
`

export const SectionHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.ink};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`

export const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.muted};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

export type SectionHeaderProps = {
  /** Id of the h2, for the section's aria-labelledby. */
  headingId: string
  eyebrow?: ReactNode
  title: ReactNode
  lead?: ReactNode
  align?: 'center' | 'start'
}

export function SectionHeader({ headingId, eyebrow, title, lead, align = 'center' }: SectionHeaderProps) {
  return (
    <Header $align={align}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <SectionHeading id={headingId}>{title}</SectionHeading>
      {lead && <Lead>{lead}</Lead>}
    </Header>
  )
}

export type SectionId = (typeof SECTION_IDS)[keyof typeof SECTION_IDS]

/** The id of a section's h2, which names the section (aria-labelledby). */
export const headingIdOf = (id: SectionId) => `${id}-heading`

export type LandingSectionProps = Omit<SectionHeaderProps, 'headingId' | 'title'> & {
  id: SectionId
  tone: SectionTone
  /** With a title the section opens with its SectionHeader; without, its content holds the heading (`headingIdOf(id)`). */
  title?: ReactNode
  children: ReactNode
}

/** One section of the landing page below the hero: its band of colour, the centred container and the header. */
export function LandingSection({ id, tone, title, children, ...header }: LandingSectionProps) {
  return (
    <Section id={id} aria-labelledby={headingIdOf(id)} $tone={tone}>
      <Container>
        {title && <SectionHeader headingId={headingIdOf(id)} title={title} {...header} />}
        {children}
      </Container>
    </Section>
  )
}

/** Small rounded label used for feature items, age bands and goal areas. */
export const Chip = styled.li<{ $tone?: 'primary' | 'accent' | 'neutral' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.75)};
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(1.25)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme, $tone = 'primary' }) => ($tone === 'accent' ? theme.colors.accentHover : $tone === 'neutral' ? theme.colors.ink : theme.colors.primaryHover)};
  background: ${({ theme, $tone = 'primary' }) =>
    $tone === 'accent' ? theme.colors.accentSoft : $tone === 'neutral' ? theme.colors.surfaceSunken : theme.colors.primarySoft};
`

export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  ${plainList}
`

/** A section in two columns from the large breakpoint (copy beside a picture or a card), one above the other below it. */
export const SplitLayout = styled.div<{ $columns?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $columns = 'minmax(0, 1fr) minmax(0, 1fr)' }) => $columns};
    align-items: center;
    gap: ${({ theme }) => theme.space(8)};
  }
`

/** The copy column of a SplitLayout: eyebrow, heading, lead and what follows, left-aligned. */
export const SplitCopy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`

/** The sections' grid of tiles: one column, two from md, `$columns` from lg. */
export const TileGrid = styled.ul<{ $columns?: number }>`
  ${plainList}
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)};
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, minmax(0, 1fr));
  }
`

/** A raised, rounded tile of the landing sections: its content in a column; `$roomy` pads it more from md up. */
export const Tile = styled(Stack)<{ $shadow?: 'sm' | 'lg'; $roomy?: boolean }>`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme, $shadow = 'sm' }) => theme.shadows[$shadow]};

  ${({ theme }) => theme.media.md} {
    ${({ theme, $roomy }) => $roomy && css`padding: ${theme.space(4)};`}
  }
`

export const TileTitle = styled.h3<{ $size?: 'lg' | 'xl' }>`
  font-size: ${({ theme, $size = 'lg' }) => theme.fontSizes[$size]};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`

/** A tile's icon on a soft square. */
export const IconTile = styled.span<{ $tone?: 'primary' | 'accent'; $size?: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size = 44 }) => $size}px;
  height: ${({ $size = 44 }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accentSoft : theme.colors.primarySoft)};
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accent : theme.colors.primary)};
`

const CheckLineRoot = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.ink};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`

/** A line with a check in front of it (a band's examples, a plan's features); render it `as` the element it is. */
export function CheckLine({ as, children }: { as?: 'li' | 'span'; children: ReactNode }) {
  return (
    <CheckLineRoot as={as}>
      <CheckIcon strokeWidth={1.75} size={18} />
      {children}
    </CheckLineRoot>
  )
}
