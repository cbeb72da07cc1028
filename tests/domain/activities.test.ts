import { describe, expect, it } from 'vitest'
import type { Band, Question } from '@/contract/content'
import { recommendedActivities, serverHasActivities } from '@/domain/activities'
import type { SetAnswers } from '@/domain/child-overview'
import { makeBand } from '../support/factories'

const question = (id: number, activity?: string): Question => ({
  id,
  text: `Question ${id}?`,
  help_text: '',
  ...(activity === undefined ? {} : { activity }),
  multi_select: false,
  is_active: true,
  band_set: 1,
  options: [],
  order: id,
})
const set = { id: 1, title: 'Movement', slug: 'movement', is_active: true, band: 1, questions: [], order: 0 }

describe('recommendedActivities (docs/product-rules.md#decisions-activities)', () => {
  const sets: SetAnswers[] = [
    {
      set,
      milestones: [
        { question: question(1, 'Roll a ball.'), status: 'yes', answer: 'Yes', option: null },
        { question: question(2, 'Stack blocks.'), status: 'unanswered', answer: null, option: null },
        { question: question(3, 'Clap together.'), status: 'sometimes', answer: 'Sometimes', option: null },
        { question: question(4, ''), status: 'notYet', answer: 'Not yet', option: null },
        { question: question(5, 'Crawl to a toy.'), status: 'notYet', answer: 'Not yet', option: null },
      ],
    },
    { set: { ...set, id: 2, title: 'Language' }, milestones: [{ question: question(6, ''), status: 'notYet', answer: 'Not yet', option: null }] },
  ]

  it('opens with the "Not yet" then the "Sometimes" ideas of every area, then the rest by area; skips questions without an idea and sets without any', () => {
    const plan = recommendedActivities([
      ...sets,
      {
        set: { ...set, id: 3, title: 'Cognitive' },
        milestones: [
          { question: question(7, 'Hide a toy.'), status: 'sometimes', answer: 'Sometimes', option: null },
          { question: question(8, 'Sort shapes.'), status: 'notYet', answer: 'Not yet', option: null },
        ],
      },
    ])
    expect(plan.startWith.map((item) => [item.activity, item.set.title, item.status])).toEqual([
      ['Crawl to a toy.', 'Movement', 'notYet'],
      ['Sort shapes.', 'Cognitive', 'notYet'],
      ['Clap together.', 'Movement', 'sometimes'],
      ['Hide a toy.', 'Cognitive', 'sometimes'],
    ])
    expect(plan.startWith.every((item) => item.focus)).toBe(true)
    // The rest, in the band's order; Cognitive has nothing left and Language had no ideas.
    expect(plan.groups.map((group) => [group.set.title, group.items.map((item) => [item.activity, item.focus])])).toEqual([
      [
        'Movement',
        [
          ['Roll a ball.', false],
          ['Stack blocks.', false],
        ],
      ],
    ])
  })

  it('tells a server without the field (no question has it) from content without ideas', () => {
    const band = (questions: Question[]): Band => makeBand({ id: 1, code: 'B1', title: 'B', sets: [{ ...set, questions }] })
    expect(serverHasActivities(band([question(1), question(2)]))).toBe(false)
    expect(serverHasActivities(band([question(1, ''), question(2)]))).toBe(true)
  })
})
