import {
  closestCenter,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Collision,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type Modifier,
  type PointerSensorOptions,
} from '@dnd-kit/core'
import type { PointerEvent } from 'react'

/** docs/product-rules.md#4, #9: a drag starts after the pointer moves 8 pixels. */
export const POINTER_ACTIVATION_DISTANCE_PX = 8
/** docs/product-rules.md#4, #9: each arrow key moves a keyboard drag by 25 px. */
export const KEYBOARD_STEP_PX = 25
/** A press and hold on the handle starts a touch drag; a swipe that moves first scrolls the page. */
export const TOUCH_ACTIVATION = { delay: 200, tolerance: 8 } as const

/**
 * Mouse and pen through pointer events (the 8 px rule). Touch is left to the
 * TouchSensor with its press-and-hold, so a finger on a handle never starts two drags.
 */
export class MouseAndPenSensor extends PointerSensor {
  static activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: PointerEvent, { onActivation }: PointerSensorOptions) => {
        if (event.pointerType === 'touch' || !event.isPrimary || event.button !== 0) return false
        onActivation?.({ event })
        return true
      },
    },
  ]
}

/** Up and down only, 25 px per press; every other key is left alone (Space/Enter drop, Escape cancels). */
export const verticalKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  switch (event.code || event.key) {
    case 'ArrowDown':
      event.preventDefault()
      return { ...currentCoordinates, y: currentCoordinates.y + KEYBOARD_STEP_PX }
    case 'ArrowUp':
      event.preventDefault()
      return { ...currentCoordinates, y: currentCoordinates.y - KEYBOARD_STEP_PX }
    default:
      return undefined
  }
}

/** Lists are vertical: a dragged row follows the pointer up and down only. */
export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 })

/**
 * Which sibling a dragged row is over.
 * - Pointer: the sibling whose centre is closest (dnd-kit's closestCenter).
 * - Keyboard: as soon as the row's leading edge passes into a neighbour, it is over
 *   that neighbour. With 25 px steps a closest-centre rule would need several presses
 *   before anything moved (a band row is taller than 50 px); this way the first
 *   ArrowDown already swaps with the next row, and each further neighbour is reached
 *   when the row's edge reaches it.
 */
export const siblingCollision: CollisionDetection = (args) => {
  const { active, collisionRect, droppableRects, droppableContainers, pointerCoordinates } = args
  if (pointerCoordinates) return closestCenter(args)
  const origin = droppableRects.get(active.id)
  if (!origin) return closestCenter(args)
  const delta = collisionRect.top - origin.top
  let best: { collision: Collision; top: number } | null = null
  for (const container of droppableContainers) {
    if (container.id === active.id) continue
    const rect = droppableRects.get(container.id)
    if (!rect) continue
    const entered = delta > 0 ? rect.top > origin.top && collisionRect.bottom > rect.top : delta < 0 && rect.top < origin.top && collisionRect.top < rect.bottom
    if (!entered) continue
    // The furthest neighbour entered in the direction of travel.
    if (!best || (delta > 0 ? rect.top > best.top : rect.top < best.top)) {
      best = { collision: { id: container.id, data: { droppableContainer: container, value: Math.abs(delta) } }, top: rect.top }
    }
  }
  if (best) return [best.collision]
  const self = droppableContainers.find((container) => container.id === active.id)
  return self ? [{ id: active.id, data: { droppableContainer: self, value: 0 } }] : []
}

/*
 * Module constants, not literals in the hook: useSensor memoises on the options
 * object, and a new one each render would hand every nested sortable row a new
 * dnd-kit context (React 19 re-renders every consumer below a changed provider).
 */
const pointerOptions = { activationConstraint: { distance: POINTER_ACTIVATION_DISTANCE_PX } }
const touchOptions = { activationConstraint: TOUCH_ACTIVATION }
const keyboardOptions = { coordinateGetter: verticalKeyboardCoordinates }

/** The three ways to drag a row: mouse or pen (8 px), touch (press and hold) and keyboard (25 px steps). */
export function useBuilderSensors() {
  return useSensors(
    useSensor(MouseAndPenSensor, pointerOptions),
    useSensor(TouchSensor, touchOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  )
}
