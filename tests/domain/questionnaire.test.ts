import { describe, expect, it } from 'vitest'
import type { ChildResponse } from '@/contract/responses'
import { activeContent, answersToSend, bandForChild, isOfferedOption, preloadAnswers, questionnaireBand } from '@/domain/questionnaire'
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

describe('questionnaireBand (a band picked on Child Bands)', () => {
  const bands = [band(1, 0, 6), band(2, 6, 12), band(3, 12, 24, false)]
  it('uses the picked band when it exists and is active, else the band for the age', () => {
    expect(questionnaireBand(bands, '2025-10-15', today, 2)?.id).toBe(2)
    expect(questionnaireBand(bands, '2025-10-15', today)?.id).toBe(1)
    expect(questionnaireBand(bands, '2025-10-15', today, 3)?.id).toBe(1)
    expect(questionnaireBand(bands, '2025-10-15', today, 99)?.id).toBe(1)
  })
})
