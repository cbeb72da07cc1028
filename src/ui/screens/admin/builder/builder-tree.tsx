import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { defaultRangeExtractor, measureElement, type Range, useWindowVirtualizer } from '@tanstack/react-virtual'
import { useSelector } from '@xstate/react'
import { type FocusEvent, memo, type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import styled from 'styled-components'
import type { Band } from '@/contract/content'
import { childrenOf, levels, rowKey, type Item, type Level } from '@/domain/content-levels'
import { Button } from '@/ui/primitives/button'
import { useBuilderRef, useBuilderSend } from '@/ui/screens/admin/builder/builder-context'
import { PlusIcon } from '@/ui/primitives/icons'
import {
  estimateRowSize,
  expandedCodes,
  flattenTree,
  learnRowSize,
  listLabel,
  nearSiblings,
  rowId,
  type AreaNode,
  type FlatTree,
  type ItemNode,
  type ListNode,
  type ParentLevel,
} from '@/ui/screens/admin/builder/builder-rows'
import { focusKeys, ItemForm } from '@/ui/screens/admin/builder/item-form'
import { RowContent } from '@/ui/screens/admin/builder/row-content'
import {
  ActiveSwitch,
  DeleteButton,
  DragHandle,
  EditButton,
  ExpandButton,
  ExpandSpacer,
  PreviewLink,
  RowActions,
  RowHeader,
  RowItem,
  RowLead,
  RowMain,
} from '@/ui/screens/admin/builder/row-parts'
import { childTexts, itemName, levelWord } from '@/ui/screens/admin/builder/row-text'
import { SortableGroup, useStableIds } from '@/ui/screens/admin/builder/sortable-list'

/*
 * The tree, windowed. With 50 bands x 4 sets x 10 questions x 4 options all
 * expanded it has 12,500 rows; rendering them all takes seconds per change, so
 * only the rows in view (plus a few either side, the open form and the row
 * holding focus) are in the page.
 *
 * The rows are one flat list (builder-rows.ts) measured by @tanstack/react-virtual,
 * but the page keeps the nesting: list > item > child region > list > item ...
 * Every box is absolutely placed inside its parent box, at the offsets the
 * virtualizer measured, and spans all its rows, shown or not. So a band is still a
 * card holding its question sets, a region still holds its list, a dragged row
 * carries its children, and each sibling list is still its own sortable list.
 */

/** Space between two rows, px. */
const ROW_GAP = 8
/** Rows rendered beyond each edge of the window. */
const OVERSCAN = 8
/** The same on the tree's first render: the rows in view paint first, the others when the browser is idle after that. */
const FIRST_OVERSCAN = 1

/** Where rows are: their measured offsets from the top of the band list, and which are rendered. */
interface View {
  top: (row: number) => number
  bottom: (row: number) => number
  /** Some row from `first` to `last` is rendered. */
  shows: (first: number, last: number) => boolean
  measure: (element: HTMLElement | null) => void
  rows: FlatTree['rows']
}

const RootList = styled.ul`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
`

const NestedList = styled.ul`
  position: absolute;
  left: 0;
  right: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`

/** One measured row, placed in its parent box. */
const Slot = styled.div`
  position: absolute;
  left: 0;
  right: 0;
`

const ChildRegion = styled.div<{ $level: ParentLevel }>`
  position: absolute;
  left: ${({ theme }) => theme.space(0.5)};
  right: ${({ theme }) => theme.space(0.5)};
  border-left: 3px solid ${({ theme }) => theme.colors.primarySoft};
  border-radius: 0 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md};
  background: ${({ theme, $level }) => ($level === 'question' ? theme.colors.surfaceSunken : theme.colors.surface)};

  ${({ theme }) => theme.media.sm} {
    left: ${({ theme }) => theme.space(2)};
    right: ${({ theme }) => theme.space(1)};
  }

  ${({ theme }) => theme.media.md} {
    left: ${({ theme }) => theme.space(4.5)};
  }

  /* The rows inside keep a little room from the region's edge. */
  & > ${NestedList}, & > ${Slot} {
    left: ${({ theme }) => theme.space(0.75)};
    right: ${({ theme }) => theme.space(0.5)};
  }
`

const ChildHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  padding-top: ${({ theme }) => theme.space(1)};
`

const ChildHeading = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`

const EmptyChildren = styled.p`
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`

/** Ids the expand buttons, regions and titles share (one builder per page). */
const areaId = (level: Level, id: number) => `builder-children-${level}-${id}`
const titleId = (level: Level, id: number) => `builder-title-${level}-${id}`

type RowSlotProps = {
  row: number
  /** Its place in its parent box, px. */
  top: number
  /** The virtualizer's measuring callback (ref). */
  measure: View['measure']
  children: ReactNode
}

function RowSlot({ row, top, measure, children }: RowSlotProps) {
  return (
    <Slot ref={measure} data-index={row} style={{ top }}>
      {children}
    </Slot>
  )
}

/** An open child area's heading, count and Add button. */
const AreaHead = memo(function AreaHead({ parentLevel, parent }: { parentLevel: ParentLevel; parent: Item }) {
  const send = useBuilderSend()
  const level = levels[parentLevel].child!
  const texts = childTexts[parentLevel]
  return (
    <ChildHeader>
      <ChildHeading aria-hidden="true">
        {texts.heading} · {childrenOf(parent, parentLevel).length}
      </ChildHeading>
      <Button
        size="sm"
        variant="secondary"
        data-focus-key={focusKeys.add(level, parent.id)}
        onClick={() => send({ type: 'form.open', level, parentId: parent.id, itemId: null })}
      >
        <PlusIcon size={16} />
        {texts.add}
      </Button>
    </ChildHeader>
  )
})

function TreeArea({ node, offset, view }: { node: AreaNode; offset: number; view: View }) {
  const top = view.top(node.first)
  const level = levels[node.parentLevel].child!
  const label = `${childTexts[node.parentLevel].heading} of ${itemName(node.parentLevel, node.parent)}`
  return (
    <ChildRegion
      id={areaId(node.parentLevel, node.parent.id)}
      role="region"
      aria-label={label}
      $level={node.parentLevel}
      style={{ top: top - offset, height: view.bottom(node.last) - top }}
    >
      {view.shows(node.first, node.first) && (
        <RowSlot row={node.first} top={view.top(node.first) - top} measure={view.measure}>
          <AreaHead parentLevel={node.parentLevel} parent={node.parent} />
        </RowSlot>
      )}
      {node.form !== null && view.shows(node.form, node.form) && (
        <RowSlot row={node.form} top={view.top(node.form) - top} measure={view.measure}>
          <ItemForm level={level} item={null} returnFocusTo={focusKeys.add(level, node.parent.id)} />
        </RowSlot>
      )}
      {node.empty !== null && view.shows(node.empty, node.empty) && (
        <RowSlot row={node.empty} top={view.top(node.empty) - top} measure={view.measure}>
          <EmptyChildren>{childTexts[node.parentLevel].empty}</EmptyChildren>
        </RowSlot>
      )}
      {node.list && view.shows(node.list.first, node.list.last) && <TreeList node={node.list} offset={top} view={view} />}
    </ChildRegion>
  )
}

/** What the drag handle needs from useSortable; the same object while the row is not dragged. */
interface DragBinding {
  attributes: ReturnType<typeof useSortable>['attributes']
  listeners: ReturnType<typeof useSortable>['listeners']
  bindActivator: (element: HTMLElement | null) => void
}

type RowHeaderProps = {
  level: Level
  item: Item
  parentId: number | null
  name: string
  expanded: boolean
  drag: DragBinding
}

/** One row of any level (docs/product-rules.md#2): drag handle, expand, contents, Active switch, Edit, Delete. Re-renders only when what it shows changes. */
const ItemHeader = memo(function ItemHeader({ level, item, parentId, name, expanded, drag }: RowHeaderProps) {
  const send = useBuilderSend()
  const word = levelWord(level)
  const title = titleId(level, item.id)
  const band = level === 'band'
  return (
    <RowHeader
      $level={level}
      role="group"
      aria-labelledby={title}
      tabIndex={band ? -1 : undefined}
      data-row-key={rowKey(level, item.id)}
      data-inactive={item.is_active ? undefined : ''}
    >
      <RowLead>
        <DragHandle binding={drag} name={name} />
        {levels[level].child !== null ? (
          <ExpandButton
            expanded={expanded}
            controls={areaId(level, item.id)}
            label={`${childTexts[level as ParentLevel].heading} of ${name}`}
            onToggle={() => send({ type: 'row.toggleExpanded', key: rowKey(level, item.id) })}
          />
        ) : (
          <ExpandSpacer />
        )}
      </RowLead>
      <RowMain>
        <RowContent level={level} item={item} titleId={title} />
      </RowMain>
      <RowActions>
        <ActiveSwitch checked={item.is_active} describedBy={title} onToggle={() => send({ type: 'item.toggle', level, id: item.id })} />
        {band && <PreviewLink bandId={item.id} name={name} focusKey={focusKeys.preview(item.id)} />}
        <EditButton
          label={`Edit ${word} ${name}`}
          focusKey={focusKeys.edit(level, item.id)}
          onClick={() => send({ type: 'form.open', level, parentId, itemId: item.id })}
        />
        <DeleteButton label={`Delete ${word} ${name}`} onClick={() => send({ type: 'item.delete', level, id: item.id })} />
      </RowActions>
    </RowHeader>
  )
})

type TreeItemProps = { node: ItemNode; offset: number; view: View }

/** The rows from `first` to `last` are placed and shown alike in both views (each render makes a new view). */
function sameRows(a: View, b: View, first: number, last: number): boolean {
  if (a.measure !== b.measure || a.rows !== b.rows) return false
  for (let row = first; row <= last; row += 1) {
    if (a.top(row) !== b.top(row) || a.bottom(row) !== b.bottom(row) || a.shows(row, row) !== b.shows(row, row)) return false
  }
  return true
}

/**
 * A row and its open children: the box dnd-kit moves, so a dragged row carries its children.
 * Re-renders only when its node changes or a row it spans moves, resizes, or comes into or out
 * of view: the list re-renders all its siblings on every scroll or measure.
 */
const TreeItem = memo(
  function TreeItem({ node, offset, view }: TreeItemProps) {
    const top = view.top(node.first)
    return (
      <SortableBox
        node={node}
        top={top - offset}
        height={view.bottom(node.last) - top}
        rowTop={view.shows(node.first, node.first) ? view.top(node.first) - top : null}
        measure={view.measure}
      >
        {node.area && view.shows(node.area.first, node.area.last) && <TreeArea node={node.area} offset={top} view={view} />}
      </SortableBox>
    )
  },
  (prev, next) =>
    prev.node === next.node && prev.offset === next.offset && (prev.view === next.view || sameRows(prev.view, next.view, next.node.first, next.node.last)),
)

type SortableBoxProps = {
  node: ItemNode
  /** Its place in its parent box and its height, px. */
  top: number
  height: number
  /** Its own row's place in the box, or null while that row is out of view. */
  rowTop: number | null
  measure: View['measure']
  /** Its open child area, made by TreeItem. */
  children: ReactNode
}

/**
 * The sortable part of a TreeItem, apart: dnd-kit re-renders every sortable of a list when a
 * drag starts, moves or ends; this re-renders only the box and its own row (whose header is
 * memoised), while the children made by TreeItem are the same elements, so React skips them.
 */
function SortableBox({ node, top, height, rowTop, measure, children }: SortableBoxProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: node.item.id })
  const drag = useMemo<DragBinding>(() => ({ attributes, listeners, bindActivator: setActivatorNodeRef }), [attributes, listeners, setActivatorNodeRef])
  return (
    <RowItem
      ref={setNodeRef}
      $level={node.level}
      data-dragging={isDragging || undefined}
      aria-posinset={node.position}
      aria-setsize={node.count}
      style={{ top, height, transform: CSS.Translate.toString(transform), transition }}
    >
      {rowTop !== null && (
        <RowSlot row={node.first} top={rowTop} measure={measure}>
          {node.editing ? (
            <ItemForm level={node.level} item={node.item} returnFocusTo={focusKeys.edit(node.level, node.item.id)} />
          ) : (
            <ItemHeader
              level={node.level}
              item={node.item}
              parentId={node.parentId}
              name={itemName(node.level, node.item)}
              expanded={node.expanded}
              drag={drag}
            />
          )}
        </RowSlot>
      )}
      {children}
    </RowItem>
  )
}

