import { describe, expect, it } from 'vitest'
import type { ChildResponse } from '@/contract/responses'
import { activeContent, answersPerArea, answersToSend, areaBasisText, bandForChild, isOfferedOption, preloadAnswers, questionnaireBand } from '@/domain/questionnaire'
import { band } from './questionnaire-fixtures'

const today = new Date(2026, 0, 15, 12)

describe('bandForChild (SPEC section 4 band choice, active bands only)', () => {
  it('picks the band whose range holds the age in months from the date of birth', () => {
    expect(bandForChild([band(1, 0, 6), band(2, 6, 12)], '2025-07-15', today)?.id).toBe(2)
    expect(bandForChild([band(1, 0, 6), band(2, 6, 12)], '2025-10-16', today)?.id).toBe(1)
  })

  it('ignores switched-off bands, so the nearest active band is chosen', () => {
    expect(bandForChild([band(1, 0, 6, false), band(2, 6, 12)], '2025-10-15', today)?.id).toBe(2)
  })

  it('uses the corrected age of a baby born 3 or more weeks early (PRODUCT.md "Corrected age")', () => {
    // 7 months old on 15 January, born 8 weeks early: 5 months corrected.
    const early = { dob: '2025-06-15', is_premature: true, weeks_premature: 8 }
    expect(bandForChild([band(1, 0, 6), band(2, 6, 12)], early, today)?.id).toBe(1)
    expect(bandForChild([band(1, 0, 6), band(2, 6, 12)], { ...early, weeks_premature: 2 }, today)?.id).toBe(2)
  })

  it('finds nothing when no active band has a numeric range', () => {
    expect(bandForChild([band(1, null, null), band(2, 0, 6, false)], '2025-10-15', today)).toBeNull()
  })
})

describe('activeContent', () => {
  it('keeps active sets, questions and options only, each in order', () => {
    const shown = activeContent(band(1, 0, 6))
    expect(shown.sets.map((s) => s.title)).toEqual(['First', 'Second'])
    expect(shown.sets[0]!.questions.map((q) => q.id)).toEqual([101, 102])
    expect(shown.sets[0]!.questions[0]!.options.map((o) => o.id)).toEqual([1011, 1012])
  })
})

describe('preloadAnswers (SPEC section 4: the first choice of each response)', () => {
  it('maps each answered question to its first chosen option', () => {
    const responses: ChildResponse[] = [
      { id: 1, child: 1, question: { id: 101, text: '' }, choices: [{ id: 5, option: { id: 1012, label: '', value_int: 1 } }, { id: 6, option: { id: 1011, label: '', value_int: 0 } }] },
      { id: 2, child: 1, question: { id: 102, text: '' }, choices: [] },
    ]
    expect(preloadAnswers(responses)).toEqual({ 101: 1012 })
  })
})

describe('answersToSend (SPEC section 4: only the chosen band’s questions)', () => {
  it('sends one option per answered question of the band, and nothing for other bands’ questions', () => {
    const shown = activeContent(band(1, 0, 6))
    expect(answersToSend(shown, { 101: 1011, 103: 1032, 201: 2011 })).toEqual([
      { question: 101, options: [1011] },
      { question: 103, options: [1032] },
    ])
  })

  it('sends nothing when nothing in the band is answered', () => {
    expect(answersToSend(activeContent(band(1, 0, 6)), { 201: 2011 })).toEqual([])
  })

  it('drops an answer whose option no longer belongs to its question', () => {
    expect(answersToSend(activeContent(band(1, 0, 6)), { 101: 1013, 102: 9999 })).toEqual([])
  })
})

describe('isOfferedOption', () => {
  it('accepts an option of a shown question and refuses anything else', () => {
    const shown = activeContent(band(1, 0, 6))
    expect(isOfferedOption(shown, 101, 1011)).toBe(true)
    expect(isOfferedOption(shown, 101, 1021)).toBe(false)
    expect(isOfferedOption(shown, 104, 1041)).toBe(false)
  })
})

const response = (questionId: number, optionId: number | null, given_by?: string): ChildResponse => ({
  question: { id: questionId },
  choices: optionId === null ? [] : [{ option: { id: optionId } }],
  ...(given_by ? { given_by } : {}),
}) as ChildResponse

describe('answersPerArea (issue #12: "Not answered yet" vs 0 %)', () => {
  it("counts the answered active questions of each set of the child's band, 0 for a set nobody answered", () => {
    // Band 1 (0-6): set 11 has the active questions 101 and 102, set 12 has 103; 109 is inactive.
    const areas = answersPerArea([band(1, 0, 6), band(2, 6, 12)], [response(101, 1012), response(109, 1092), response(201, 2012)], '2025-10-15', today)
    expect(areas).toEqual({ 11: { answered: 1, total: 2 }, 12: { answered: 0, total: 1 } })
  })

  it('does not count a response without a choice', () => {
    expect(answersPerArea([band(1, 0, 6)], [response(103, null)], '2025-10-15', today)[12]).toEqual({ answered: 0, total: 1 })
  })

  it('answers nothing when no band fits', () => {
    expect(answersPerArea([band(1, null, null)], [], '2025-10-15', today)).toEqual({})
  })

  it('counts the answers someone other than the reader gave, by first name (issue #26 point 2)', () => {
    const responses = [response(101, 1012, 'Sam Carter'), response(102, 1021, 'Paula Carter'), response(103, 1031, 'Sam Carter')]
    const areas = answersPerArea([band(1, 0, 6)], responses, '2025-10-15', today, 'Paula Carter')
    expect(areas[11]).toEqual({ answered: 2, total: 2, byOthers: [{ name: 'Sam', count: 1 }] })
    expect(areas[12]).toEqual({ answered: 1, total: 1, byOthers: [{ name: 'Sam', count: 1 }] })
    expect(answersPerArea([band(1, 0, 6)], responses, '2025-10-15', today, 'Sam Carter')[11]?.byOthers).toEqual([{ name: 'Paula', count: 1 }])
  })
})

describe('areaBasisText (the line under an area on the profile)', () => {
  it('says how many questions the percentage rests on, and how many of them someone else answered', () => {
    expect(areaBasisText({ answered: 1, total: 1 })).toBe('Based on 1 of 1 question answered')
    expect(areaBasisText({ answered: 3, total: 4, byOthers: [{ name: 'Sam', count: 1 }] })).toBe('Based on 3 of 4 questions answered, 1 by Sam')
    expect(areaBasisText({ answered: 4, total: 4, byOthers: [{ name: 'Sam', count: 1 }, { name: 'Gwen', count: 2 }] })).toBe('Based on 4 of 4 questions answered, 1 by Sam and 2 by Gwen')
  })
})

describe('questionnaireBand (a band picked on Child Bands)', () => {
  const bands = [band(1, 0, 6), band(2, 6, 12), band(3, 12, 24, false)]
  it('uses the picked band when it exists and is active, else the band for the age', () => {
    expect(questionnaireBand(bands, '2025-10-15', today, 2)?.id).toBe(2)
    expect(questionnaireBand(bands, '2025-10-15', today)?.id).toBe(1)
    expect(questionnaireBand(bands, '2025-10-15', today, 3)?.id).toBe(1)
    expect(questionnaireBand(bands, '2025-10-15', today, 99)?.id).toBe(1)
  })
})
