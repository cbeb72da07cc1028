import { describe, expect, it } from 'vitest'
import type { Band } from '@/contract/content'
import { dobFromAge } from '@/domain/age'
import { bandForAge, bandForChild, previewBand } from '@/domain/questionnaire'

const option = (id: number, question: number, order: number, is_active = true) => ({
  id,
  label: `Option ${id}`,
  value_int: order,
  value_str: '',
  is_active,
  question,
  order,
})
const question = (id: number, set: number, order: number, is_active = true) => ({
  id,
  text: `Q${id}`,
  help_text: `Help ${id}`,
  multi_select: false,
  is_active,
  band_set: set,
  order,
  options: [option(id * 10 + 2, id, 1), option(id * 10 + 1, id, 0), option(id * 10 + 3, id, 2, false)],
})
const band = (id: number, min: number | null, max: number | null, is_active = true): Band => ({
  id,
  code: `B${id}`,
  title: `Band ${id}`,
  age_min_months: min,
  age_max_months: max,
  is_active,
  milestone_image: `/media/band-${id}.svg`,
  goal_image: null,
  order: id,
  sets: [
    { id: id * 10 + 2, title: 'Second', slug: 'second', is_active: true, band: id, order: 1, questions: [question(id * 100 + 3, id * 10 + 2, 0)] },
    {
      id: id * 10 + 1,
      title: 'First',
      slug: 'first',
      is_active: true,
      band: id,
      order: 0,
      questions: [question(id * 100 + 2, id * 10 + 1, 1), question(id * 100 + 1, id * 10 + 1, 0), question(id * 100 + 9, id * 10 + 1, 2, false)],
    },
    { id: id * 10 + 3, title: 'Off', slug: 'off', is_active: false, band: id, order: 2, questions: [question(id * 100 + 4, id * 10 + 3, 0)] },
  ],
})

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
