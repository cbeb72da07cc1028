import { DndContext, type Announcements, type DragEndEvent, type DragStartEvent, type ScreenReaderInstructions, type UniqueIdentifier } from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react'
import { restrictToVerticalAxis, siblingCollision, useBuilderSensors } from '@/ui/screens/admin/builder/builder-dnd'

/** A row of the list for announcements: its name, place and the list's length. */
export interface RowDescription {
  name: string
  position: number
  count: number
}

export type SortableGroupProps = {
  /** The level as a word: 'band', 'question set'. */
  word: string
  /** The rows' ids in the order shown; the same array while the rows are the same (useStableIds). */
  ids: number[]
  /** Reads the current row for announcements (stable). */
  describe: (id: number) => RowDescription
  /** A row was dropped on another: the ids of the moved row and of the row whose place it takes (stable). */
  onMove: (activeId: number, overId: number) => void
  /** The row being dragged (its id), or null when the drag ends: a windowed list keeps it in the page. */
  onActive?: (id: number | null) => void
  /** The rendered rows (in a windowed list, not all of them). */
  children: ReactNode
}

const modifiers = [restrictToVerticalAxis]

/**
 * One sibling list (bands; the sets of a band; the questions of a set; the options
 * of a question): its own DndContext, so a row moves only among its siblings, with
 * spoken instructions and announcements for keyboard and screen-reader users.
 * It renders no element: the list element is the caller's.
 */
export function SortableGroup({ word, ids, describe, onMove, onActive, children }: SortableGroupProps) {
  const sensors = useBuilderSensors()
  // dnd-kit reports the row over its own place right after pick-up; that must not talk over "Picked up …".
  const lastOver = useRef<UniqueIdentifier | null>(null)

  const accessibility = useMemo(() => {
    const about = (id: UniqueIdentifier) => {
      const row = describe(Number(id))
      return { name: row.name, position: `Position ${row.position} of ${row.count}.` }
    }
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        lastOver.current = active.id
        const { name, position } = about(active.id)
        return `Picked up ${word} ${name}. ${position}`
      },
      onDragOver: ({ active, over }) => {
        if ((over?.id ?? null) === lastOver.current) return undefined
        lastOver.current = over?.id ?? null
        const { name } = about(active.id)
        if (!over) return `${capitalise(word)} ${name} is no longer over a position.`
        const target = about(over.id)
        return over.id === active.id
          ? `${capitalise(word)} ${name} is back in its place. ${target.position}`
          : `${capitalise(word)} ${name} was moved over ${target.name}. ${target.position}`
      },
      onDragEnd: ({ active, over }) => {
        const { name, position } = about(active.id)
        if (!over) return `${capitalise(word)} ${name} was dropped in its original place. ${position}`
        return `${capitalise(word)} ${name} was dropped. ${about(over.id).position}`
      },
      onDragCancel: ({ active }) => {
        const { name, position } = about(active.id)
        return `Moving was cancelled. ${capitalise(word)} ${name} was returned to its place. ${position}`
      },
    }
    const screenReaderInstructions: ScreenReaderInstructions = {
      draggable: `To move this ${word}, press Space or Enter to pick it up, then use the Up and Down arrow keys. Press Space or Enter again to drop it in its new place, or Escape to cancel.`,
    }
    return { announcements, screenReaderInstructions }
  }, [word, describe])

  const handleDragStart = useCallback(({ active }: DragStartEvent) => onActive?.(Number(active.id)), [onActive])
  const handleDragCancel = useCallback(() => onActive?.(null), [onActive])
  const handleDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      onActive?.(null)
      if (over && active.id !== over.id) onMove(Number(active.id), Number(over.id))
    },
    [onMove, onActive],
  )

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={siblingCollision}
      modifiers={modifiers}
      accessibility={accessibility}
      onDragStart={handleDragStart}
      onDragCancel={handleDragCancel}
      onDragEnd={handleDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  )
}

/** The same ids array while the same rows are listed, in the same order. */
export function useStableIds(items: readonly { id: number }[]): number[] {
  const [ids, setIds] = useState(() => items.map((item) => item.id))
  const same = ids.length === items.length && items.every((item, index) => item.id === ids[index])
  if (!same) {
    const next = items.map((item) => item.id)
    setIds(next)
    return next
  }
  return ids
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
