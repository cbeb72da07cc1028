import type { ClientRect, DroppableContainer } from '@dnd-kit/core'
import { describe, expect, it } from 'vitest'
import {
  KEYBOARD_STEP_PX,
  POINTER_ACTIVATION_DISTANCE_PX,
  restrictToVerticalAxis,
  siblingCollision,
  verticalKeyboardCoordinates,
} from '@/ui/screens/admin/builder/builder-dnd'

const rect = (top: number, height = 72): ClientRect => ({ top, bottom: top + height, left: 0, right: 600, width: 600, height })

describe('builder drag and drop rules (SPEC sections 4 and 9)', () => {
  it('starts a pointer drag after 8 pixels and moves a keyboard drag 25 px per arrow key', () => {
    expect(POINTER_ACTIVATION_DISTANCE_PX).toBe(8)
    expect(KEYBOARD_STEP_PX).toBe(25)
    const at = { x: 10, y: 100 }
    const press = (code: string) =>
      verticalKeyboardCoordinates(new KeyboardEvent('keydown', { code }), {
        active: 1,
        currentCoordinates: at,
        context: {} as never,
      })
    expect(press('ArrowDown')).toEqual({ x: 10, y: 125 })
    expect(press('ArrowUp')).toEqual({ x: 10, y: 75 })
    // Lists are vertical: sideways keys do nothing.
    expect(press('ArrowLeft')).toBeUndefined()
    expect(press('ArrowRight')).toBeUndefined()
  })

  it('keeps a dragged row on the vertical axis', () => {
    const moved = restrictToVerticalAxis({ transform: { x: 40, y: -30, scaleX: 1, scaleY: 1 } } as Parameters<typeof restrictToVerticalAxis>[0])
    expect(moved).toEqual({ x: 0, y: -30, scaleX: 1, scaleY: 1 })
  })

  describe('keyboard collision: a row is over a neighbour as soon as its leading edge enters it', () => {
    const rects = new Map([
      [1, rect(0)],
      [2, rect(80)],
      [3, rect(160)],
    ])
    const containers = [1, 2, 3].map((id) => ({ id }) as DroppableContainer)
    const over = (activeId: number, delta: number) =>
      siblingCollision({
        active: { id: activeId } as never,
        collisionRect: { ...rects.get(activeId)!, top: rects.get(activeId)!.top + delta, bottom: rects.get(activeId)!.bottom + delta },
        droppableRects: rects,
        droppableContainers: containers,
        pointerCoordinates: null,
      })[0]?.id

    it('one 25 px step down is over the next row; it stays there until the edge reaches the row after', () => {
      expect(over(1, 0)).toBe(1)
      expect(over(1, 25)).toBe(2)
      expect(over(1, 75)).toBe(2)
      expect(over(1, 100)).toBe(3)
    })

    it('one 25 px step up is over the previous row', () => {
      expect(over(3, -25)).toBe(2)
      expect(over(3, -100)).toBe(1)
      expect(over(2, 25)).toBe(3)
    })
  })
})
