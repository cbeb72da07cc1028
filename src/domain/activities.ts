import type { Band, Question, QuestionSet } from '@/contract/content'
import type { AnswerStatus, SetAnswers } from '@/domain/child-overview'

/**
 * Recommended Activities (docs/product-rules.md#decisions-activities): the play ideas of
 * the current band's milestones, grouped by question set; in each set those
 * answered "Not yet" or "Sometimes" come first, then the rest in the band's order.
 */
export interface ActivityItem {
  question: Question
  activity: string
  status: AnswerStatus
  /** The chosen option's label, or null when not answered. */
  answer: string | null
  /** Answered "Not yet" or "Sometimes": the ones to try first. */
  focus: boolean
}

export interface ActivityGroup {
  set: QuestionSet
  items: ActivityItem[]
}

const focusOrder: Record<AnswerStatus, number> = { notYet: 0, sometimes: 1, unanswered: 2, yes: 2 }

/**
 * Whether the server has the `activity` field at all: a backend without the
 * extension leaves it out of every question (an empty text is a question without one).
 */
export const serverHasActivities = (band: Band): boolean =>
  band.sets.some((set) => set.questions.some((question) => question.activity !== undefined))

/** The current band's answers (src/domain/child-overview.ts answersByBand) -> its activities by set. */
export function recommendedActivities(sets: readonly SetAnswers[]): ActivityGroup[] {
  return sets
    .map(({ set, milestones }) => ({
      set,
      items: milestones
        .map((milestone, index) => ({ milestone, index }))
        .filter(({ milestone }) => (milestone.question.activity ?? '').trim() !== '')
        .sort((a, b) => focusOrder[a.milestone.status] - focusOrder[b.milestone.status] || a.index - b.index)
        .map(({ milestone }) => ({
          question: milestone.question,
          activity: (milestone.question.activity ?? '').trim(),
          status: milestone.status,
          answer: milestone.answer,
          focus: milestone.status === 'notYet' || milestone.status === 'sometimes',
        })),
    }))
    .filter((group) => group.items.length > 0)
}
