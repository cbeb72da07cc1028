import type { Band, Impact, Option, Question, QuestionSet } from '@/contract/content'
import { countOf } from '@/domain/format'

/** The builder's four levels (docs/product-rules.md#2), treated as data (STYLE.md "The builder is one machine"). */
export type Level = 'band' | 'questionSet' | 'question' | 'option'
export const levelOrder: readonly Level[] = ['band', 'questionSet', 'question', 'option']

export type Item = Band | QuestionSet | Question | Option

export interface LevelInfo {
  /** As the toasts write it: 'Band order updated', 'Question Set created successfully'. */
  label: string
  /** As the error toasts write it: 'Error saving question set'. */
  lower: string
  /** The word in 'Are you sure you want to delete this {band|questionSet|question|option}?' */
  key: Level
  /** The wire field naming the parent; null for bands. */
  parentKey: 'band' | 'band_set' | 'question' | null
  child: Level | null
}

export const levels: Record<Level, LevelInfo> = {
  band: { label: 'Band', lower: 'band', key: 'band', parentKey: null, child: 'questionSet' },
  questionSet: { label: 'Question Set', lower: 'question set', key: 'questionSet', parentKey: 'band', child: 'question' },
  question: { label: 'Question', lower: 'question', key: 'question', parentKey: 'band_set', child: 'option' },
  option: { label: 'Option', lower: 'option', key: 'option', parentKey: 'question', child: null },
}

/** docs/product-rules.md#8 builder toasts, word for word. */
export const builderTexts = {
  created: (level: Level) => `${levels[level].label} created successfully`,
  updated: (level: Level) => `${levels[level].label} updated successfully`,
  deleted: (level: Level) => `${levels[level].label} deleted successfully`,
  toggled: (level: Level) => `${levels[level].label} status toggled`,
  reordered: (level: Level) => `${levels[level].label} order updated`,
  saveError: (level: Level) => `Error saving ${levels[level].lower}`,
  deleteError: (level: Level) => `Error deleting ${levels[level].lower}`,
  confirmDelete: (level: Level) => `Are you sure you want to delete this ${levels[level].key}?`,
  fetchError: 'Error fetching bands',
  exported: 'Milestones exported successfully',
  exportError: 'Error exporting milestones',
  imported: 'Milestones imported successfully',
  importError: 'Error importing milestones',
} as const

/** "34 answers for 12 children" (docs/decisions/066). */
const answersOf = (impact: Impact) => `${countOf(impact.answers, 'answer')} for ${countOf(impact.children, 'child', 'children')}`
const were = (impact: Impact) => (impact.answers === 1 ? 'was' : 'were')
const are = (impact: Impact) => (impact.answers === 1 ? 'is' : 'are')

/**
 * docs/decisions/066: what deactivating or deleting an item does to parents'
 * answers, said before (the dialog) and after (the toast, after SPEC's own words).
 * An option's answers are the ones that chose it; anything else's, the answers to it
 * or to the questions below it.
 */
export const impactTexts = {
  counting: 'Counting the parents’ answers this touches…',
  /** Under the delete dialog's SPEC question. */
  beforeDelete: (level: Level, impact: Impact) => {
    if (impact.answers === 0) return 'No parent has answered it yet.'
    return level === 'option'
      ? `Parents chose it in ${answersOf(impact)}. Deleting it takes it out of those answers, and an answer left with no choice is deleted.`
      : `Parents have given ${answersOf(impact)} to it. Deleting it deletes those answers for good.`
  },
  afterDelete: (level: Level, impact: Impact) => {
    const done = builderTexts.deleted(level)
    if (impact.answers === 0) return done
    return level === 'option' ? `${done}. It was taken out of ${answersOf(impact)}.` : `${done}. ${answersOf(impact)} ${were(impact)} deleted with it.`
  },
  deactivateTitle: (level: Level) => `Deactivate ${levels[level].lower}?`,
  /** The deactivate dialog (shown only when parents have answered). */
  beforeDeactivate: (level: Level, name: string, impact: Impact) =>
    level === 'option'
      ? `Parents chose “${name}” in ${answersOf(impact)}. While it is inactive, parents cannot choose it and those answers do not count in their results. The answers are kept and count again when it is active.`
      : `Parents have given ${answersOf(impact)} to “${name}”. While it is inactive, parents do not see it and those answers do not count in their results. The answers are kept and count again when it is active.`,
  afterDeactivate: (level: Level, impact: Impact) => `${builderTexts.toggled(level)}. ${answersOf(impact)} ${are(impact)} kept and ${impact.answers === 1 ? 'counts' : 'count'} again when it is active.`,
} as const

/** Children of an item, by level. */
export function childrenOf(item: Item, level: Level): Item[] {
  if (level === 'band') return (item as Band).sets
  if (level === 'questionSet') return (item as QuestionSet).questions
  if (level === 'question') return (item as Question).options
  return []
}

function withChildren(item: Item, level: Level, children: Item[]): Item {
  if (level === 'band') return { ...(item as Band), sets: children as QuestionSet[] }
  if (level === 'questionSet') return { ...(item as QuestionSet), questions: children as Question[] }
  if (level === 'question') return { ...(item as Question), options: children as Option[] }
  return item
}

/**
 * The indexes leading to the parent `parentId` of `level` items: [] for bands,
 * [band] for sets, [band, set] for questions, [band, set, question] for options.
 * Null when the parent is not in the tree.
 */
function pathToParent(bands: readonly Band[], level: Level, parentId: number | null): number[] | null {
  const depth = levelOrder.indexOf(level)
  if (depth === 0) return []
  const search = (items: readonly Item[], at: number): number[] | null => {
    for (let index = 0; index < items.length; index += 1) {
      const item = items[index]!
      if (at === depth - 1) {
        if (item.id === parentId) return [index]
        continue
      }
      const rest = search(childrenOf(item, levelOrder[at]!), at + 1)
      if (rest) return [index, ...rest]
    }
    return null
  }
  return search(bands, 0)
}

