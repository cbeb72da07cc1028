import { type ComponentType } from 'react'
import styled from 'styled-components'
import { CommunityIcon, GoalsIcon, GuidanceIcon, HealthIcon, MilestonesIcon, ProgressIcon } from '@/ui/primitives/icons'
import { SECTION_IDS } from '@/ui/screens/landing/layout'
import { Chip, ChipList, IconTile, LandingSection, Tile, TileGrid, TileTitle } from '@/ui/screens/landing/section-layout'
import { PROGRESS_STATUSES, StatusChip } from '@/ui/screens/landing/status-chip'

type Feature = {
  title: string
  description: string
  Icon: ComponentType<{ size?: number }>
  /** spec 1 lists what each feature covers; progress uses the status chips instead. */
  items: readonly string[] | 'statuses'
  tone: 'primary' | 'accent'
}

// spec 1 "The public landing page advertises", in the spec's order and with its items.
const FEATURES: readonly Feature[] = [
  {
    title: 'Developmental milestones',
    description: 'Know what to look for at every stage, with checklists written for your child’s age.',
    Icon: MilestonesIcon,
    items: ['0-6 months', '6-12 months', '12-24 months', '2-3 years'],
    tone: 'primary',
  },
  {
    title: 'Personalised daily goals',
    description: 'A few playful activities each day, chosen for your child’s age and progress.',
    Icon: GoalsIcon,
    items: ['Motor', 'Language', 'Social', 'Cognitive'],
    tone: 'accent',
  },
  {
    title: 'Progress tracking',
    description: 'See at a glance where your child is thriving and where a little extra support could help.',
    Icon: ProgressIcon,
    items: 'statuses',
    tone: 'primary',
  },
  {
    title: 'Expert guidance',
    description: 'Practical advice from pediatricians and child development specialists, whenever you need it.',
    Icon: GuidanceIcon,
    items: ['Articles', 'Videos', 'Activities', 'Q&A'],
    tone: 'accent',
  },
  {
    title: 'Community support',
    description: 'Share the ups and downs with parents who are going through the same stage as you.',
    Icon: CommunityIcon,
    items: ['Age groups', 'Topics', 'Local', 'Expert-led'],
    tone: 'primary',
  },
  {
    title: 'Health records',
    description: 'Keep vaccines, growth and doctor visits in one place, ready for every appointment.',
    Icon: HealthIcon,
    items: ['Vaccines', 'Growth', 'Visits', 'Documents'],
    tone: 'accent',
  },
]

/** A tile that lifts under the pointer. */
const Card = styled(Tile).attrs({ as: 'li', $gap: 1.5, $roomy: true })`
  transition:
    box-shadow ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
    transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
`

const Description = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.muted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`

export function Features() {
  return (
    <LandingSection
      id={SECTION_IDS.features}
      tone="raised"
      eyebrow="Features"
      title="Everything you need for the first 1,000 days"
      lead="One calm place for milestones, daily play, progress, expert advice, community and health records."
    >
      <TileGrid>
        {FEATURES.map(({ title, description, Icon, items, tone }) => (
          <Card key={title}>
            <IconTile $tone={tone} $size={48}>
              <Icon />
            </IconTile>
            <TileTitle $size="xl">{title}</TileTitle>
            <Description>{description}</Description>
            <ChipList aria-label={`${title} covers`}>
              {items === 'statuses'
                ? PROGRESS_STATUSES.map((status) => <StatusChip key={status} status={status} />)
                : items.map((item) => (
                    <Chip key={item} $tone={tone}>
                      {item}
                    </Chip>
                  ))}
            </ChipList>
          </Card>
        ))}
      </TileGrid>
    </LandingSection>
  )
}
