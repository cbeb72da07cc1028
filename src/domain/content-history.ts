import { contentTag } from '@/contract/content-tag'
import type { Band, Option, Question, QuestionSet } from '@/contract/content'
import { childrenOf, findItem, levelOrder, levels, updateSiblings, type Item, type Level } from '@/domain/content-levels'

/*
 * The builder's undo and redo (docs/decisions/046): which changes
 * can be undone, what an undo writes, and what the toasts say. Pure: the builder
 * machine keeps the two stacks and saves through its own actors.
 */

/** How many changes of this visit can be undone. */
export const HISTORY_LIMIT = 20

export type Fields = Record<string, unknown>

export interface HistoryChange {
  id: number
  /** The item's own fields that the change wrote, as they were before it and after it. */
  before: Fields
  after: Fields
  /**
   * The item's contentTag with the side now on the server applied (`after` for an
   * entry on the undo stack, `before` on the redo stack): the If-Match of the next
   * undo or redo, so it never overwrites what another tab or admin wrote since.
   */
  tag: string
}

export type HistoryKind = 'toggle' | 'reorder' | 'edit'

export interface HistoryEntry {
  kind: HistoryKind
  level: Level
  parentId: number | null
  /** The change as the toasts name it: 'Band “0-6 Months” made inactive'. */
  label: string
  /** What its undo does, as the "Undone: …" toast says it: 'Band “0-6 Months” is active again'. */
  undoneLabel: string
  /** What a refused undo names: 'band “0-6 Months”', 'an option under “Does your baby…”'. */
  subject: string
  changes: HistoryChange[]
  /** A reorder: the siblings' ids in order before and after, so undo and redo put the rows back exactly. */
  sequence?: { before: number[]; after: number[] }
}

export type HistoryDirection = 'undo' | 'redo'

/** Why an undo or redo cannot be made: the item was changed, or deleted, since this tab's change. */
export type HistoryRefusal = 'changed' | 'gone'

/** Fields an edit's undo never writes: identity, children (each their own item), the parent (a form cannot move an item). */
const fixedFields = new Set(['id', 'sets', 'questions', 'options', 'band', 'band_set', 'question'])
/**
 * A band's images: the API takes a new file or '' (clear), never a stored URL, so an
 * edit that replaced or cleared an image cannot be put back (decision 046).
 */
const imageFields = new Set(['milestone_image', 'goal_image'])

const NAME_LIMIT = 48

/** An item's name as a row shows it, shortened for a toast. */
export function itemTitle(level: Level, item: Item): string {
  const name =
    level === 'band' ? (item as Band).title : level === 'questionSet' ? (item as QuestionSet).title : level === 'question' ? (item as Question).text : (item as Option).label
  return name.length > NAME_LIMIT ? `${name.slice(0, NAME_LIMIT - 1).trimEnd()}…` : name
}

const quoted = (level: Level, item: Item) => `“${itemTitle(level, item)}”`
const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a')

/** The siblings of `level` under `parentId` (null for bands), or null when the parent is gone. */
function siblingsOf(bands: readonly Band[], level: Level, parentId: number | null): Item[] | null {
  let found: Item[] | null = null
  updateSiblings(bands, level, parentId, (items) => {
    found = items
    return items
  })
  return found
}

const tagOf = (bands: readonly Band[], level: Level, id: number): string | null => {
  const found = findItem(bands, level, id)
  return found ? contentTag(level, found.item) : null
}

/** A toggle of `id` (the tree before, and with the toggle applied): undone by writing is_active back. */
export function toggleEntry(before: readonly Band[], after: readonly Band[], level: Level, id: number): HistoryEntry | null {
  const was = findItem(before, level, id)
  const now = findItem(after, level, id)
  if (!was || !now) return null
  const active = now.item.is_active
  return {
    kind: 'toggle',
    level,
    parentId: now.parentId,
    label: `${levels[level].label} ${quoted(level, was.item)} made ${active ? 'active' : 'inactive'}`,
    undoneLabel: `${levels[level].label} ${quoted(level, was.item)} is ${active ? 'inactive' : 'active'} again`,
    subject: `${levels[level].lower} ${quoted(level, was.item)}`,
    changes: [{ id, before: { is_active: was.item.is_active }, after: { is_active: active }, tag: contentTag(level, now.item) }],
  }
}

