import { describe, expect, it } from 'vitest'
import {
  ancestorsOf,
  builderTexts,
  changedOrders,
  findItem,
  impactTexts,
  moveItem,
  placeSaved,
  removeItem,
  setActive,
  visibleBands,
} from '@/domain/content-levels'
import { fixtureBands, savedOption, savedSet } from '../model/models/builder.fixtures'

describe('builderTexts (SPEC sections 5 and 8)', () => {
  it('words every toast and the delete question as the spec does', () => {
    expect(builderTexts.reordered('questionSet')).toBe('Question Set order updated')
    expect(builderTexts.created('band')).toBe('Band created successfully')
    expect(builderTexts.updated('option')).toBe('Option updated successfully')
    expect(builderTexts.saveError('questionSet')).toBe('Error saving question set')
    expect(builderTexts.toggled('question')).toBe('Question status toggled')
    expect(builderTexts.confirmDelete('questionSet')).toBe('Are you sure you want to delete this questionSet?')
  })
})

describe("impactTexts: what a change does to parents' answers (issue #21)", () => {
  const one = { answers: 1, children: 1, parents: 1 }
  const many = { answers: 1250, children: 12, parents: 9 }

  it('keeps SPEC words first, counts in words with thousands grouped, one and many', () => {
    expect(impactTexts.afterDelete('band', many)).toBe('Band deleted successfully. 1,250 answers for 12 children were deleted with it.')
    expect(impactTexts.afterDelete('question', one)).toBe('Question deleted successfully. 1 answer for 1 child was deleted with it.')
    expect(impactTexts.afterDelete('question', { answers: 0, children: 0, parents: 0 })).toBe('Question deleted successfully')
    expect(impactTexts.afterDeactivate('questionSet', one)).toBe('Question Set status toggled. 1 answer for 1 child is kept and counts again when it is active.')
  })

  it("says an option's answers are the ones that chose it", () => {
    expect(impactTexts.afterDelete('option', many)).toBe('Option deleted successfully. It was taken out of 1,250 answers for 12 children.')
    expect(impactTexts.beforeDelete('option', one)).toMatch(/^Parents chose it in 1 answer for 1 child\. /)
    expect(impactTexts.beforeDeactivate('option', 'Sometimes', many)).toMatch(/^Parents chose “Sometimes” in 1,250 answers for 12 children\. While it is inactive, parents cannot choose it/)
    expect(impactTexts.beforeDelete('band', { answers: 0, children: 0, parents: 0 })).toBe('No parent has answered it yet.')
  })
})

describe('tree operations', () => {
  it('finds an item anywhere with its parent id and index', () => {
    expect(findItem(fixtureBands, 'option', 1012)).toMatchObject({ parentId: 101, index: 1 })
    expect(findItem(fixtureBands, 'band', 1)).toMatchObject({ parentId: null, index: 0 })
    expect(findItem(fixtureBands, 'question', 999)).toBeNull()
  })

  it('names the rows above an item, band first: what must be open to show it', () => {
    const set = fixtureBands[0]!.sets[0]!
    expect(ancestorsOf(fixtureBands, 'option', 1012)).toEqual([
      { level: 'band', id: 1 },
      { level: 'questionSet', id: set.id },
      { level: 'question', id: 101 },
    ])
    expect(ancestorsOf(fixtureBands, 'band', 1)).toEqual([])
    expect(ancestorsOf(fixtureBands, 'question', 999)).toBeNull()
  })

  it('replaces a saved item in place (edit) and appends a new one (create)', () => {
    const edited = placeSaved(fixtureBands, 'option', 101, savedOption)
    expect(edited[0]!.sets[0]!.questions[0]!.options.map((o) => o.label)).toEqual(['Yes, often', 'Not yet'])
    const added = placeSaved(fixtureBands, 'questionSet', 1, savedSet)
    expect(added[0]!.sets.map((s) => s.title)).toEqual(['Movement', 'Sleep'])
    expect(fixtureBands[0]!.sets).toHaveLength(1)
  })

  it('moves an item and renumbers its siblings from 0 (SPEC section 4)', () => {
    const moved = moveItem(fixtureBands, 'option', 101, 0, 1)
    expect(moved[0]!.sets[0]!.questions[0]!.options.map((o) => [o.label, o.order])).toEqual([
      ['Not yet', 0],
      ['Yes', 1],
    ])
    expect(changedOrders(fixtureBands, moved, 'option', 101)).toEqual([
      { id: 1012, order: 0 },
      { id: 1011, order: 1 },
    ])
  })

  it('removes and toggles without touching other items', () => {
    expect(removeItem(fixtureBands, 'question', 11, 101)[0]!.sets[0]!.questions).toEqual([])
    expect(setActive(fixtureBands, 'band', null, 1, false)[0]!.is_active).toBe(false)
  })
})

describe('visibleBands (SPEC: search on title or code, case-insensitive; All/Active/Inactive)', () => {
  it('matches code or title in any case and filters by status', () => {
    expect(visibleBands(fixtureBands, 'b00', 'all')).toHaveLength(1)
    expect(visibleBands(fixtureBands, 'MONTHS', 'all')).toHaveLength(1)
    expect(visibleBands(fixtureBands, 'years', 'all')).toHaveLength(0)
    expect(visibleBands(fixtureBands, '', 'inactive')).toHaveLength(0)
    expect(visibleBands(setActive(fixtureBands, 'band', null, 1, false), '', 'inactive')).toHaveLength(1)
  })
})
