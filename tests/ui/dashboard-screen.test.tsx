import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Child } from '@/contract/children'
import { ChildCarouselScreen } from '@/ui/screens/dashboard/child-carousel-screen'
import { renderWithTheme } from './render'
import { makeChild as makeChildWith } from '../support/factories'

/*
 * jsdom has no layout and no element scrolling. A small fake layout stands in:
 * a 320 px viewport, 240 px slides 16 px apart after 40 px of padding, so slide i
 * is centred at scrollLeft 256 * i.
 */
const VIEWPORT_WIDTH = 320
const SLIDE_WIDTH = 240
const SLIDE_STEP = 256
const centredAt = (index: number) => SLIDE_STEP * index

function slideIndexOf(element: Element): number | null {
  if (element.getAttribute('aria-roledescription') !== 'slide') return null
  return Number(element.getAttribute('aria-label')?.split(' ')[0]) - 1
}

let scrollTo: ReturnType<typeof vi.fn<(options: ScrollToOptions) => void>>

beforeEach(() => {
  scrollTo = vi.fn<(options: ScrollToOptions) => void>()
  Object.defineProperty(Element.prototype, 'scrollTo', { value: scrollTo, configurable: true, writable: true })
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    const index = slideIndexOf(this)
    return index === null ? 0 : (VIEWPORT_WIDTH - SLIDE_WIDTH) / 2 + index * SLIDE_STEP
  })
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return slideIndexOf(this) === null ? 0 : SLIDE_WIDTH
  })
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return this.getAttribute('data-testid') === 'carousel-viewport' ? VIEWPORT_WIDTH : 0
  })
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  delete (Element.prototype as Partial<Element>).scrollTo
})

function makeChild(id: number, first: string, ageInMonths: number, heightCm: number | null, weightKg: number | null): Child {
  return makeChildWith({
    id,
    first_name: first,
    profile_image: `/seed/child-${first.toLowerCase()}.svg`,
    age_in_months: ageInMonths,
    height_cm: heightCm,
    weight_kg: weightKg,
    dob: '2025-01-01',
  })
}

// docs/product-rules.md#decisions seed: Liam 3 months without measurements, Olivia 9 months, Noah 20 months.
const liam = makeChild(11, 'Liam', 3, null, null)
const olivia = makeChild(12, 'Olivia', 9, 70, 8.5)
const noah = makeChild(13, 'Noah', 20, 84, 11.2)
const threeChildren = [liam, olivia, noah]

function renderScreen(childList: readonly Child[] = threeChildren) {
  const handlers = {
    onOpenChild: vi.fn<(childId: number) => void>(),
    onEditChild: vi.fn<(childId: number) => void>(),
    onRegister: vi.fn<() => void>(),
  }
  renderWithTheme(<ChildCarouselScreen childList={childList} parentName="Paula Carter" {...handlers} />)
  return { ...handlers, user: userEvent.setup({ delay: null }) }
}

const slide = (n: number, of = 3) => screen.getByRole('group', { name: `${n} of ${of}` })
const thumbnail = (name: string) => screen.getByRole('button', { name })
const viewport = () => screen.getByTestId('carousel-viewport')
const selectedName = () =>
  screen
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label')

function scrollViewportTo(left: number) {
  Object.defineProperty(viewport(), 'scrollLeft', { value: left, configurable: true, writable: true })
  fireEvent.scroll(viewport())
}

