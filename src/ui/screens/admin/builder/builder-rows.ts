import { childrenOf, levelOrder, levels, type Item, type Level } from '@/domain/content-levels'
import type { FormTarget } from '@/machines/builder.machine'
import { childTexts, itemName } from '@/ui/screens/admin/builder/row-text'

/*
 * The builder's tree as one flat list of rows, for the windowed screen
 * (builder-tree.tsx): with 50 bands x 4 sets x 10 questions x 4 options all
 * expanded there are 12,500 rows, and only the ones in view are in the page.
 *
 * A row is what gets a height of its own: an item's header (or its edit form,
 * which shows in its place), the heading of an open child area with its Add
 * button, the add form of that area, or its empty message. The nodes keep the
 * nesting (list, item, child area) so the page keeps its lists, regions and
 * groups; each node knows the first and last row it spans.
 */

export type ParentLevel = Exclude<Level, 'option'>

interface Span {
  /** Index of the node's first row. */
  first: number
  /** Index of the node's last row. */
  last: number
}

export interface ListNode extends Span {
  level: Level
  parentId: number | null
  /** The child area the list is in; null for the band list. */
  area: AreaNode | null
  /** The rows shown, in order. */
  items: readonly Item[]
  /** All siblings in order (bands may be filtered): what `item.move`'s indexes count in. */
  siblings: readonly Item[]
  children: ItemNode[]
}

/** An item: its row is its header, or its edit form when that is the open form. */
export interface ItemNode extends Span {
  kind: 'item'
  level: Level
  item: Item
  parentId: number | null
  expanded: boolean
  /** Its edit form is the open form: it shows in place of the row. */
  editing: boolean
  /** 1-based place among the shown siblings, and their number (aria-posinset, aria-setsize). */
  position: number
  count: number
  area: AreaNode | null
}

/** An open item's children: its row is the heading with the Add button. */
export interface AreaNode extends Span {
  kind: 'area'
  parentLevel: ParentLevel
  parent: Item
  /** Rows of the area's own parts; null when absent. */
  form: number | null
  empty: number | null
  list: ListNode | null
}

/** The add form or the empty message of a child area. */
export interface PartRow {
  kind: 'addForm' | 'empty'
  area: AreaNode
}

export type FlatRow = ItemNode | AreaNode | PartRow

export interface FlatTree {
  root: ListNode | null
  rows: FlatRow[]
  /** The row of the open form (an edit form is its item's row), or null. */
  formRow: number | null
}

const kindCode = { item: 0, area: 1, addForm: 2, empty: 3 } as const

/**
 * A row's key for the virtualizer's size cache: the same row keeps its key
 * (and measured height) while others come and go. A number, not a string:
 * 12,500 of them are made on every change.
 */
export function rowId(row: FlatRow): number {
  if (row.kind === 'item') return itemCode(row.level, row.item.id)
  const area = row.kind === 'area' ? row : row.area
  return area.parent.id * 16 + levelOrder.indexOf(area.parentLevel) * 4 + kindCode[row.kind]
}

const itemCode = (level: Level, id: number) => id * 16 + levelOrder.indexOf(level) * 4

/** The machine's expanded keys ('band:12') as item row ids, made once per `expanded` array. */
const codesByKeys = new WeakMap<readonly string[], ReadonlySet<number>>()
export function expandedCodes(expanded: readonly string[]): ReadonlySet<number> {
  let codes = codesByKeys.get(expanded)
  if (!codes) {
    codes = new Set(
      expanded.map((key) => {
        const [level, id] = key.split(':')
        return itemCode(level as Level, Number(id))
      }),
    )
    codesByKeys.set(expanded, codes)
  }
  return codes
}

/**
 * Flattens the tree in one pass. Kept lean (no strings, no maps): it runs on
 * every change of the tree, the expanded rows or the form, over up to 12,500 rows.
 */
export function flattenTree(visible: readonly Item[], all: readonly Item[], expanded: ReadonlySet<number>, form: FormTarget | null): FlatTree {
  const rows: FlatRow[] = []
  const adding = form !== null && form.itemId === null && form.parentId !== null
  let formRow: number | null = null

  const list = (level: Level, parentId: number | null, area: AreaNode | null, items: readonly Item[], siblings: readonly Item[]): ListNode => {
    const node: ListNode = { level, parentId, area, items, siblings, children: new Array<ItemNode>(items.length), first: rows.length, last: rows.length }
    const child = levels[level].child
    const code = levelOrder.indexOf(level) * 4
    for (let index = 0; index < items.length; index += 1) {
      const item = items[index]!
      const itemNode: ItemNode = {
        kind: 'item',
        level,
        item,
        parentId,
        expanded: child !== null && expanded.has(item.id * 16 + code),
        editing: form !== null && form.itemId === item.id && form.level === level,
        position: index + 1,
        count: items.length,
        area: null,
        first: rows.length,
        last: rows.length,
      }
      if (itemNode.editing) formRow = rows.length
      rows.push(itemNode)
      if (itemNode.expanded) itemNode.area = areaNode(level as ParentLevel, item)
      itemNode.last = rows.length - 1
      node.children[index] = itemNode
    }
    node.last = rows.length - 1
    return node
  }

  const areaNode = (parentLevel: ParentLevel, parent: Item): AreaNode => {
    const level = levels[parentLevel].child!
    const children = childrenOf(parent, parentLevel)
    const node: AreaNode = { kind: 'area', parentLevel, parent, form: null, empty: null, list: null, first: rows.length, last: rows.length }
    rows.push(node)
    if (adding && form!.level === level && form!.parentId === parent.id) {
      node.form = formRow = rows.length
      rows.push({ kind: 'addForm', area: node })
    }
    if (children.length > 0) node.list = list(level, parent.id, node, children, children)
    else if (node.form === null) {
      node.empty = rows.length
      rows.push({ kind: 'empty', area: node })
    }
    node.last = rows.length - 1
    return node
  }

  const root = visible.length > 0 ? list('band', null, null, visible, all) : null
  return { root, rows, formRow }
}

