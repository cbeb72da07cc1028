import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { listBands } from '@/api/content.api'
import { seedBands } from '@/mock-server/seed/milestone-content'
import { renderApp } from '../support/render-app'

/* The whole keyboard path in the screen, with row boxes laid out 80 px apart (jsdom has no layout). */
describe('reordering with the keyboard in the Milestone Builder', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.tagName !== 'LI' || !this.parentElement) return DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 })
      const index = [...this.parentElement.children].indexOf(this)
      return DOMRect.fromRect({ x: 0, y: index * 80, width: 600, height: 72 })
    })
  })

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
  await renderApp('/admin-dashboard/milestones', { as: 'admin' })
  await screen.findByRole('list', { name: 'Bands' }, { timeout: 5000 })
}
