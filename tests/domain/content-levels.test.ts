import { describe, expect, it } from 'vitest'
import {
  ancestorsOf,
  builderTexts,
  changedOrders,
  findItem,
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
