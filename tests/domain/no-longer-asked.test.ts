import { describe, expect, it } from 'vitest'
import type { Band, Question } from '@/contract/content'
import { childOverview } from '@/domain/child-overview'
import { doctorSummary } from '@/domain/doctor-summary'
import { noLongerAsked, noLongerCountedNotes } from '@/domain/no-longer-asked'
import { answer, bands, child } from '../support/overview-factories'

/*
 * docs/decisions/058: an answer to content an admin switched off is kept on the
 * parent's screens, marked "no longer asked", and counted nowhere. Bands: 0-6, 6-12 and 12-24
 * months, each with Movement (questions band*100 + 1..3) and Language (+ 4..6); a child of
 * 9 months is in 6-12 Months (band 2: Movement is set 21, Language set 22).
 */
const today = new Date(2026, 0, 15, 12)
const nineMonths = 9

/** The seed-like bands with one change an admin made. */
function changed(edit: (tree: Band[]) => void): Band[] {
  const tree = structuredClone(bands)
  edit(tree)
  return tree
}
const questionOf = (tree: Band[], id: number): Question => tree.flatMap((b) => b.sets.flatMap((s) => s.questions)).find((q) => q.id === id)!
const setOf = (tree: Band[], id: number) => tree.flatMap((b) => b.sets).find((s) => s.id === id)!

const answers = [answer(201, 2), answer(202, 0), answer(204, 1), answer(101, 2)]
const rows = (tree: Band[]) => noLongerAsked(tree, nineMonths, answers).map(({ question, set, answer, reason }) => [question.text, set.title, answer, reason])

describe('noLongerAsked (issue #21, decision 058)', () => {
  it('finds nothing while every answered question is still asked', () => {
    expect(noLongerAsked(bands, nineMonths, answers)).toEqual([])
  })

  it('keeps an answer to a question the admin switched off, with its words, its area and the answer given', () => {
    const tree = changed((t) => void (questionOf(t, 202).is_active = false))
    expect(rows(tree)).toEqual([['Milestone 202', 'Movement', 'Not yet', 'question']])
  })

  it('keeps every answer of an area switched off, and of a question left with fewer than two active options', () => {
    const tree = changed((t) => {
      setOf(t, 21).is_active = false
      questionOf(t, 204).options.slice(1).forEach((option) => (option.is_active = false))
    })
    expect(rows(tree)).toEqual([
      ['Milestone 201', 'Movement', 'Yes', 'question'],
      ['Milestone 202', 'Movement', 'Not yet', 'question'],
      ['Milestone 204', 'Language', 'Sometimes', 'question'],
    ])
  })

  it('says "answer no longer offered" when the question is still asked but the option chosen was switched off', () => {
    const tree = changed((t) => void (questionOf(t, 201).options.find((o) => o.label === 'Yes')!.is_active = false))
    expect(rows(tree)).toEqual([['Milestone 201', 'Movement', 'Yes', 'answer']])
  })

  it("keeps the answers of the child's age band when the admin switched that band off (the child now follows the nearest one)", () => {
    const tree = changed((t) => void (t[1]!.is_active = false))
    expect(rows(tree)).toEqual([
      ['Milestone 201', 'Movement', 'Yes', 'question'],
      ['Milestone 202', 'Movement', 'Not yet', 'question'],
      ['Milestone 204', 'Language', 'Sometimes', 'question'],
    ])
  })

  it('never counts answers of an earlier band (they were never part of the current percentages)', () => {
    const tree = changed((t) => void (questionOf(t, 101).is_active = false))
    expect(rows(tree)).toEqual([])
  })

  it('finds nothing on a server whose band list leaves inactive content out', () => {
    const tree = changed((t) => {
      const movement = setOf(t, 21)
      movement.questions = movement.questions.filter((q) => q.id !== 202)
    })
    expect(rows(tree)).toEqual([])
  })
})

describe('noLongerCountedNotes: why a percentage moved', () => {
  it('says, per area, how many answers no longer count and why, in plain words', () => {
    const tree = changed((t) => {
      questionOf(t, 201).is_active = false
      questionOf(t, 202).is_active = false
      questionOf(t, 204).options.find((o) => o.label === 'Sometimes')!.is_active = false
    })
    expect(noLongerCountedNotes(noLongerAsked(tree, nineMonths, answers))).toEqual([
      { setId: 21, text: 'Movement: 2 answers no longer count because those questions are no longer asked.' },
      { setId: 22, text: 'Language: 1 answer no longer counts because that answer is no longer offered.' },
    ])
  })
})

describe('the summary for the doctor (childOverview)', () => {
  it('shows a "Not yet" to a question switched off as no longer asked, never "to talk about"', () => {
    const tree = changed((t) => void (questionOf(t, 202).is_active = false))
    const overview = childOverview(child('2025-04-15', null, nineMonths), tree, answers, today)
    expect(overview.noLongerAsked.map(({ question }) => question.id)).toEqual([202])
    expect(doctorSummary(overview.sets).talkAbout).toEqual([])
    expect(overview.sets.flatMap((s) => s.milestones).map((m) => m.question.id)).not.toContain(202)
  })
})
