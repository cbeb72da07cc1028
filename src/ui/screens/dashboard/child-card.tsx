import { type Ref } from 'react'
import styled from 'styled-components'
import { IconButton } from '@/ui/primitives/icon-button'
import type { Child } from '@/contract/children'
import { childDevelopmentalAge, formatAge, formatCorrectedAge } from '@/domain/age'
import { mayDo, roleOf } from '@/domain/child-access'
import { SharedMark } from '@/ui/screens/sharing/shared-child'
import { Button } from '@/ui/primitives/button'
import { childFullName, formatHeight, formatWeight } from '@/ui/screens/dashboard/child-display'
import { ArrowRightIcon, CakeIcon, PencilIcon, RulerIcon, ScaleIcon } from '@/ui/primitives/icons'
import { ChildPhoto, type PhotoTone } from '@/ui/screens/dashboard/child-photo'

/** A slide of the carousel; its width comes from the track (`--card-width`). */
export const Slide = styled.div<{ $selected: boolean }>`
  position: relative;
  flex: 0 0 var(--card-width);
  display: flex;
  flex-direction: column;
  scroll-snap-align: center;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme, $selected }) => ($selected ? theme.shadows.lg : theme.shadows.sm)};
  overflow: hidden;
  transform: scale(${({ $selected }) => ($selected ? 1 : 0.94)});
  transition:
    transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
    box-shadow ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
    border-color ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
`

const ClickableSlide = styled(Slide)`
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`

const Banner = styled.div<{ $tone: PhotoTone }>`
  position: relative;
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(2)} 0;
  background: linear-gradient(
      180deg,
      ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accentSoft : theme.colors.primarySoft)} 0,
      ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accentSoft : theme.colors.primarySoft)} 62%,
      ${({ theme }) => theme.colors.surfaceRaised} 62%
    );
`

const PhotoRing = styled.div`
  padding: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
`

const EditButton = styled(IconButton).attrs({ $tone: 'outline' as const, $round: true })`
  position: absolute;
  top: ${({ theme }) => theme.space(1.5)};
  right: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2.5)};
  text-align: center;
`

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.ink};
  overflow-wrap: anywhere;
`

/* The age in a pill; a premature baby's corrected age takes a second, smaller line (the pill becomes a rounded box). */
const AgeChip = styled.p<{ $twoLines: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.75)};
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme, $twoLines }) => ($twoLines ? theme.radii.md : theme.radii.pill)};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
  }
`

const AgeLines = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  text-align: left;
`

const AgeLine = styled.span`
  white-space: nowrap;
`

const CorrectedLine = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`

const Measures = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  margin: 0;
`

const Measure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  dt {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(0.5)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const Actions = styled.div`
  width: 100%;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(0.5)};
`

export type ChildCardProps = {
  child: Child
  /** 1-based position and the number of children, for the slide's "N of M" label. */
  position: number
  count: number
  selected: boolean
  tone: PhotoTone
  onOpen: (childId: number) => void
  onEdit: (childId: number) => void
  ref?: Ref<HTMLDivElement>
}

/** One child in the carousel: docs/product-rules.md#2 photo, full name, age, height and weight. */
export function ChildCard({ child, position, count, selected, tone, onOpen, onEdit, ref }: ChildCardProps) {
  const name = childFullName(child)
  const age = childDevelopmentalAge(child)
  return (
    <ClickableSlide
      ref={ref}
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}`}
      $selected={selected}
      // docs/product-rules.md#2: clicking the card opens the profile; Show Details is its keyboard path.
      onClick={() => onOpen(child.id)}
    >
      <Banner $tone={tone}>
        <PhotoRing>
          <ChildPhoto src={child.profile_image} name={name} size={104} tone={tone} />
        </PhotoRing>
        {mayDo(roleOf(child), 'editProfile') && (
          <EditButton
            type="button"
            aria-label={`Edit ${name}'s profile`}
            title="Edit profile"
            onClick={(event) => {
              event.stopPropagation()
              onEdit(child.id)
            }}
          >
            <PencilIcon size={20} />
          </EditButton>
        )}
      </Banner>
      <Body>
        <Name>{name}</Name>
        <SharedMark access={child.access} />
        <AgeChip $twoLines={age.corrected !== null}>
          <CakeIcon size={16} />
          <AgeLines>
            <AgeLine>
              <span className="visually-hidden">Age: </span>
              {formatAge(age.chronological)}
            </AgeLine>
            {age.corrected !== null && (
              <>
                {' '}
                <CorrectedLine>{formatCorrectedAge(age.corrected)}</CorrectedLine>
              </>
            )}
          </AgeLines>
        </AgeChip>
        <Measures>
          <Measure>
            <dt>
              <RulerIcon size={14} />
              Height
            </dt>
            <dd>{formatHeight(child.height_cm)}</dd>
          </Measure>
          <Measure>
            <dt>
              <ScaleIcon size={14} />
              Weight
            </dt>
            <dd>{formatWeight(child.weight_kg)}</dd>
          </Measure>
        </Measures>
        <Actions>
          <Button
            fullWidth
            variant={selected ? 'primary' : 'secondary'}
            onClick={(event) => {
              event.stopPropagation()
              onOpen(child.id)
            }}
          >
            Show Details
            <ArrowRightIcon size={18} />
          </Button>
        </Actions>
      </Body>
    </ClickableSlide>
  )
}
