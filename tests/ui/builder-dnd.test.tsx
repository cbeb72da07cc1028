import type { ClientRect, DroppableContainer } from '@dnd-kit/core'
import { createMemoryHistory } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { login } from '@/api/accounts.api'
import { listBands } from '@/api/milestones.api'
import { App } from '@/app'
import { seedBands } from '@/mock-server/seed/milestone-content'
import { seedUsers } from '@/mock-server/seed/users'
import { createAppRouter } from '@/router'
import {
  KEYBOARD_STEP_PX,
  POINTER_ACTIVATION_DISTANCE_PX,
  restrictToVerticalAxis,
  siblingCollision,
  verticalKeyboardCoordinates,
} from '@/ui/screens/admin/builder/builder-dnd'
import { createTestBackend } from '../support/backend'

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

/* The whole keyboard path in the screen, with row boxes laid out 80 px apart (jsdom has no layout). */
describe('reordering with the keyboard in the Milestone Builder', { timeout: 30_000 }, () => {
  const backend = createTestBackend()
  beforeAll(() => backend.start())
  beforeEach(async () => {
    await backend.reset()
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.tagName !== 'LI' || !this.parentElement) return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 })
      const index = [...this.parentElement.children].indexOf(this)
      return DOMRect.fromRect({ x: 0, y: index * 80, width: 600, height: 72 })
    })
  })
  afterEach(() => {
    cleanup()
    backend.server.resetHandlers()
  })
  afterAll(() => backend.stop())

  const titles = () =>
    within(screen.getByRole('list', { name: 'Bands' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)

  async function press(element: Element, code: string) {
    await act(async () => {
      fireEvent.keyDown(element, { code, key: code === 'Space' ? ' ' : code })
      // dnd-kit measures the rows asynchronously.
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
  }

  async function openBuilder() {
    await login({ email: seedUsers.admin.email, password: seedUsers.admin.password })
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/admin-dashboard/milestones'] }) })
    await act(async () => {
      render(<App router={router} demo={null} />)
    })
    await screen.findByRole('list', { name: 'Bands' }, { timeout: 5000 })
  }

  it("Space, ArrowDown, Space moves a band down one place: 'Band order updated', orders renumbered from 0 and saved", async () => {
    await openBuilder()
    const [first, second, third, fourth] = seedBands
    const handle = screen.getByRole('button', { name: `Drag to reorder ${first!.title}` })
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable')
    handle.focus()

    await press(handle, 'Space')
    expect(screen.getByText(`Picked up band ${first!.title}. Position 1 of 4.`)).toBeInTheDocument()
    await press(handle, 'ArrowDown')
    expect(screen.getByText(`Band ${first!.title} was moved over ${second!.title}. Position 2 of 4.`)).toBeInTheDocument()
    await press(handle, 'Space')

    expect(await screen.findByText('Band order updated')).toBeInTheDocument()
    expect(titles()).toEqual([second!.title, first!.title, third!.title, fourth!.title])
    await waitFor(async () =>
      expect((await listBands()).map((band) => [band.title, band.order])).toEqual([
        [second!.title, 0],
        [first!.title, 1],
        [third!.title, 2],
        [fourth!.title, 3],
      ]),
    )
  })

  it('Escape cancels a keyboard drag: nothing moves and nothing is saved', async () => {
    await openBuilder()
    const before = await listBands()
    const handle = screen.getByRole('button', { name: `Drag to reorder ${seedBands[2]!.title}` })
    handle.focus()
    await press(handle, 'Space')
    await press(handle, 'ArrowUp')
    await press(handle, 'Escape')
    expect(screen.getByText(/^Moving was cancelled\./)).toBeInTheDocument()
    expect(titles()).toEqual(seedBands.map((band) => band.title))
    expect(screen.queryByText('Band order updated')).not.toBeInTheDocument()
    expect(await listBands()).toEqual(before)
  })

  it("moves a question set within its band only: 'Question Set order updated'", async () => {
    await openBuilder()
    const band = seedBands[1]!
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `Question sets of ${band.title}` }))
    })
    const sets = await screen.findByRole('region', { name: `Question sets of ${band.title}` })
    const handle = within(sets).getByRole('button', { name: `Drag to reorder ${band.sets[3]!.title}` })
    handle.focus()
    await press(handle, 'Space')
    await press(handle, 'ArrowUp')
    await press(handle, 'Space')

    expect(await screen.findByText('Question Set order updated')).toBeInTheDocument()
    const shown = within(within(sets).getByRole('list')).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)
    expect(shown).toEqual([band.sets[0]!.title, band.sets[1]!.title, band.sets[3]!.title, band.sets[2]!.title])
    expect(titles()).toEqual(seedBands.map((b) => b.title))
    await waitFor(async () => {
      const saved = (await listBands())[1]!.sets.map((set) => set.title)
      expect(saved).toEqual(shown)
    })
  })
})
