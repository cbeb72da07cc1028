import { describe, expect, it } from 'vitest'
import type { Band, QuestionSet } from '@/contract/content'
import {
  estimateRowSize,
  expandedCodes,
  flattenTree,
  learnRowSize,
  nearSiblings,
  SIBLING_MARGIN,
  type FlatTree,
} from '@/ui/screens/admin/builder/builder-rows'

/*
 * The windowed builder's row logic (builder-rows.ts): which sibling boxes are in
 * the page, and the row height guesses the virtualizer starts from.
 */

const set = (id: number, band: number): QuestionSet => ({ id, title: `Set ${id}`, slug: `set-${id}`, is_active: true, band, questions: [], order: 0 })

const bands: Band[] = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  code: `B${index + 1}`,
  title: `Band ${index + 1}`,
  age_min_months: index,
  age_max_months: index + 1,
  is_active: true,
  milestone_image: null,
  goal_image: null,
  sets: [set(100 + index * 2, index + 1), set(101 + index * 2, index + 1)],
  order: index,
}))

const flat = (expanded: string[] = []): FlatTree => flattenTree(bands, bands, expandedCodes(expanded), null)
/** A window of rendered rows, as the virtualizer gives it. */
const inView = (from: number, to: number) => (first: number, last: number) => first <= to && last >= from
const titles = (nodes: { item: { id: number } }[]) => nodes.map((node) => node.item.id)

describe('nearSiblings: the sibling boxes a windowed list keeps in the page', () => {
  it('keeps the siblings with a row in view and SIBLING_MARGIN more either side', () => {
    const { root } = flat()
    expect(SIBLING_MARGIN).toBe(2)
    // Collapsed: one row per band; rows 4 to 6 are bands 5 to 7.
    expect(titles(nearSiblings(root!.children, inView(4, 6), null))).toEqual([3, 4, 5, 6, 7, 8, 9])
    // At the ends of the list the margin stops at the first and last sibling.
    expect(titles(nearSiblings(root!.children, inView(0, 1), null))).toEqual([1, 2, 3, 4])
    expect(titles(nearSiblings(root!.children, inView(9, 9), null))).toEqual([8, 9, 10])
  })

  it('counts a sibling as in view when any row it spans is, its open children included', () => {
    const { root, rows } = flat(['band:1'])
    const band1 = root!.children[0]!
    // Band 1 spans its own row, its area heading and its two sets.
    expect(band1.last - band1.first).toBe(3)
    expect(rows.length).toBe(13)
    expect(titles(nearSiblings(root!.children, inView(band1.last, band1.last), null))).toEqual([1, 2, 3])
    // The open set list is a sibling list of its own.
    const sets = band1.area!.list!
    expect(titles(nearSiblings(sets.children, inView(band1.last, band1.last), null))).toEqual([100, 101])
  })

  it('keeps the row being dragged wherever it is, and only the margin around it when nothing is in view', () => {
    const { root } = flat()
    expect(titles(nearSiblings(root!.children, inView(0, 1), 10))).toEqual([1, 2, 3, 4, 10])
    expect(titles(nearSiblings(root!.children, inView(8, 9), 1))).toEqual([1, 7, 8, 9, 10])
    // The dragged row within the kept ones is not repeated.
    expect(titles(nearSiblings(root!.children, inView(2, 4), 4))).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(titles(nearSiblings(root!.children, inView(20, 30), null))).toEqual([])
    expect(titles(nearSiblings(root!.children, inView(20, 30), 5))).toEqual([3, 4, 5, 6, 7])
  })
})

describe('row height guesses', () => {
  it('start from fixed guesses per kind, then use the first measured height of each kind at the same window width', () => {
    const { rows } = flat(['band:1'])
    const [band1, area, set1] = rows
    const band2 = rows[4]
    expect(estimateRowSize(band1, 1280)).toBe(76)
    expect(estimateRowSize(area, 1280)).toBe(44)
    expect(estimateRowSize(set1, 1280)).toBe(74)
    expect(estimateRowSize(undefined, 1280)).toBe(60)

    learnRowSize(band1, 81, 1280)
    // Every band row now guesses the measured height; other kinds keep their own.
    expect(estimateRowSize(band2, 1280)).toBe(81)
    expect(estimateRowSize(area, 1280)).toBe(44)
    // At another width rows wrap differently: the fixed guess again.
    expect(estimateRowSize(band2, 320)).toBe(76)

    // Measuring at a new width forgets the old width's heights.
    learnRowSize(area, 70, 320)
    expect(estimateRowSize(area, 320)).toBe(70)
    expect(estimateRowSize(band2, 320)).toBe(76)
    expect(estimateRowSize(band2, 1280)).toBe(76)
    // A row not (or no longer) in the page measures 0: that is not learned.
    learnRowSize(band1, 0, 320)
    expect(estimateRowSize(band2, 320)).toBe(76)
  })

  it('give a measured row its own height back, whatever another row of its kind measured since', () => {
    const { rows } = flat()
    const [band1, band2, band3] = rows.filter((row) => row.kind === 'item' && row.level === 'band')
    // A band whose title wraps at 390 px, then one whose title fits on a line.
    learnRowSize(band1, 157, 390)
    learnRowSize(band2, 131, 390)
    expect(estimateRowSize(band1, 390)).toBe(157)
    expect(estimateRowSize(band2, 390)).toBe(131)
    // A band not measured yet guesses the first measured height of its kind, which later measurements do
    // not change: rows never measured (above the view in a large tree) must not move when another row is measured.
    expect(estimateRowSize(band3, 390)).toBe(157)
    // The same band with its edit form open is another kind of row: not the item's height.
    expect(estimateRowSize({ ...band1!, editing: true } as typeof band1, 390)).not.toBe(157)
  })
})
