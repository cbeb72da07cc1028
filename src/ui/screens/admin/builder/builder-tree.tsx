import { useSelector } from '@xstate/react'
import { memo, type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import styled from 'styled-components'
import type { Band } from '@/contract/content'
import { levels } from '@/domain/content-levels'
import { useBuilderRef, useBuilderSend } from '@/ui/screens/admin/builder/builder-context'
import { PlainList } from '@/ui/primitives/layout'
import {
  expandedCodes,
  flattenTree,
  listLabel,
  nearSiblings,
  type AreaNode,
  type ItemNode,
  type ListNode,
  type ParentLevel,
} from '@/ui/screens/admin/builder/builder-rows'
import { focusKeys, ItemForm } from '@/ui/screens/admin/builder/item-form'
import { childTexts, itemName, levelWord } from '@/ui/screens/admin/builder/row-text'
import { SortableGroup, useStableIds } from '@/ui/screens/admin/builder/sortable-list'
import { AreaHead, areaId, OffscreenItem, RowSlot, Slot, SortableBox, spanned } from '@/ui/screens/admin/builder/tree-row'
import { useTreeWindow, type FocusRequest, type View } from '@/ui/screens/admin/builder/use-tree-window'

export type { FocusRequest }

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

const RootList = styled(PlainList)`
  position: relative;
`

const NestedList = styled(PlainList)`
  ${spanned}
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

const EmptyChildren = styled.p`
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`

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

  const { view, listRef, onFocus, filling } = useTreeWindow(tree, focusRequest)
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
          aria-busy={filling}
          style={{ height: view.bottom(root.last) }}
          onFocus={onFocus}
        >
          {rows}
        </RootList>
      )}
    />
  )
}
