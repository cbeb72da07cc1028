import { describe, expect, it } from 'vitest'
import { dobFromAge } from '@/domain/age'
import { bandForAge, bandForChild, previewBand } from '@/domain/questionnaire'
import { band } from './questionnaire-fixtures'

const seed = [band(1, 0, 6), band(2, 6, 12), band(3, 12, 24), band(4, 24, 36)]
const today = new Date(2026, 0, 15, 12)

describe('bandForAge: the parents\' band rule for an age in months (docs/product-rules.md#4-band-choice)', () => {
  it('is the rule the questionnaire uses: for every age, the band of a child born that many months ago', () => {
    const bands = [band(1, 0, 6), band(2, 6, 12, false), band(3, 10, 24), band(4, 30, 36)]
    for (let age = 0; age <= 40; age += 1) {
      expect(bandForAge(bands, age)?.id, `${age} months`).toBe(bandForChild(bands, dobFromAge(age, today), today)?.id)
    }
  })

  it('a shared edge goes to the older band; an inactive band is never offered; past the last band, the nearest', () => {
    expect(bandForAge(seed, 6)?.id).toBe(2)
    expect(bandForAge(seed, 12)?.id).toBe(3)
    expect(bandForAge([band(1, 0, 6), band(2, 6, 12, false)], 9)?.id).toBe(1)
    expect(bandForAge(seed, 40)?.id).toBe(4)
    expect(bandForAge([band(1, 0, 6, false)], 3)).toBeNull()
  })
})

describe('previewBand: what the builder\'s preview shows (docs/product-rules.md#decisions-builder-extras)', () => {
  it('shows a band by id with only its active sets, questions and options, in order, images and help text kept', () => {
    const choice = previewBand(seed, { band: 2 })!
    expect(choice.inactive).toBe(false)
    expect(choice.nearest).toBe(false)
    expect(choice.band.milestone_image).toBe('/media/band-2.svg')
    expect(choice.band.sets.map((set) => set.title)).toEqual(['First', 'Second'])
    expect(choice.band.sets[0]!.questions.map((q) => [q.text, q.help_text])).toEqual([
      ['Q201', 'Help 201'],
      ['Q202', 'Help 202'],
    ])
    expect(choice.band.sets[0]!.questions[0]!.options.map((o) => o.id)).toEqual([2011, 2012])
  })

  it('shows an inactive band too, saying parents are not offered it; a band that is gone is none', () => {
    expect(previewBand([band(1, 0, 6, false)], { band: 1 })).toMatchObject({ inactive: true, band: { id: 1 } })
    expect(previewBand(seed, { band: 99 })).toBeNull()
  })

  it('for an age, picks the band by the parents\' rule, and says when it is only the nearest', () => {
    expect(previewBand(seed, { age: 6 })).toMatchObject({ band: { id: 2 }, nearest: false })
    expect(previewBand(seed, { age: 14 })).toMatchObject({ band: { id: 3 }, nearest: false })
    expect(previewBand(seed, { age: 40 })).toMatchObject({ band: { id: 4 }, nearest: true })
    expect(previewBand([band(1, 0, 6, false)], { age: 3 })).toBeNull()
  })
})
