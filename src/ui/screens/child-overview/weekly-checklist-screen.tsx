import { createLink, Link } from '@tanstack/react-router'
import { mayDo, roleOf } from '@/domain/child-access'
import { ViewOnlyNote } from '@/ui/screens/sharing/shared-child'
import styled from 'styled-components'
import { longDate } from '@/domain/format'
import { Nowrap } from '@/ui/primitives/nowrap'
import { weeklyGoals, type ChildOverview } from '@/domain/child-overview'
import { practisedCount, practisedSummary, weekRange } from '@/domain/weekly-checklist'
import { Button } from '@/ui/primitives/button'
import { CheckboxField } from '@/ui/primitives/checkbox-field'
import { Notice } from '@/ui/primitives/notice'
import { IconBubble } from '@/ui/primitives/icon-bubble'
import { StarIcon } from '@/ui/primitives/icons'
import { OverviewLayout } from '@/ui/primitives/child-page'
import { AnswerPill } from '@/ui/primitives/answer-pill'
import { ItemCard, ItemList, Lead, Section, SectionHeading } from '@/ui/primitives/section'
import { Cluster } from '@/ui/primitives/layout'
import { SmallText } from '@/ui/primitives/text'

const Goal = styled(ItemCard)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.75)};
`

const GoalHead = styled(Cluster).attrs({ $gap: 0.75, $justify: 'between' as const, $wrap: true })``

const Area = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const GoalText = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`

const Tip = styled.p`
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`

const UpdateLink = styled.span`
  align-self: flex-start;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const Celebration = styled(Section)`
  align-items: center;
  text-align: center;
`

const NextLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
`

