import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { memo, type ReactNode, useMemo } from 'react'
import styled, { css } from 'styled-components'
import { childrenOf, levels, rowKey, type Item, type Level } from '@/domain/content-levels'
import { Button } from '@/ui/primitives/button'
import { useBuilderSend } from '@/ui/screens/admin/builder/builder-context'
import { PlusIcon } from '@/ui/primitives/icons'
import { Cluster } from '@/ui/primitives/layout'
import { Overline } from '@/ui/primitives/overline'
import type { ItemNode, ParentLevel } from '@/ui/screens/admin/builder/builder-rows'
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
import type { View } from '@/ui/screens/admin/builder/use-tree-window'

/*
 * The rows of the windowed tree (builder-tree.tsx holds the boxes that nest them): a measured
 * slot, an open area's heading, an item's header, the sortable box a dragged row moves in, and
 * the empty box of a sibling out of view.
 */

/* Placed in its parent box across its whole width, at the offset the tree measured. */
export const spanned = css`
  position: absolute;
  left: 0;
  right: 0;
`

/** One measured row, placed in its parent box. */
export const Slot = styled.div`
  ${spanned}
`

const ChildHeader = styled(Cluster).attrs({ $wrap: true, $justify: 'between' })`
  padding-top: ${({ theme }) => theme.space(1)};
`

/** Ids the expand buttons, regions and titles share (one builder per page). */
export const areaId = (level: Level, id: number) => `builder-children-${level}-${id}`
const titleId = (level: Level, id: number) => `builder-title-${level}-${id}`

type RowSlotProps = {
  row: number
  /** Its place in its parent box, px. */
  top: number
  /** The virtualizer's measuring callback (ref). */
  measure: View['measure']
  children: ReactNode
}

export function RowSlot({ row, top, measure, children }: RowSlotProps) {
  return (
    <Slot ref={measure} data-index={row} style={{ top }}>
      {children}
    </Slot>
  )
}

/** An open child area's heading, count and Add button. */
export const AreaHead = memo(function AreaHead({ parentLevel, parent }: { parentLevel: ParentLevel; parent: Item }) {
  const send = useBuilderSend()
  const level = levels[parentLevel].child!
  const texts = childTexts[parentLevel]
  return (
    <ChildHeader>
      <Overline aria-hidden="true">
        {texts.heading} · {childrenOf(parent, parentLevel).length}
      </Overline>
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
export function SortableBox({ node, top, height, rowTop, measure, children }: SortableBoxProps) {
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
export const OffscreenItem = memo(function OffscreenItem({ id, level, top, height, position, count }: OffscreenItemProps) {
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