describe('ChildCarouselScreen', { timeout: 30_000 }, () => {
  it('is a carousel region "Your children" of slides labelled "N of M"', () => {
    renderScreen()

    expect(screen.getByRole('heading', { level: 1, name: 'Your children' })).toBeInTheDocument()
    const region = screen.getByRole('region', { name: 'Your children' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    expect(within(region).getAllByRole('group')).toHaveLength(3)
    for (const n of [1, 2, 3]) expect(slide(n)).toHaveAttribute('aria-roledescription', 'slide')
  })

  it('shows photo, full name, age as years and months, and height and weight with N/A where missing', () => {
    renderScreen()

    const first = within(slide(1))
    expect(first.getByRole('img', { name: 'Liam Carter' })).toHaveAttribute('src', '/seed/child-liam.svg')
    expect(first.getByRole('heading', { name: 'Liam Carter' })).toBeInTheDocument()
    expect(first.getByText('0 years 3 months')).toBeInTheDocument()
    expect(first.getAllByText('N/A')).toHaveLength(2)

    const second = within(slide(2))
    expect(second.getByRole('img', { name: 'Olivia Carter' })).toBeInTheDocument()
    expect(second.getByRole('heading', { name: 'Olivia Carter' })).toBeInTheDocument()
    expect(second.getByText('0 years 9 months')).toBeInTheDocument()
    expect(second.getByText('70 cm')).toBeInTheDocument()
    expect(second.getByText('8.5 kg')).toBeInTheDocument()

    const third = within(slide(3))
    expect(third.getByText('1 year 8 months')).toBeInTheDocument()
    expect(third.getByText('84 cm')).toBeInTheDocument()
    expect(third.getByText('11.2 kg')).toBeInTheDocument()
  })

  it('shows initials when a child has no photo, and logs (only) a photo that fails to load', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    renderScreen([{ ...liam, profile_image: null }, olivia])

    expect(within(slide(1, 2)).getByRole('img', { name: 'Liam Carter' })).toHaveTextContent('LC')
    fireEvent.error(within(slide(2, 2)).getByRole('img', { name: 'Olivia Carter' }))

    expect(within(slide(2, 2)).getByRole('img', { name: 'Olivia Carter' })).toHaveTextContent('OC')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/seed/child-olivia.svg'))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('selects the child chosen earlier in this visit first, and reports each new choice (issue #12)', async () => {
    const onSelectChild = vi.fn<(childId: number) => void>()
    renderWithTheme(
      <ChildCarouselScreen
        childList={threeChildren}
        initialChildId={noah.id}
        onSelectChild={onSelectChild}
        onOpenChild={() => undefined}
        onEditChild={() => undefined}
        onRegister={() => undefined}
      />,
    )
    expect(selectedName()).toBe('Noah Carter')
    // The first selection was not a choice of the parent's.
    expect(onSelectChild).not.toHaveBeenCalled()
    await userEvent.setup({ delay: null }).click(thumbnail('Liam Carter'))
    expect(selectedName()).toBe('Liam Carter')
    expect(onSelectChild).toHaveBeenLastCalledWith(liam.id)
  })

  it('falls back to the middle child when the earlier choice is not in the list', () => {
    renderWithTheme(
      <ChildCarouselScreen childList={threeChildren} initialChildId={999} onOpenChild={() => undefined} onEditChild={() => undefined} onRegister={() => undefined} />,
    )
    expect(selectedName()).toBe('Olivia Carter')
  })

  it('selects the middle child first (Olivia of three) and centres her without animation', () => {
    renderScreen()

    expect(thumbnail('Olivia Carter')).toHaveAttribute('aria-current', 'true')
    expect(thumbnail('Liam Carter')).not.toHaveAttribute('aria-current')
    expect(thumbnail('Noah Carter')).not.toHaveAttribute('aria-current')
    expect(scrollTo).toHaveBeenCalledTimes(1)
    expect(scrollTo).toHaveBeenCalledWith({ left: centredAt(1), behavior: 'instant' })
  })

  it('selects the middle of two and of four as floor(n/2)', () => {
    renderScreen([liam, olivia])
    expect(selectedName()).toBe('Olivia Carter')
    cleanup()

    renderScreen([liam, olivia, noah, makeChild(14, 'Emma', 30, null, 13)])
    expect(selectedName()).toBe('Noah Carter')
  })

  it('selects a child from the thumbnail strip and slides the carousel to the card in 0.2 s', async () => {
    vi.useFakeTimers()
    renderScreen()
    scrollTo.mockClear()

    fireEvent.click(thumbnail('Noah Carter'))

    expect(thumbnail('Noah Carter')).toHaveAttribute('aria-current', 'true')
    expect(thumbnail('Olivia Carter')).not.toHaveAttribute('aria-current')
    await act(async () => vi.advanceTimersByTimeAsync(100))
    const midway = scrollTo.mock.lastCall?.[0].left ?? 0
    expect(midway).toBeGreaterThan(0)
    expect(midway).toBeLessThan(centredAt(2))
    // 0.2 s from the first animation frame, plus that frame.
    await act(async () => vi.advanceTimersByTimeAsync(140))
    expect(scrollTo).toHaveBeenLastCalledWith({ left: centredAt(2), behavior: 'instant' })
  })

  it('jumps without animation under prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }))
    try {
      renderScreen()
      scrollTo.mockClear()

      fireEvent.click(thumbnail('Liam Carter'))

      expect(scrollTo).toHaveBeenCalledTimes(1)
      expect(scrollTo).toHaveBeenCalledWith({ left: centredAt(0), behavior: 'instant' })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('moves with Next and Previous, which are disabled at the ends', async () => {
    const { user } = renderScreen()
    const next = screen.getByRole('button', { name: 'Next child' })
    const previous = screen.getByRole('button', { name: 'Previous child' })

    await user.click(next)
    expect(selectedName()).toBe('Noah Carter')
    expect(next).toBeDisabled()

    await user.click(previous)
    expect(selectedName()).toBe('Olivia Carter')
    await user.click(previous)
    expect(selectedName()).toBe('Liam Carter')
    expect(previous).toBeDisabled()
    expect(next).toBeEnabled()
  })

  it('moves with the Right and Left arrow keys while focus is in the carousel', async () => {
    const { user } = renderScreen()
    within(slide(2)).getByRole('button', { name: 'Show Details' }).focus()

    await user.keyboard('{ArrowRight}')
    expect(selectedName()).toBe('Noah Carter')
    await user.keyboard('{ArrowRight}')
    expect(selectedName()).toBe('Noah Carter')

    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(selectedName()).toBe('Liam Carter')

    await user.keyboard('{End}')
    expect(selectedName()).toBe('Noah Carter')
    await user.keyboard('{Home}')
    expect(selectedName()).toBe('Liam Carter')
  })

  it('ignores arrow keys outside the carousel', async () => {
    const { user } = renderScreen()
    screen.getAllByRole('button', { name: 'Register New Child' })[0]?.focus()

    await user.keyboard('{ArrowRight}')

    expect(selectedName()).toBe('Olivia Carter')
  })

  it('selects the card nearest the centre 80 ms after scrolling stops (spec 4: snap debounce), not at 79 ms', () => {
    vi.useFakeTimers()
    renderScreen()

    // Centre at 500 + 160 = 660: Noah's card (centre 40 + 512 + 120 = 672) is nearest.
    scrollViewportTo(500)
    act(() => vi.advanceTimersByTime(79))
    expect(selectedName()).toBe('Olivia Carter')
    act(() => vi.advanceTimersByTime(1))
    expect(selectedName()).toBe('Noah Carter')
  })

  it('restarts the 80 ms wait on every scroll event, so a swipe in progress changes nothing', () => {
    vi.useFakeTimers()
    renderScreen()

    scrollViewportTo(200)
    act(() => vi.advanceTimersByTime(50))
    scrollViewportTo(20)
    act(() => vi.advanceTimersByTime(50))
    expect(selectedName()).toBe('Olivia Carter')
    act(() => vi.advanceTimersByTime(30))
    expect(selectedName()).toBe('Liam Carter')
  })

  it('opens a child from Show Details or a click on the card', async () => {
    const { user, onOpenChild, onEditChild } = renderScreen()

    await user.click(within(slide(2)).getByRole('button', { name: 'Show Details' }))
    expect(onOpenChild).toHaveBeenCalledTimes(1)
    expect(onOpenChild).toHaveBeenLastCalledWith(olivia.id)

    await user.click(within(slide(3)).getByRole('heading', { name: 'Noah Carter' }))
    expect(onOpenChild).toHaveBeenCalledTimes(2)
    expect(onOpenChild).toHaveBeenLastCalledWith(noah.id)
    expect(onEditChild).not.toHaveBeenCalled()
  })

  it("edits a child from the edit icon, named \"Edit {name}'s profile\", without opening the profile", async () => {
    const { user, onOpenChild, onEditChild } = renderScreen()

    await user.click(screen.getByRole('button', { name: "Edit Liam Carter's profile" }))

    expect(onEditChild).toHaveBeenCalledExactlyOnceWith(liam.id)
    expect(onOpenChild).not.toHaveBeenCalled()
  })

  it('offers Register New Child in the header and as the last card of the carousel', async () => {
    const { user, onRegister, onOpenChild } = renderScreen()
    const [inHeader, inCarousel] = screen.getAllByRole('button', { name: 'Register New Child' })
    expect(inCarousel && screen.getByRole('region', { name: 'Your children' }).contains(inCarousel)).toBe(true)

    await user.click(inHeader!)
    await user.click(inCarousel!)

    expect(onRegister).toHaveBeenCalledTimes(2)
    expect(onOpenChild).not.toHaveBeenCalled()
  })

  it('welcomes a parent without children: "No children yet" and Register New Child', async () => {
    const { user, onRegister } = renderScreen([])

    expect(screen.getByRole('heading', { name: 'No children yet' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Your children' })).not.toBeInTheDocument()
    const register = screen.getAllByRole('button', { name: 'Register New Child' })
    expect(register).toHaveLength(1)

    await user.click(register[0]!)
    expect(onRegister).toHaveBeenCalledTimes(1)
  })
})
