import type { Band, Question, QuestionSet } from '@/contract/content'
import type { AnswerStatus, SetAnswers } from '@/domain/child-overview'

/**
 * Recommended Activities (docs/product-rules.md#decisions-activities): the play ideas of
 * the current band's milestones. Those answered "Not yet" or "Sometimes" open the
 * page ("Start with these": Not yet first, then Sometimes, each in the band's order of
 * areas and questions); the rest follow grouped by question set, in the band's order.
 */
export interface ActivityItem {
  question: Question
  /** The area (question set) the milestone belongs to. */
  set: QuestionSet
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

export interface ActivityPlan {
  /** The ideas for milestones answered "Not yet" or "Sometimes", across all areas. */
  startWith: ActivityItem[]
  /** The other ideas by area; areas left without any are left out. */
  groups: ActivityGroup[]
}

const focusOrder: Record<AnswerStatus, number> = { notYet: 0, sometimes: 1, unanswered: 2, yes: 2 }

/**
 * Whether the server has the `activity` field at all: a backend without the
 * extension leaves it out of every question (an empty text is a question without one).
 */
export const serverHasActivities = (band: Band): boolean =>
  band.sets.some((set) => set.questions.some((question) => question.activity !== undefined))

/** The current band's answers (src/domain/child-overview.ts answersByBand) -> the ideas to start with, then the rest by set. */
export function recommendedActivities(sets: readonly SetAnswers[]): ActivityPlan {
  const all = sets.flatMap(({ set, milestones }) =>
    milestones
      .filter((milestone) => (milestone.question.activity ?? '').trim() !== '')
      .map(
        (milestone): ActivityItem => ({
          question: milestone.question,
          set,
          activity: (milestone.question.activity ?? '').trim(),
          status: milestone.status,
          answer: milestone.answer,
          focus: milestone.status === 'notYet' || milestone.status === 'sometimes',
        }),
      ),
  )
  // A stable sort: within a status, the band's order of areas and questions stays.
  const startWith = all.filter((item) => item.focus).sort((a, b) => focusOrder[a.status] - focusOrder[b.status])
  const groups = sets
    .map(({ set }) => ({ set, items: all.filter((item) => !item.focus && item.set.id === set.id) }))
    .filter((group) => group.items.length > 0)
  return { startWith, groups }
}
