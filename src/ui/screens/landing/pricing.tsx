import { type KeyboardEvent, useRef, useState } from 'react'
import styled from 'styled-components'
import { SECTION_IDS } from '@/ui/screens/landing/layout'
import { Cluster, Stack } from '@/ui/primitives/layout'
import { CheckLine, headingIdOf, LandingSection } from '@/ui/screens/landing/section-layout'
import { DEFAULT_PLAN_ID, PLANS, type Plan, type PlanId } from '@/ui/screens/landing/plans'
import { tinted } from '@/ui/primitives/tinted'

const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 1040px;
  margin: 0 auto;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)};
    align-items: stretch;
  }
`

const PlanCard = styled(Stack)<{ $checked: boolean }>`
  position: relative;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.xl};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme, $checked }) => ($checked ? theme.shadows.lg : theme.shadows.sm)};
  cursor: pointer;
  text-align: left;
  transition:
    border-color ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
    box-shadow ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  &:hover {
    border-color: ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.borderStrong)};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 3px;
  }

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(4)};
  }
`

const CardTop = styled(Cluster).attrs({ $justify: 'between' })`
  min-height: 32px;
`

const PlanName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
`

const Badge = styled.span`
  ${tinted('accent', 'onAccent', [0.5, 1.25])}
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`

const Price = styled.span`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.ink};
`

const Duration = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.muted};
`

const Note = styled.span`
  display: block;
  margin-top: -${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`

const Features = styled(Stack).attrs({ as: 'span', $gap: 1 })`
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

// A drawn radio, so the chosen card is marked by shape and not by its border colour alone.
const RadioMark = styled.span<{ $checked: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.borderStrong)};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  &::after {
    content: '';
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    transform: scale(${({ $checked }) => ($checked ? 1 : 0)});
    transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }
`

const NameRow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown'])
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp'])

export type PricingProps = {
  plans?: readonly Plan[]
}

/**
 * spec 2 "/": "a pricing selector"; spec 4: selection defaults to trial and clicking a card
 * selects it. A radio group (WAI-ARIA radio pattern): one tab stop, arrow keys move the
 * selection with wrap-around, Space selects. Choosing a plan does nothing else: plans are display only.
 */
export function Pricing({ plans = PLANS }: PricingProps) {
  const [selected, setSelected] = useState<PlanId>(DEFAULT_PLAN_ID)
  const cardRefs = useRef(new Map<PlanId, HTMLDivElement>())

  const select = (id: PlanId, moveFocus: boolean) => {
    setSelected(id)
    if (moveFocus) cardRefs.current.get(id)?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, position: number) => {
    const count = plans.length
    let target: Plan | undefined
    if (NEXT_KEYS.has(event.key)) target = plans[(position + 1) % count]
    else if (PREVIOUS_KEYS.has(event.key)) target = plans[(position - 1 + count) % count]
    else if (event.key === 'Home') target = plans[0]
    else if (event.key === 'End') target = plans[count - 1]
    else if (event.key === ' ' || event.key === 'Enter') target = plans[position]
    if (!target) return
    event.preventDefault()
    select(target.id, true)
  }

  return (
    <LandingSection
      id={SECTION_IDS.pricing}
      tone="plain"
      eyebrow="Pricing"
      title="Simple, honest pricing"
      lead="Start with 14 days free, no credit card needed. Stay on the plan that suits your family."
    >
      <Group role="radiogroup" aria-labelledby={headingIdOf(SECTION_IDS.pricing)}>
        {plans.map((plan, position) => {
          const checked = plan.id === selected
          const nameId = `plan-${plan.id}-name`
          const priceId = `plan-${plan.id}-price`
          const featuresId = `plan-${plan.id}-features`
          const badgeId = `plan-${plan.id}-badge`
          return (
            <PlanCard
              key={plan.id}
              ref={(node) => {
                if (node) cardRefs.current.set(plan.id, node)
                else cardRefs.current.delete(plan.id)
              }}
              role="radio"
              aria-checked={checked}
              aria-labelledby={`${nameId} ${priceId}`}
              aria-describedby={plan.badge ? `${badgeId} ${featuresId}` : featuresId}
              tabIndex={checked ? 0 : -1}
              $checked={checked}
              onClick={() => select(plan.id, false)}
              onKeyDown={(event) => onKeyDown(event, position)}
            >
              <CardTop>
                <NameRow>
                  <RadioMark $checked={checked} aria-hidden="true" />
                  <PlanName id={nameId}>{plan.name}</PlanName>
                </NameRow>
                {plan.badge && <Badge id={badgeId}>{plan.badge}</Badge>}
              </CardTop>
              <Cluster as="span" id={priceId} $align="baseline" $wrap>
                <Price>{plan.price}</Price>
                <Duration>{plan.duration}</Duration>
              </Cluster>
              <Note>{plan.note}</Note>
              <Features id={featuresId}>
                {plan.features.map((feature) => (
                  <CheckLine key={feature}>
                    <span>{feature}</span>
                  </CheckLine>
                ))}
              </Features>
            </PlanCard>
          )
        })}
      </Group>
    </LandingSection>
  )
}