const TextLink = createLink(styled.a`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`)
const WeekLine = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const Tally = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`

/** The week's ticks (docs/decisions/055), from weekly-checklist.machine.ts. */
export type ChecklistTicks =
  | { status: 'loading' }
  /** The server has not got the optional call: the goals show without boxes. */
  | { status: 'unavailable' }
  | { status: 'failed'; onRetry: () => void }
  | {
      status: 'ready'
      /** What each box shows: stored ticks, with the one being saved. */
      practised: readonly number[]
      busy: boolean
      saveFailed: boolean
      onToggle: (question: number, practised: boolean) => void
    }

export type WeeklyChecklistScreenProps = {
  overview: ChildOverview
  /** The week's Monday. */
  week: string
  ticks: ChecklistTicks
}

/** Up to five milestones of the current band to watch this week (docs/product-rules.md#decisions-beyond). */
export function WeeklyChecklistScreen({ overview, week, ticks }: WeeklyChecklistScreenProps) {
  const { child, band, sets, next } = overview
  const childId = child.id
  // docs/decisions/072: a viewer reads the ticks and answers; the role table says who writes them.
  const canTick = mayDo(roleOf(child), 'tick')
  const canAnswer = mayDo(roleOf(child), 'answer')
  const goals = weeklyGoals(sets)
  const practised = ticks.status === 'ready' ? new Set(ticks.practised) : new Set<number>()
  const done = ticks.status === 'ready' ? practisedCount(ticks, goals.map((goal) => goal.question.id)) : 0
  // A band without active questions has nothing to answer: nothing to celebrate either.
  const noQuestions = sets.every(({ milestones }) => milestones.length === 0)
  return (
    <OverviewLayout title="Weekly Checklist" childId={childId}>
      {!band ? (
        <Section $padding="lg">
          <SectionHeading>No milestones for {child.first_name}&apos;s age yet</SectionHeading>
          <Lead>There is no active age band for this age at the moment. Check again later.</Lead>
        </Section>
      ) : noQuestions ? (
        <Section $padding="lg" aria-labelledby="weekly-none">
          <SectionHeading id="weekly-none">
            No questions for <Nowrap>{band.title}</Nowrap> yet
          </SectionHeading>
          <Lead>There are no milestone questions for {child.first_name}&apos;s age at the moment, so nothing to watch this week. Check again later.</Lead>
        </Section>
      ) : goals.length === 0 ? (
        <Celebration $padding="lg" aria-labelledby="weekly-done">
          <IconBubble $size={72} $tone="primary">
            <StarIcon size={36} strokeWidth={1.75} />
          </IconBubble>
          <SectionHeading id="weekly-done">
            Every milestone of <Nowrap>{band.title}</Nowrap> is a yes!
          </SectionHeading>
          <Lead>
            You have seen {child.first_name} reach each one: lovely work noticing them.{' '}
            {next ? (
              <>
                Next come the <Nowrap>{next.band.title}</Nowrap> milestones, from {longDate(next.from)}. Keep playing, talking and reading together
                until then.
              </>
            ) : (
              'Keep playing, talking and reading together: it is what helps most.'
            )}
          </Lead>
          <NextLinks>
            <TextLink to="/recommended-activities/$childId" params={{ childId }}>
              Activities to try together
            </TextLink>
            <TextLink to="/child/$childId/summary" params={{ childId }}>
              Open the summary for the doctor
            </TextLink>
          </NextLinks>
        </Celebration>
      ) : (
        <Section $padding="lg" aria-labelledby="weekly-goals">
          <SectionHeading id="weekly-goals">This week with {child.first_name}</SectionHeading>
          <WeekLine>
            Week of <Nowrap>{weekRange(week)}</Nowrap>
          </WeekLine>
          {ticks.status === 'ready' && <Tally aria-live="polite">{practisedSummary(done, goals.length)}</Tally>}
          {!canTick && <ViewOnlyNote name={child.first_name} access={child.access} what="tick goals and add answers" />}
          {ticks.status === 'unavailable' && (
            <Notice tone="info">Ticking goals as practised is not available on this server. The goals below are as usual.</Notice>
          )}
          {ticks.status === 'failed' && (
            <Notice tone="error">
              This week&apos;s ticks could not be loaded.{' '}
              <Button variant="secondary" size="sm" onClick={ticks.onRetry}>
                Try again
              </Button>
            </Notice>
          )}
          {ticks.status === 'ready' && ticks.saveFailed && <Notice tone="error">The tick could not be saved. Please try again.</Notice>}
          <Lead>
            {goals.length === 1 ? 'One milestone' : `${goals.length} milestones`} of {band.title} to watch and try this week: those answered
            &quot;Not yet&quot; first, then &quot;Sometimes&quot;, then the ones not answered yet.
          </Lead>
          <ItemList as="ol">
            {goals.map((goal) => (
              <Goal key={goal.question.id}>
                <GoalHead>
                  <Area>{goal.set.title}</Area>
                  <AnswerPill status={goal.status} label={goal.answer} />
                </GoalHead>
                <GoalText>{goal.question.text}</GoalText>
                {goal.question.help_text && <Tip>Tip: {goal.question.help_text}</Tip>}
                {ticks.status === 'ready' && !canTick && practised.has(goal.question.id) && <Tip>Practised this week</Tip>}
                {ticks.status === 'ready' && canTick && (
                  <CheckboxField
                    label={
                      <>
                        Practised this week<span className="visually-hidden">: {goal.question.text}</span>
                      </>
                    }
                    checked={practised.has(goal.question.id)}
                    aria-busy={ticks.busy || undefined}
                    onChange={(event) => {
                      if (!ticks.busy) ticks.onToggle(goal.question.id, event.currentTarget.checked)
                    }}
                  />
                )}
                {practised.has(goal.question.id) && goal.status !== 'yes' && (
                  <SmallText>
                    Well done. A tick does not change the answer: if {child.first_name} does this now, update the answer.
                  </SmallText>
                )}
                {canAnswer && (
                  <UpdateLink>
                    {/* The questionnaire at this question. */}
                    <Link to="/child/$childId/milestones-status" params={{ childId }} hash={`question-${goal.question.id}`}>
                      {goal.status === 'unanswered' ? 'Answer this question' : 'Update the answer'}
                      <span className="visually-hidden">: {goal.question.text}</span>
                    </Link>
                  </UpdateLink>
                )}
              </Goal>
            ))}
          </ItemList>
        </Section>
      )}
    </OverviewLayout>
  )
}