/** A reorder (the tree before, and with the move applied; `from` the carried row's place before): undone by writing each changed order back. */
export function reorderEntry(before: readonly Band[], after: readonly Band[], level: Level, parentId: number | null, from: number): HistoryEntry | null {
  const was = siblingsOf(before, level, parentId)
  const now = siblingsOf(after, level, parentId)
  const movedId = was?.[from]?.id
  if (!was || !now || movedId === undefined) return null
  const previous = new Map(was.map((item) => [item.id, item.order]))
  const changes = now
    .filter((item) => previous.get(item.id) !== item.order)
    .map((item) => ({ id: item.id, before: { order: previous.get(item.id) }, after: { order: item.order }, tag: contentTag(level, item) }))
  const moved = now.find((item) => item.id === movedId)
  if (changes.length === 0 || !moved) return null
  const parentLevel = levelOrder[levelOrder.indexOf(level) - 1]
  const parent = parentLevel && parentId !== null ? findItem(before, parentLevel, parentId) : null
  const word = levels[level].lower
  return {
    kind: 'reorder',
    level,
    parentId,
    label: `${levels[level].label} ${quoted(level, moved)} moved`,
    undoneLabel: `${levels[level].label} ${quoted(level, moved)} is back in its place`,
    subject: parent && parentLevel ? `${article(word)} ${word} under ${quoted(parentLevel, parent.item)}` : `${article(word)} ${word}`,
    changes,
    sequence: { before: was.map((item) => item.id), after: now.map((item) => item.id) },
  }
}

/** The outcome of an edit for the history: an entry, nothing changed, or a change that cannot be undone. */
export type EditOutcome = { entry: HistoryEntry } | { unchanged: true } | { notUndoable: true }

/** An edit saved through the form: `bands` is the tree before the save, `saved` the server's answer. */
export function editOutcome(bands: readonly Band[], level: Level, saved: Item): EditOutcome {
  const was = findItem(bands, level, saved.id)
  if (!was) return { notUndoable: true }
  const old = was.item as unknown as Fields
  const now = saved as unknown as Fields
  const keys = new Set([...Object.keys(old), ...Object.keys(now)].filter((key) => !fixedFields.has(key)))
  const before: Fields = {}
  const after: Fields = {}
  for (const key of keys) {
    if (JSON.stringify(old[key] ?? null) === JSON.stringify(now[key] ?? null)) continue
    if (imageFields.has(key)) return { notUndoable: true }
    // A field the server did not answer (an optional extension) cannot be compared, nor written back.
    if (!(key in old) || !(key in now)) continue
    before[key] = old[key]
    after[key] = now[key]
  }
  if (Object.keys(after).length === 0) return { unchanged: true }
  return {
    entry: {
      kind: 'edit',
      level,
      parentId: was.parentId,
      label: `${levels[level].label} ${quoted(level, was.item)} edited`,
      undoneLabel: `${levels[level].label} ${quoted(level, was.item)} is back as it was before the edit`,
      subject: `${levels[level].lower} ${quoted(level, was.item)}`,
      changes: [{ id: saved.id, before, after, tag: contentTag(level, saved) }],
    },
  }
}

/** The tree with one side of an entry applied (`before`: undone, `after`: redone). */
export function applySide(bands: readonly Band[], entry: HistoryEntry, side: 'before' | 'after'): Band[] {
  const fields = new Map(entry.changes.map((change) => [change.id, change[side]]))
  return updateSiblings(bands, entry.level, entry.parentId, (items) => {
    const next = items.map((item) => (fields.has(item.id) ? ({ ...item, ...fields.get(item.id) } as Item) : item))
    if (!entry.sequence) return next
    // A reorder: the rows in the order they had; a row the sequence does not know (added since) stays at the end.
    const at = new Map(entry.sequence[side].map((id, index) => [id, index]))
    return next
      .map((item, index) => ({ item, rank: at.get(item.id) ?? entry.sequence![side].length + index }))
      .sort((a, b) => a.rank - b.rank)
      .map(({ item }) => item)
  })
}

