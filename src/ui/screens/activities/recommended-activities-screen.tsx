import styled from 'styled-components'
import { recommendedActivities } from '@/domain/activities'
import type { ChildOverview } from '@/domain/child-overview'
import type { RenderProfileLink } from '@/ui/screens/child-profile/screen-links'
import { AnswerPill, ItemCard, ItemList, Lead, OverviewLayout, Section, SectionHeading } from '@/ui/screens/child-overview/overview-parts'

const Activity = styled(ItemCard)<{ $focus: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.75)};
  border-left: 4px solid ${({ theme, $focus }) => ($focus ? theme.colors.accent : theme.colors.border)};
`

const ActivityHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(0.75)};
`

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

const Helps = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`

export type RecommendedActivitiesScreenProps = {
  overview: ChildOverview
  renderLink: RenderProfileLink
}

/**
 * docs/product-rules.md#decisions-activities: the play ideas of the current band, by
 * area; those for milestones answered "Not yet" or "Sometimes" first. Ideas, not advice.
 */
export function RecommendedActivitiesScreen({ overview, renderLink }: RecommendedActivitiesScreenProps) {
  const { child, band, sets } = overview
  const groups = recommendedActivities(sets)
  return (
    <OverviewLayout title="Recommended Activities" renderLink={renderLink}>
      {!band || groups.length === 0 ? (
        <Section $padding="lg">
          <SectionHeading>No activities for {child.first_name}&apos;s age yet</SectionHeading>
          <Lead>{band ? `The ${band.title} milestones have no play ideas yet. Check again later.` : 'There is no active age band for this age at the moment. Check again later.'}</Lead>
        </Section>
      ) : (
        <>
          <Section $padding="lg" aria-labelledby="activities-intro">
            <SectionHeading id="activities-intro">Play ideas for {child.first_name}</SectionHeading>
            <Lead>
              Everyday games for the {band.title} milestones. In each area, the ideas for milestones you answered &quot;Not yet&quot; or
              &quot;Sometimes&quot; come first. Play is practice: a few minutes a day is plenty.
            </Lead>
          </Section>
          {groups.map(({ set, items }) => (
            <Section $padding="lg" key={set.id} aria-labelledby={`activities-set-${set.id}`}>
              <SectionHeading id={`activities-set-${set.id}`}>{set.title}</SectionHeading>
              <ItemList>
                {items.map((item) => (
                  <Activity key={item.question.id} $focus={item.focus}>
                    <ActivityHead>
                      {item.focus ? <FocusLabel>Try this first</FocusLabel> : <span />}
                      <AnswerPill status={item.status} label={item.answer} />
                    </ActivityHead>
                    <Idea>{item.activity}</Idea>
                    <Helps>Helps with: {item.question.text}</Helps>
                  </Activity>
                ))}
              </ItemList>
            </Section>
          ))}
        </>
      )}
    </OverviewLayout>
  )
}