/** Siblings kept in the page before the first and after the last one in view. */
export const SIBLING_MARGIN = 2

/**
 * The siblings whose boxes are in the page (builder-tree.tsx): those with a row shown
 * (`shows(first, last)`: a row from first to last is rendered), SIBLING_MARGIN more either
 * side, and the one being dragged (a pointer drag can carry it far from its place).
 */
export function nearSiblings(children: readonly ItemNode[], shows: (first: number, last: number) => boolean, activeId: number | null): ItemNode[] {
  let first = children.findIndex((child) => shows(child.first, child.last))
  let last = first
  for (let index = children.length - 1; index > first; index -= 1) {
    if (shows(children[index]!.first, children[index]!.last)) {
      last = index
      break
    }
  }
  const active = activeId === null ? -1 : children.findIndex((child) => child.item.id === activeId)
  if (first < 0) [first, last] = [active, active]
  if (first < 0) return []
  const from = Math.max(0, first - SIBLING_MARGIN)
  const to = Math.min(children.length - 1, last + SIBLING_MARGIN)
  const near = children.slice(from, to + 1)
  if (active >= 0 && (active < from || active > to)) return active < from ? [children[active]!, ...near] : [...near, children[active]!]
  return near
}

/** 'Bands', 'Question sets of 0-6 Months': the list's name for assistive tech. */
export function listLabel(node: ListNode): string {
  if (!node.area) return 'Bands'
  return `${childTexts[node.area.parentLevel].heading} of ${itemName(node.area.parentLevel, node.area.parent)}`
}

/** Row heights (px) at desktop widths with one-line titles, before any row of the kind is measured. */
const itemSizes: Record<Level, number> = { band: 76, questionSet: 74, question: 96, option: 52 }
const FORM_SIZE = 420
const AREA_SIZE = 44
const EMPTY_SIZE = 52

/** What sizes a row: rows of one kind at one level are about as tall as each other. */
function sizeKind(row: FlatRow): string {
  switch (row.kind) {
    case 'item':
      return row.editing ? `form:${row.level}` : `item:${row.level}`
    case 'area':
      return `area:${row.parentLevel}`
    case 'addForm':
      return 'addForm'
    case 'empty':
      return 'empty'
  }
}

/**
 * The first measured height of each kind of row, at the window width it was measured at.
 * Guesses that match keep the scrollbar steady and spare the tree a second layout when the
 * rows are first measured (opening the builder again, scrolling to rows not yet seen).
 * A kind's guess is never changed once learned: the rows above the view that were never measured
 * are placed by it, and the virtualizer makes up (by scrolling) only for measured rows that change.
 * With questions of 93 and 96 px taking turns as "the last measured", the thousand questions above
 * the middle of a large tree moved by 3,000 px at each turn, and the rows in view were replaced by others.
 */
const learned = { width: 0, sizes: new Map<string, number>(), rows: new Map<string, number>() }

/** One row as the kind of row it is now (a band and its open form are two). */
const sizeKey = (row: FlatRow) => `${sizeKind(row)}#${rowId(row)}`

/**
 * Remembers a measured row's height: as that row's own size, and as the guess for rows of its kind
 * when it is the first of its kind measured at this width.
 * The row's own size comes first in `estimateRowSize`: the virtualizer keeps no measurement that equals
 * the guess it had, so a row measured while the guess matched it must keep getting that guess when its
 * kind's guess changes (from the fixed guess to the first measured one): else, when the list's place on the
 * page changed, it fell back to the other height and the row under it overlapped it.
 */
export function learnRowSize(row: FlatRow | undefined, size: number, width: number): void {
  if (!row || size <= 0) return
  if (learned.width !== width) {
    learned.width = width
    learned.sizes.clear()
    learned.rows.clear()
  }
  const kind = sizeKind(row)
  if (!learned.sizes.has(kind)) learned.sizes.set(kind, size)
  learned.rows.set(sizeKey(row), size)
}

/** First guesses of row heights (px) before a row is measured: close ones keep the scrollbar steady. */
export function estimateRowSize(row: FlatRow | undefined, width: number): number {
  if (!row) return 60
  const known = learned.width === width ? (learned.rows.get(sizeKey(row)) ?? learned.sizes.get(sizeKind(row))) : undefined
  if (known !== undefined) return known
  switch (row.kind) {
    case 'item':
      return row.editing ? FORM_SIZE : itemSizes[row.level]
    case 'area':
      return AREA_SIZE
    case 'addForm':
      return FORM_SIZE
    case 'empty':
      return EMPTY_SIZE
  }
}