/** The entry with each change's tag taken from the tree (after its undo or redo was saved). */
export function retag(bands: readonly Band[], entry: HistoryEntry): HistoryEntry {
  return { ...entry, changes: entry.changes.map((change) => ({ ...change, tag: tagOf(bands, entry.level, change.id) ?? change.tag })) }
}

/**
 * Whether the list already shows that an entry cannot be undone (or redone): one
 * of its items is gone, or differs from what this tab's change left (a reload
 * brought another tab's or admin's change). Null when the list agrees.
 */
export function staleReason(bands: readonly Band[], entry: HistoryEntry): HistoryRefusal | null {
  for (const change of entry.changes) {
    const tag = tagOf(bands, entry.level, change.id)
    if (tag === null) return 'gone'
    if (tag !== change.tag) return 'changed'
  }
  return null
}

/** Adds a change on top, keeping the last HISTORY_LIMIT. */
export const pushEntry = (stack: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] => [...stack, entry].slice(-HISTORY_LIMIT)

/** Same change (the toasts' Undo and Redo name the change they were shown for; compared by value). */
export const sameEntry = (a: HistoryEntry, b: HistoryEntry) => JSON.stringify(a) === JSON.stringify(b)

/** Entries whose items all still exist in the tree: after this tab deleted an item, what touched it (or its children) cannot be undone. */
export function keepExisting(stack: readonly HistoryEntry[], bands: readonly Band[]): HistoryEntry[] {
  if (stack.length === 0) return stack as HistoryEntry[]
  const present = new Set<string>()
  const walk = (items: readonly Item[], at: number) => {
    const level = levelOrder[at]!
    for (const item of items) {
      present.add(`${level}:${item.id}`)
      if (at < levelOrder.length - 1) walk(childrenOf(item, level), at + 1)
    }
  }
  walk(bands, 0)
  const kept = stack.filter((entry) => entry.changes.every((change) => present.has(`${entry.level}:${change.id}`)))
  return kept.length === stack.length ? (stack as HistoryEntry[]) : kept
}

/** Entries that do not touch the item (after a change of it that cannot be undone, the older ones would meet a tag they do not know). */
export const withoutItem = (stack: readonly HistoryEntry[], level: Level, id: number): HistoryEntry[] =>
  stack.filter((entry) => entry.level !== level || entry.changes.every((change) => change.id !== id))

/**
 * The fields an undo or redo sends. A band is written as multipart, where a null
 * field is left out (docs/product-rules.md#7): an age put back to none is sent as ''.
 */
export function wireFields(level: Level, fields: Fields): Fields {
  if (level !== 'band') return fields
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value === null ? '' : value]))
}

/** The toasts of undo and redo (decision 046). */
export const historyTexts = {
  undone: (entry: HistoryEntry) => `Undone: ${entry.undoneLabel}`,
  redone: (entry: HistoryEntry) => `Redone: ${entry.label}`,
  refused: (entry: HistoryEntry, direction: HistoryDirection, reason: HistoryRefusal) =>
    `Cannot ${direction}: ${entry.subject} was ${reason === 'gone' ? 'deleted' : 'changed'} in another tab or by another admin since. Nothing was ${direction === 'undo' ? 'undone' : 'redone'}; the list has been reloaded.`,
  partly: (entry: HistoryEntry, direction: HistoryDirection) =>
    `Cannot ${direction}: ${entry.subject} was changed in another tab or by another admin since, and part of the ${direction} could not be taken back. The list has been reloaded: check it.`,
  failed: (direction: HistoryDirection, message: string) => `Could not ${direction}: ${message}`,
} as const
