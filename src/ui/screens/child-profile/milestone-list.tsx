import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { MilestoneProgress } from '@/contract/children'
import { answeredByOthersText, answeredOf, NOT_ANSWERED_YET, tallyText, type AreaMeasure } from '@/domain/milestone-measure'
import { formatPercent } from '@/domain/format'
import type { NoLongerCountedNote } from '@/domain/no-longer-asked'
import { BlankProgressBar, ProgressBar } from '@/ui/primitives/progress-bar'
import { SeedlingIcon, StarIcon } from '@/ui/primitives/icons'
import { EmptyBox } from '@/ui/primitives/states'
import { plainList, Stack } from '@/ui/primitives/layout'
import { SmallText } from '@/ui/primitives/text'
import { tinted } from '@/ui/primitives/tinted'

/** docs/product-rules.md#9: 'Excellent Progress!' at a completion_percentage of 75 or more. */
export const EXCELLENT_PROGRESS_FROM = 75

const List = styled(Stack).attrs({ as: 'ul' as const, $gap: 0 })`
  ${plainList}
`

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)} 0;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  &:first-child {
    padding-top: 0;
  }

  &:last-child {
    padding-bottom: 0;
  }
`

/* The name and its percentage or status share a line while they fit; the status wraps below rather than breaking a word. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2)};
`

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  min-width: 0;
  /* Only a single word wider than the card may break. */
  overflow-wrap: break-word;
`

const Percent = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.ink};
`

/** "Not answered yet": an area with no answers, where 0 % is no score (also the summary for the doctor's). */
export const NotAnswered = styled.span.attrs({ children: NOT_ANSWERED_YET })`
  flex: none;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const Excellent = styled.p`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.75)};
  ${tinted('successSoft', 'success', [0.5, 1.25])}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const EmptyTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
`

const EmptyHint = styled.p`
  max-width: 36ch;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StartHint = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(0.5)};
  ${tinted('infoSoft', 'ink', [1.5, 2], 'md')}
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export type MilestoneListProps = {
  milestones: readonly MilestoneProgress[]
  /** Each area by the one measure of milestones (by question set id), when known. */
  areaAnswers?: Readonly<Record<number, AreaMeasure>> | null
  /** A way to the questionnaire, offered when nothing is tracked. */
  answerAction?: ReactNode
  /** What to say when nothing is answered, for a reader who does not answer (docs/decisions/094: a viewer). */
  nothingAnsweredText?: string
  /** decision 058: why an area's percentage moved without a new answer, by area (question set id). */
  notes?: readonly NoLongerCountedNote[]
}

/**
 * The profile's milestones: title, percentage, the three-section bar, and praise from 75%.
 * An area with no answers reads "Not answered yet" over a neutral bar: 0 % there is no score.
 */
export function MilestoneList({ milestones, areaAnswers, answerAction, nothingAnsweredText, notes = [] }: MilestoneListProps) {
  if (milestones.length === 0) {
    return (
      <EmptyBox>
        <SeedlingIcon size={48} strokeWidth={1.75} />
        <EmptyTitle>No milestones tracked yet</EmptyTitle>
        <EmptyHint>{nothingAnsweredText ?? 'Answer a few questions about what your child is doing, and their progress will grow here.'}</EmptyHint>
        {answerAction}
      </EmptyBox>
    )
  }
  const answersOf = (milestone: MilestoneProgress) => areaAnswers?.[milestone.id]
  const notesOf = (setId: number) =>
    notes
      .filter((note) => note.setId === setId)
      .map((note) => (
        <SmallText key={note.text}>{note.text}</SmallText>
      ))
  // An area no longer asked at all has no bar of its own: its note follows the list.
  const otherNotes = notes.filter((note) => !milestones.some((milestone) => milestone.id === note.setId))
  const isUnanswered = (milestone: MilestoneProgress) => {
    const answers = answersOf(milestone)
    return answers !== undefined && answeredOf(answers.tally) === 0
  }
  // Nothing answered yet (or, without the counts, every area at 0%): say how to start rather than only show empty bars.
  const nothingAnswered = milestones.every((milestone) =>
    areaAnswers ? isUnanswered(milestone) : milestone.completion_percentage === 0,
  )
  return (
    <>
      {nothingAnswered && (
        <StartHint>
          <p>{nothingAnsweredText ?? 'Just getting started? Tell us what your child is doing and each bar will fill in.'}</p>
        </StartHint>
      )}
      <List>
        {milestones.map((milestone) => {
          const answers = answersOf(milestone)
          if (answers && answeredOf(answers.tally) === 0) {
            return (
              <Item key={milestone.id}>
                <Row>
                  <Name>{milestone.title}</Name>
                  <NotAnswered />
                </Row>
                <BlankProgressBar />
                {notesOf(milestone.id)}
              </Item>
            )
          }
          return (
            <Item key={milestone.id}>
              <Row>
                <Name>{milestone.title}</Name>
                <Percent>{formatPercent(milestone.completion_percentage)}</Percent>
              </Row>
              <ProgressBar value={milestone.completion_percentage} label={milestone.title} showScale />
              {answers && (
                <>
                  <SmallText>{tallyText(answers.tally)}</SmallText>
                  {answeredByOthersText(answers) && <SmallText>{answeredByOthersText(answers)}</SmallText>}
                </>
              )}
              {notesOf(milestone.id)}
              {milestone.completion_percentage >= EXCELLENT_PROGRESS_FROM && (
                <Excellent>
                  <StarIcon size={16} />
                  Excellent Progress!
                </Excellent>
              )}
            </Item>
          )
        })}
      </List>
      {otherNotes.map((note) => (
        <SmallText key={note.text}>{note.text}</SmallText>
      ))}
    </>
  )
}