type OffscreenItemProps = { id: number; level: Level; top: number; height: number; position: number; count: number }

/** A sibling with nothing in view: its empty box, so dnd-kit can measure it. Re-renders only when it moves or resizes. */
const OffscreenItem = memo(function OffscreenItem({ id, level, top, height, position, count }: OffscreenItemProps) {
  const { setNodeRef, transform, transition, isDragging } = useSortable({ id })
  return (
    <RowItem
      ref={setNodeRef}
      $level={level}
      data-dragging={isDragging || undefined}
      aria-posinset={position}
      aria-setsize={count}
      style={{ top, height, transform: CSS.Translate.toString(transform), transition }}
    />
  )
})

/**
 * A sibling list in its sortable group; a drop sends `item.move` with indexes
 * among all siblings. The boxes of the siblings in view and of a few more either
 * side are in the page (empty when out of view): dnd-kit can only move a row over
 * a neighbour it can measure, and an expanded question set is taller than the
 * screen. A keyboard drag moves the row a step at a time and scrolls the page with
 * it, so the neighbour it moves over next is always among them. Fewer boxes also
 * mean less for dnd-kit to measure and re-render when a drag starts.
 */
function ListRows({ node, offset, view, list }: { node: ListNode; offset: number; view: View; list: (rows: ReactNode) => ReactNode }) {
  const send = useBuilderSend()
  const { level, parentId } = node
  const ids = useStableIds(node.items)
  // The row being dragged stays in the page wherever the drag takes it.
  const [activeId, setActiveId] = useState<number | null>(null)
  // The latest rows for the drop handler and the announcements, which stay the same functions.
  const latest = useRef(node)
  useLayoutEffect(() => {
    latest.current = node
  })
  const describe = useCallback((id: number) => {
    const items = latest.current.items
    const index = items.findIndex((item) => item.id === id)
    return { name: index >= 0 ? itemName(level, items[index]!) : '', position: index + 1, count: items.length }
  }, [level])
  const onMove = useCallback(
    (activeId: number, overId: number) => {
      const all = latest.current.siblings
      const from = all.findIndex((item) => item.id === activeId)
      const to = all.findIndex((item) => item.id === overId)
      if (from >= 0 && to >= 0) send({ type: 'item.move', level, parentId, from, to })
    },
    [send, level, parentId],
  )
  return (
    <SortableGroup word={levelWord(level)} ids={ids} describe={describe} onMove={onMove} onActive={setActiveId}>
      {list(nearSiblings(node.children, view.shows, activeId).map((child) => {
        const top = view.top(child.first)
        return view.shows(child.first, child.last) ? (
          <TreeItem key={child.item.id} node={child} offset={offset} view={view} />
        ) : (
          <OffscreenItem
            key={child.item.id}
            id={child.item.id}
            level={child.level}
            top={top - offset}
            height={view.bottom(child.last) - top}
            position={child.position}
            count={child.count}
          />
        )
      }))}
    </SortableGroup>
  )
}

