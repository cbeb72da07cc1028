import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { Child } from '@/contract/children'
import { childDevelopmentalAge, formatAge, parseIsoDate } from '@/domain/age'
import type { ChildRole } from '@/contract/child-access'
import { longDate } from '@/domain/format'
import { Card } from '@/ui/primitives/card'
import { CakeIcon, RulerIcon, ScaleIcon } from '@/ui/primitives/icons'
import { Stack } from '@/ui/primitives/layout'
import { Nowrap } from '@/ui/primitives/nowrap'
import { SmallText } from '@/ui/primitives/text'
import { ChildAvatar } from '@/ui/screens/child-profile/child-avatar'
import { SharedMark } from '@/ui/screens/sharing/shared-child'

/** The child's profile card: photo, name, birth date, the shared mark, and the age, weight and height. */

/*
 * Phones and tablets: a compact card (the photo beside the name) so the milestones
 * card's primary button is on the first screen, even at 320 x 568.
 * Desktops: the photo centred over the name on a soft wash.
 */
const ProfileCard = styled(Card)`
  grid-area: profile;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.lg} {
    align-items: center;
    text-align: center;
    background: linear-gradient(
      to bottom,
      ${({ theme }) => theme.colors.primarySoft} 0,
      ${({ theme }) => theme.colors.primarySoft} 72px,
      ${({ theme }) => theme.colors.surfaceRaised} 72px
    );
  }
`

const Identity = styled.div`
  --avatar-size: 64px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;

  ${({ theme }) => theme.media.lg} {
    --avatar-size: 112px;
    flex-direction: column;
  }
`

const NameBlock = styled(Stack).attrs({ $gap: 0.5 })`
  min-width: 0;
`

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`

const Stats = styled.dl`
  display: grid;
  /* The age ("1 year 8 months", the longest value) has the first row to itself, on one line; weight and height share the second. */
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  width: 100%;
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`

const Stat = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(0.75)};
  min-width: 0;
  text-align: center;

  /* The age: one line across the top, its label beside it, so the card grows by one short row only. */
  &:first-child {
    grid-column: 1 / -1;
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: center;
    align-items: baseline;
    column-gap: ${({ theme }) => theme.space(1)};
    padding-block: ${({ theme }) => theme.space(0.75)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  &:nth-child(3) {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
`

const StatLabel = styled.dt`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-transform: uppercase;
  letter-spacing: 0.04em;

  > svg {
    display: none;
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }

  ${({ theme }) => theme.media.sm} {
    > svg {
      display: block;
    }
  }
`

const StatValue = styled.dd`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.ink};
`

/* A premature baby's corrected age: its own row under the three values, label and age on one line. */
const CorrectedStat = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: center;
  column-gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: 0 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md};

  dt {
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`

/* A member's shared mark and their way to leave: under the name, out of the way of the five tiles. */
const SharingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};

  ${({ theme }) => theme.media.lg} {
    justify-content: center;
  }
`

/** "3 March 2024" (the app's one date format); null for a date that cannot be read. */
function birthDate(dob: string): string | null {
  return parseIsoDate(dob) ? longDate(dob) : null
}

/** "11.2 Kg", "70 Cm": at most one decimal (a height typed in inches converts to long decimals). */
function measure(value: number | null, unit: string): string {
  if (value === null) return 'N/A'
  return `${Math.round(value * 10) / 10} ${unit}`
}

/** formatAge's text (docs/product-rules.md#9), allowed to break only between the years and the months. */
function AgeText({ months }: { months: number }) {
  const text = formatAge(months)
  const parts = /^(\d+ \S+) (\d+ \S+)$/.exec(text)
  if (!parts) return <>{text}</>
  return (
    <>
      <Nowrap>{parts[1]}</Nowrap> <Nowrap>{parts[2]}</Nowrap>
    </>
  )
}

export type ProfileCardProps = {
  child: Child
  role: ChildRole
  /** A caregiver's or viewer's way to stop following the child. */
  leave?: ReactNode
}

export function ChildProfileCard({ child, role, leave }: ProfileCardProps) {
  const born = birthDate(child.dob)
  const age = childDevelopmentalAge(child)
  return (
    <ProfileCard $padding="lg">
      <Identity>
        <ChildAvatar firstName={child.first_name} lastName={child.last_name} imageUrl={child.profile_image} />
        <NameBlock>
          <Name>
            {child.first_name} {child.last_name}
          </Name>
          {born && <SmallText>Born {born}</SmallText>}
        </NameBlock>
      </Identity>
      {role !== 'owner' && (
        <SharingRow>
          <SharedMark access={child.access} />
          {leave}
        </SharingRow>
      )}
      <Stats>
        <Stat>
          <StatLabel>
            <CakeIcon size={14} />
            Age
          </StatLabel>
          <StatValue>
            <AgeText months={child.age_in_months} />
          </StatValue>
        </Stat>
        <Stat>
          <StatLabel>
            <ScaleIcon size={14} />
            Weight
          </StatLabel>
          <StatValue>
            <Nowrap>{measure(child.weight_kg, 'Kg')}</Nowrap>
          </StatValue>
        </Stat>
        <Stat>
          <StatLabel>
            <RulerIcon size={14} />
            Height
          </StatLabel>
          <StatValue>
            <Nowrap>{measure(child.height_cm, 'Cm')}</Nowrap>
          </StatValue>
        </Stat>
        {age.corrected !== null && (
          <CorrectedStat>
            <dt>Corrected age</dt>
            <dd>
              <AgeText months={age.corrected} />
            </dd>
          </CorrectedStat>
        )}
      </Stats>
    </ProfileCard>
  )
}
