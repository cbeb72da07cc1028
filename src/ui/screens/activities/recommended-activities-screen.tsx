import styled from 'styled-components'
import { recommendedActivities, type ActivityItem } from '@/domain/activities'
import type { ChildOverview } from '@/domain/child-overview'
import { OverviewLayout } from '@/ui/primitives/child-page'
import { AnswerPill } from '@/ui/primitives/answer-pill'
import { ItemCard, ItemList, Lead, Section, SectionHeading } from '@/ui/primitives/section'
import { Cluster } from '@/ui/primitives/layout'
import { SmallText } from '@/ui/primitives/text'
import { ActivitiesIcon } from '@/ui/primitives/icons'
import { EmptyState } from '@/ui/primitives/states'

const Activity = styled(ItemCard)<{ $focus: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.75)};
  border-left: 4px solid ${({ theme, $focus }) => ($focus ? theme.colors.accent : theme.colors.border)};
`

const ActivityHead = styled(Cluster).attrs({ $gap: 0.75, $justify: 'between' as const, $wrap: true })``

/** The area of an idea in "Start with these". */
const FocusLabel = styled.span`
  color: ${({ theme }) => theme.colors.onAccentSoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const Idea = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`

function ActivityCard({ item, showArea }: { item: ActivityItem; showArea: boolean }) {
  return (
    <Activity $focus={item.focus}>
      <ActivityHead>
        {showArea ? <FocusLabel>{item.set.title}</FocusLabel> : <span />}
        <AnswerPill status={item.status} label={item.answer} />
      </ActivityHead>
      <Idea>{item.activity}</Idea>
      <SmallText>Helps with: {item.question.text}</SmallText>
    </Activity>
  )
}

export type RecommendedActivitiesScreenProps = {
  overview: ChildOverview
}

/**
 * docs/product-rules.md#decisions-activities: the play ideas of the current band. Those
 * for milestones answered "Not yet" or "Sometimes" open the page ("Start with these",
 * each with its area), then the rest by area. Ideas, not advice.
 */
export function RecommendedActivitiesScreen({ overview }: RecommendedActivitiesScreenProps) {
  const { child, band, sets } = overview
  const { startWith, groups } = recommendedActivities(sets)
  return (
    <OverviewLayout title="Recommended Activities" childId={child.id}>
      {!band || (startWith.length === 0 && groups.length === 0) ? (
        <Section $padding="lg">
          <SectionHeading>No activities for {child.first_name}&apos;s age yet</SectionHeading>
          <EmptyState
            picture={<ActivitiesIcon size={40} />}
            text={band ? `The ${band.title} milestones have no play ideas yet. Check again later.` : 'There is no active age band for this age at the moment. Check again later.'}
          />
        </Section>
      ) : (
        <>
          <Section $padding="lg" aria-labelledby="activities-intro">
            <SectionHeading id="activities-intro">Play ideas for {child.first_name}</SectionHeading>
            <Lead>
              Everyday games for the {band.title} milestones.{' '}
              {startWith.length > 0 ? 'The ideas for milestones you answered "Not yet" or "Sometimes" come first. ' : ''}Play is practice: a few
              minutes a day is plenty.
            </Lead>
          </Section>
          {startWith.length > 0 && (
            <Section $padding="lg" aria-labelledby="activities-start">
              <SectionHeading id="activities-start">Start with these</SectionHeading>
              <ItemList>
                {startWith.map((item) => (
                  <ActivityCard key={item.question.id} item={item} showArea />
                ))}
              </ItemList>
            </Section>
          )}
          {groups.map(({ set, items }) => (
            <Section $padding="lg" key={set.id} aria-labelledby={`activities-set-${set.id}`}>
              <SectionHeading id={`activities-set-${set.id}`}>{set.title}</SectionHeading>
              <ItemList>
                {items.map((item) => (
                  <ActivityCard key={item.question.id} item={item} showArea={false} />
                ))}
              </ItemList>
            </Section>
          ))}
        </>
      )}
    </OverviewLayout>
  )
}
