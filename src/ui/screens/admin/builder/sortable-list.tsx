import { DndContext, type Announcements, type DragEndEvent, type ScreenReaderInstructions, type UniqueIdentifier } from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { type ReactNode, useLayoutEffect, useMemo, useRef } from 'react'
import styled from 'styled-components'
import { restrictToVerticalAxis, siblingCollision, useBuilderSensors } from '@/ui/screens/admin/builder/builder-dnd'

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`

export interface ListEntry {
  id: number
  name: string
}

export type SortableListProps = {
  /** The level as a word: 'band', 'question set'. */
  word: string
  /** The rows in the order shown. */
  entries: readonly ListEntry[]
  /** Names the list for assistive tech: 'Bands', 'Question sets of 0-6 Months'. */
  label: string
  /** A row was dropped on another: the ids of the moved row and of the row whose place it takes. */
  onMove: (activeId: number, overId: number) => void
  children: ReactNode
}

const modifiers = [restrictToVerticalAxis]

/**
 * One sibling list (bands; the sets of a band; the questions of a set; the options
 * of a question): its own DndContext, so a row moves only among its siblings, with
 * spoken instructions and announcements for keyboard and screen-reader users.
 */
export function SortableList({ word, entries, label, onMove, children }: SortableListProps) {
  const sensors = useBuilderSensors()
  // The latest rows and handler for the (stable) announcements and drop handler.
  const latest = useRef({ entries, onMove })
  useLayoutEffect(() => {
    latest.current = { entries, onMove }
  })

  // dnd-kit reports the row over its own place right after pick-up; that must not talk over "Picked up …".
  const lastOver = useRef<UniqueIdentifier | null>(null)

  const ids = useMemo(() => entries.map((entry) => entry.id), [entries])

  const accessibility = useMemo(() => {
    const describe = (id: UniqueIdentifier) => {
      const list = latest.current.entries
      const index = list.findIndex((entry) => entry.id === id)
      return { name: list[index]?.name ?? '', position: `Position ${index + 1} of ${list.length}.` }
    }
    const announcements: Announcements = {
      onDragStart: ({ active }) => {
        lastOver.current = active.id
        const { name, position } = describe(active.id)
        return `Picked up ${word} ${name}. ${position}`
      },
      onDragOver: ({ active, over }) => {
        if ((over?.id ?? null) === lastOver.current) return undefined
        lastOver.current = over?.id ?? null
        const { name } = describe(active.id)
        if (!over) return `${capitalise(word)} ${name} is no longer over a position.`
        const target = describe(over.id)
        return over.id === active.id
          ? `${capitalise(word)} ${name} is back in its place. ${target.position}`
          : `${capitalise(word)} ${name} was moved over ${target.name}. ${target.position}`
      },
      onDragEnd: ({ active, over }) => {
        const { name, position } = describe(active.id)
        if (!over) return `${capitalise(word)} ${name} was dropped in its original place. ${position}`
        return `${capitalise(word)} ${name} was dropped. ${describe(over.id).position}`
      },
      onDragCancel: ({ active }) => {
        const { name, position } = describe(active.id)
        return `Moving was cancelled. ${capitalise(word)} ${name} was returned to its place. ${position}`
      },
    }
    const screenReaderInstructions: ScreenReaderInstructions = {
      draggable: `To move this ${word}, press Space or Enter to pick it up, then use the Up and Down arrow keys. Press Space or Enter again to drop it in its new place, or Escape to cancel.`,
    }
    return { announcements, screenReaderInstructions }
  }, [word])

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) latest.current.onMove(Number(active.id), Number(over.id))
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={siblingCollision}
      modifiers={modifiers}
      accessibility={accessibility}
      onDragEnd={handleDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <List aria-label={label}>{children}</List>
      </SortableContext>
    </DndContext>
  )
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