/**
 * Rebuilds the tree with `change` applied to the list of `level` items under
 * `parentId` (null for bands). Only the items on the way to that list are new
 * objects; everything else is shared, unchanged, so the screen can tell what
 * changed by identity (a toggle with 10,250 rows copies four objects, not the tree).
 */
export function updateSiblings(bands: readonly Band[], level: Level, parentId: number | null, change: (items: Item[]) => Item[]): Band[] {
  const path = pathToParent(bands, level, parentId)
  if (!path) return bands as Band[]
  const rebuild = (items: readonly Item[], at: number): Item[] => {
    if (at === path.length) return change(items as Item[])
    const index = path[at]!
    const item = items[index]!
    const next = [...items]
    next[index] = withChildren(item, levelOrder[at]!, rebuild(childrenOf(item, levelOrder[at]!), at + 1))
    return next
  }
  return rebuild(bands, 0) as Band[]
}

/** Finds an item of a level anywhere in the tree, with its parent's id. */
export function findItem(bands: readonly Band[], level: Level, id: number): { item: Item; parentId: number | null; index: number } | null {
  const depth = levelOrder.indexOf(level)
  const search = (items: Item[], at: number, parentId: number | null): ReturnType<typeof findItem> => {
    if (at === depth) {
      const index = items.findIndex((item) => item.id === id)
      return index >= 0 ? { item: items[index]!, parentId, index } : null
    }
    const parentLevel = levelOrder[at]!
    for (const item of items) {
      const found = search(childrenOf(item, parentLevel), at + 1, item.id)
      if (found) return found
    }
    return null
  }
  return search(bands as Item[], 0, null)
}

/** The rows above an item, band first ([] for a band; null when the item is not in the tree): what must be open to show it. */
export function ancestorsOf(bands: readonly Band[], level: Level, id: number): { level: Level; id: number }[] | null {
  const found = findItem(bands, level, id)
  if (!found) return null
  if (found.parentId === null) return []
  const parentLevel = levelOrder[levelOrder.indexOf(level) - 1]!
  const above = ancestorsOf(bands, parentLevel, found.parentId)
  return above && [...above, { level: parentLevel, id: found.parentId }]
}

/** docs/product-rules.md#4: a saved item replaces the one on screen (edit) or is appended (create). */
export function placeSaved(bands: readonly Band[], level: Level, parentId: number | null, saved: Item): Band[] {
  return updateSiblings(bands, level, parentId, (items) =>
    items.some((item) => item.id === saved.id) ? items.map((item) => (item.id === saved.id ? saved : item)) : [...items, saved],
  )
}

export function removeItem(bands: readonly Band[], level: Level, parentId: number | null, id: number): Band[] {
  return updateSiblings(bands, level, parentId, (items) => items.filter((item) => item.id !== id))
}

export function setActive(bands: readonly Band[], level: Level, parentId: number | null, id: number, isActive: boolean): Band[] {
  return updateSiblings(bands, level, parentId, (items) => items.map((item) => (item.id === id ? { ...item, is_active: isActive } : item)))
}

/** docs/product-rules.md#4: moving an item renumbers the order field of its siblings from 0. */
export function moveItem(bands: readonly Band[], level: Level, parentId: number | null, from: number, to: number): Band[] {
  return updateSiblings(bands, level, parentId, (items) => {
    const next = [...items]
    const [moved] = next.splice(from, 1)
    if (moved) next.splice(Math.max(0, Math.min(to, next.length)), 0, moved)
    return next.map((item, order) => ({ ...item, order }))
  })
}

/** The siblings whose order differs between two trees: what a reorder must save. */
export function changedOrders(before: readonly Band[], after: readonly Band[], level: Level, parentId: number | null): { id: number; order: number }[] {
  const list = (bands: readonly Band[]) => {
    let result: Item[] = []
    updateSiblings(bands, level, parentId, (items) => {
      result = items
      return items
    })
    return result
  }
  const previous = new Map(list(before).map((item) => [item.id, item.order]))
  return list(after)
    .filter((item) => previous.get(item.id) !== item.order)
    .map((item) => ({ id: item.id, order: item.order }))
}

export type StatusFilter = 'all' | 'active' | 'inactive'

/** docs/product-rules.md#2: 'Search bands...' matches band title or code, case-insensitive; filters All, Active, Inactive. */
export function visibleBands(bands: readonly Band[], search: string, filter: StatusFilter): Band[] {
  const needle = search.trim().toLowerCase()
  return bands.filter(
    (band) =>
      (needle === '' || band.title.toLowerCase().includes(needle) || band.code.toLowerCase().includes(needle)) &&
      (filter === 'all' || (filter === 'active') === band.is_active),
  )
}

/** Keys for expanded rows: 'questionSet:12'. */
export const rowKey = (level: Level, id: number) => `${level}:${id}`

/**
 * The expanded keys that show every level down to the children of `level`:
 * 'band' opens every band (their question sets show), 'question' opens
 * everything (every option shows), null closes everything.
 */
export function expandedKeysTo(bands: readonly Band[], level: Level | null): string[] {
  const keys: string[] = []
  if (level === null) return keys
  const depth = levelOrder.indexOf(level)
  const walk = (items: readonly Item[], at: number) => {
    const itemLevel = levelOrder[at]!
    for (const item of items) {
      keys.push(rowKey(itemLevel, item.id))
      if (at < depth) walk(childrenOf(item, itemLevel), at + 1)
    }
  }
  walk(bands, 0)
  return keys
}
