import { createLink } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'
import styled from 'styled-components'
import type { Tone } from '@/ui/theme/theme'
import { ActivitiesIcon, BellIcon, ChecklistIcon, ChevronIcon, MilestonesIcon, TrackIcon } from '@/ui/primitives/icons'
import { IconBubble } from '@/ui/primitives/icon-bubble'

type Tint = Exclude<Tone, 'error'>

/** A tile's page: one of the child's routes, its `$childId` the profile's child. */
type TilePath = '/weekly-checklist/$childId' | '/recommended-activities/$childId' | '/track-progress/$childId' | '/child/$childId/milestones-status' | '/alerts-reminders/$childId'

type Tile = { to: TilePath; label: string; description: string; icon: ReactNode; tint: Tint }

/** docs/product-rules.md#2: the five tiles, in the spec's order and with its labels. */
const tiles: readonly Tile[] = [
  { to: '/weekly-checklist/$childId', label: 'Weekly Checklist', description: "This week's small goals", icon: <ChecklistIcon />, tint: 'primary' },
  { to: '/recommended-activities/$childId', label: 'Recommended Activities', description: 'Play ideas for this age', icon: <ActivitiesIcon />, tint: 'accent' },
  { to: '/track-progress/$childId', label: 'Track Progress', description: 'Growth and progress over time', icon: <TrackIcon />, tint: 'info' },
  { to: '/child/$childId/milestones-status', label: 'Development Milestones', description: 'Answer the milestone questions', icon: <MilestonesIcon />, tint: 'success' },
  { to: '/alerts-reminders/$childId', label: 'Alerts & Reminders', description: 'What to answer, what comes next', icon: <BellIcon />, tint: 'warning' },
]

/** The tiles' pages, for the profile's route to load their code ahead (routes/-lib/use-preload-code.ts). */
export const profileTilePaths: readonly TilePath[] = tiles.map((tile) => tile.to)

/*
 * Narrow phones: one row per tile (long labels stay whole). Larger phones: two columns,
 * the fifth tile full width. Tablets: three above, two wider below (a six-column grid).
 * Desktops: one row of five.
 */
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1.5)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    > li:last-child {
      grid-column: 1 / -1;
    }
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(2)};

    > li {
      grid-column: span 2;
    }

    > li:nth-child(n + 4),
    > li:last-child {
      grid-column: span 3;
    }
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(5, minmax(0, 1fr));

    > li,
    > li:nth-child(n + 4),
    > li:last-child {
      grid-column: auto;
    }
  }
`

const TileLink = createLink(styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  height: 100%;
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  transition:
    box-shadow ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    border-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &:hover {
    color: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-1px);
  }

  ${({ theme }) => theme.media.sm} {
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(1)};
    min-height: 136px;
    padding: ${({ theme }) => theme.space(2)};
  }
`)

const Text = styled.span`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.25)};
  min-width: 0;

  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space(1)};
    width: 100%;
  }
`

/* The row's arrow on phones; the card shape says "tap me" on its own from the small breakpoint up. */
const Arrow = styled.span`
  flex: none;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.muted};

  ${({ theme }) => theme.media.sm} {
    display: none;
  }
`

const Label = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: break-word;
`

const Description = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  ${({ theme }) => theme.media.sm} {
    margin-top: auto;
  }
`

function TileItem({ tile, childId }: { tile: Tile; childId: number }) {
  const id = useId()
  return (
    <li>
      {/* The link is named by its label alone; the short description is its description. */}
      <TileLink to={tile.to} params={{ childId }} aria-labelledby={`${id}-label`} aria-describedby={`${id}-description`}>
        <IconBubble $size={44} $tone={tile.tint} $shape="rounded">{tile.icon}</IconBubble>
        <Text>
          <Label id={`${id}-label`}>{tile.label}</Label>
          <Description id={`${id}-description`}>{tile.description}</Description>
        </Text>
        <Arrow>
          <ChevronIcon size={20} />
        </Arrow>
      </TileLink>
    </li>
  )
}

export type ProfileTilesProps = {
  childId: number
  'aria-labelledby'?: string
  /** The questionnaire tile's description, as the caller's role does there (docs/decisions/094: a viewer reads). */
  milestonesDescription?: string
}

/** The five shortcuts under the profile (docs/product-rules.md#2). */
export function ProfileTiles({ childId, milestonesDescription, ...rest }: ProfileTilesProps) {
  return (
    <Grid {...rest}>
      {tiles.map((tile) => (
        <TileItem
          key={tile.to}
          tile={milestonesDescription && tile.to === '/child/$childId/milestones-status' ? { ...tile, description: milestonesDescription } : tile}
          childId={childId}
        />
      ))}
    </Grid>
  )
}