function TreeList({ node, offset, view }: { node: ListNode; offset: number; view: View }) {
  const top = view.top(node.first)
  return (
    <ListRows
      node={node}
      offset={top}
      view={view}
      list={(rows) => (
        <NestedList aria-label={listLabel(node)} style={{ top: top - offset, height: view.bottom(node.last) - top }}>
          {rows}
        </NestedList>
      )}
    />
  )
}

/** The row holding focus now (rows move when others open or close above it), or null. */
function focusedRow(tree: FlatTree, focused: { id: number; index: number } | null): number | null {
  if (!focused) return null
  const near = tree.rows[focused.index]
  if (near && rowId(near) === focused.id) return focused.index
  const index = tree.rows.findIndex((row) => rowId(row) === focused.id)
  if (index >= 0) focused.index = index
  return index >= 0 ? index : null
}

/** The first rendered index at or after `first` is at most `last`. */
function showsAny(sorted: readonly number[], first: number, last: number): boolean {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (sorted[middle]! < first) low = middle + 1
    else high = middle
  }
  return low < sorted.length && sorted[low]! <= last
}

/** A row to bring into view and focus: the row itself (a coverage bar segment, an overview link) or a band's Preview link (back from the preview). */
export interface FocusRequest {
  level: Level
  id: number
  target: 'row' | 'preview'
  /** Each request is taken once; the same band can be asked for again. */
  seq: number
}

export type BuilderTreeProps = {
  /** The bands shown (search and filter applied), in order. */
  visible: readonly Band[]
  /** All bands in order: what a band move's indexes count in. */
  bands: readonly Band[]
  focusRequest?: FocusRequest | null
}

/** The band list and everything open under it, windowed (see the top of this file). */
export function BuilderTree({ visible, bands, focusRequest = null }: BuilderTreeProps) {
  const ref = useBuilderRef()
  const expanded = useSelector(ref, (s) => s.context.expanded)
  const form = useSelector(ref, (s) => s.context.form)
  const tree = useMemo(() => flattenTree(visible, bands, expandedCodes(expanded), form), [visible, bands, expanded, form])

  // Where the list starts in the page: the window scrolls, and the header, toolbar and an open Add Band form sit above.
  const listRef = useRef<HTMLUListElement>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    // Not rounded: with a list that starts a fraction of a pixel down the page (the coverage section above it
    // has a fractional height), a rounded margin made the virtualizer's sizes disagree with the page, and a
    // reorder deep in a large expanded tree moved every row above it (tests/e2e/builder.spec.ts, large content).
    const update = () => setScrollMargin(list.getBoundingClientRect().top + window.scrollY)
    update()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update)
    observer?.observe(document.body)
    return () => observer?.disconnect()
  }, [])

  // The row holding focus stays rendered when it scrolls out of view, so focus is not lost (nor is the open form's typing).
  const focused = useRef<{ id: number; index: number } | null>(null)
  const onFocus = (event: FocusEvent) => {
    const index = Number((event.target as Element).closest('[data-index]')?.getAttribute('data-index') ?? -1)
    const row = tree.rows[index]
    focused.current = row ? { id: rowId(row), index } : null
  }
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      const keep = [tree.formRow, focusedRow(tree, focused.current)].filter(
        (index): index is number => index !== null && !indexes.includes(index),
      )
      return keep.length === 0 ? indexes : [...indexes, ...keep].sort((a, b) => a - b)
    },
    [tree],
  )
  const getItemKey = useCallback((index: number) => (tree.rows[index] ? rowId(tree.rows[index]) : index), [tree])
  const estimateSize = useCallback((index: number) => estimateRowSize(tree.rows[index], window.innerWidth), [tree])
  const measureRow = useCallback<typeof measureElement>(
    (element, entry, instance) => {
      const size = measureElement(element, entry, instance)
      learnRowSize(tree.rows[instance.indexFromElement(element)], size, window.innerWidth)
      return size
    },
    [tree],
  )

  // The first paint holds the rows in view only (the builder's time to render); the overscan is
  // rendered when the browser is idle after that frame (or 50 ms after it without idle callbacks).
  const [overscan, setOverscan] = useState(FIRST_OVERSCAN)
  useEffect(() => {
    const fill = () => setOverscan(OVERSCAN)
    let idle: number | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(fill, { timeout: 300 })
      else timer = setTimeout(fill, 50)
    })
    return () => {
      cancelAnimationFrame(frame)
      if (idle !== undefined) cancelIdleCallback(idle)
      clearTimeout(timer)
    }
  }, [])

  const virtualizer = useWindowVirtualizer({
    count: tree.rows.length,
    estimateSize,
    measureElement: measureRow,
    getItemKey,
    rangeExtractor,
    overscan,
    gap: ROW_GAP,
    scrollMargin,
  })
  // A band's row asked for: scrolled to (it may be out of the window, so not in the page), then focused once rendered.
  const taken = useRef<number | null>(null)
  const pendingFocus = useRef<FocusRequest | null>(null)
  useEffect(() => {
    if (!focusRequest || taken.current === focusRequest.seq) return
    const index = tree.rows.findIndex((row) => row.kind === 'item' && row.level === focusRequest.level && row.item.id === focusRequest.id)
    // Not listed yet (the search or filter that hid it is being cleared, its band being opened): the next tree tries again.
    if (index < 0) return
    taken.current = focusRequest.seq
    pendingFocus.current = focusRequest
    virtualizer.scrollToIndex(index, { align: 'center' })
  }, [focusRequest, tree, virtualizer])
  useEffect(() => {
    const request = pendingFocus.current
    if (!request) return
    const selector =
      request.target === 'row' ? `[data-row-key="${rowKey(request.level, request.id)}"]` : `[data-focus-key="${focusKeys.preview(request.id)}"]`
    const element = document.querySelector<HTMLElement>(selector)
    if (!element) return
    pendingFocus.current = null
    // Band rows can always take focus; a deeper row is made focusable (not a tab stop) when a link asks for it.
    if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
    element.focus()
  })

  const shown = virtualizer.getVirtualItems().map((item) => item.index)
  const measurements = virtualizer.measurementsCache
  const view: View = {
    top: (row) => (measurements[row]?.start ?? scrollMargin) - scrollMargin,
    bottom: (row) => (measurements[row]?.end ?? scrollMargin) - scrollMargin,
    shows: (first, last) => showsAny(shown, first, last),
    measure: virtualizer.measureElement,
    rows: tree.rows,
  }
  const root = tree.root
  if (!root) return null
  return (
    <ListRows
      node={root}
      offset={0}
      view={view}
      list={(rows) => (
        // Busy until the rows beyond the view are in (an idle moment after the first paint): a reader, or a test, that
        // wants every nearby row waits for that, not for a fixed time.
        <RootList
          ref={listRef}
          aria-label={listLabel(root)}
          aria-busy={overscan === FIRST_OVERSCAN}
          style={{ height: view.bottom(root.last) }}
          onFocus={onFocus}
        >
          {rows}
        </RootList>
      )}
    />
  )
}
