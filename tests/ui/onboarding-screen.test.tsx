import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OnboardingScreen } from '@/ui/screens/onboarding/onboarding-screen'
import { renderWithTheme } from './render'

afterEach(cleanup)

function renderScreen(slide: number, busy = false) {
  const handlers = { onNext: vi.fn(), onForward: vi.fn(), onPrevious: vi.fn(), onGo: vi.fn<(index: number) => void>(), onSkip: vi.fn() }
  const view = renderWithTheme(<OnboardingScreen slide={slide} busy={busy} {...handlers} />)
  const rerender = (next: number, nextBusy = false) => view.rerender(<OnboardingScreen slide={next} busy={nextBusy} {...handlers} />)
  return { ...handlers, rerender, user: userEvent.setup({ delay: null }) }
}

const progress = () => screen.getByRole('progressbar', { name: 'Onboarding progress' })
const dot = (n: number) => screen.getByRole('button', { name: `Go to slide ${n} of 3` })

describe('OnboardingScreen', () => {
  it("opens on 'Welcome' / \"Your Child's Development Companion\" with previous disabled", () => {
    renderScreen(0)

    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument()
    expect(screen.getByText("Your Child's Development Companion")).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Skip' })).toBeEnabled()
  })

  it('exposes only the current slide, each with a picture and a line of text', () => {
    renderScreen(1)

    expect(screen.getByRole('heading', { name: 'Track Key Milestones' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Welcome' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Early Identification Resources' })).not.toBeInTheDocument()
    const current = screen.getByRole('group', { name: '2 of 3' })
    expect(current).toHaveAttribute('aria-roledescription', 'slide')
    expect(within(current).getByRole('heading', { level: 2 }).nextElementSibling?.textContent).toMatch(/\w+/)
    expect(current.querySelector('img')).toHaveAttribute('src', '/onboarding/milestones.svg')
  })

  it('shows the progress bar at 1, 2 and 3 of 3', () => {
    const { rerender } = renderScreen(0)
    expect(progress()).toHaveAttribute('aria-valuenow', '1')
    expect(progress()).toHaveAttribute('aria-valuemin', '1')
    expect(progress()).toHaveAttribute('aria-valuemax', '3')

    rerender(1)
    expect(progress()).toHaveAttribute('aria-valuenow', '2')

    rerender(2)
    expect(progress()).toHaveAttribute('aria-valuenow', '3')
    expect(progress()).toHaveAttribute('aria-valuetext', 'Slide 3 of 3')
  })

  it('marks the current dot and jumps with the others', async () => {
    const { onGo, user } = renderScreen(0)
    expect(dot(1)).toHaveAttribute('aria-current', 'step')
    expect(dot(2)).not.toHaveAttribute('aria-current')
    expect(dot(3)).not.toHaveAttribute('aria-current')

    await user.click(dot(3))
    expect(onGo).toHaveBeenCalledWith(2)

    await user.click(dot(1))
    expect(onGo).toHaveBeenCalledTimes(1)
  })

  it('moves with next and previous', async () => {
    const { onNext, onPrevious, user } = renderScreen(1)

    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Previous' }))

    expect(onNext).toHaveBeenCalledTimes(1)
    expect(onPrevious).toHaveBeenCalledTimes(1)
  })

  it("reads 'Get Started' on the last slide, which finishes", async () => {
    const { onNext, user } = renderScreen(2)

    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Get Started' }))

    expect(onNext).toHaveBeenCalledTimes(1)
  })

  it('skips', async () => {
    const { onSkip, user } = renderScreen(0)

    await user.click(screen.getByRole('button', { name: 'Skip' }))

    expect(onSkip).toHaveBeenCalledTimes(1)
  })

  it('moves with the left and right arrow keys while focus is in the carousel; they go forward, never Next (the machine stops them at the last slide)', async () => {
    const { onNext, onForward, onPrevious, onGo, rerender, user } = renderScreen(0)
    dot(1).focus()

    await user.keyboard('{ArrowLeft}')
    expect(onPrevious).not.toHaveBeenCalled()
    await user.keyboard('{ArrowRight}')
    expect(onForward).toHaveBeenCalledTimes(1)

    rerender(1)
    await user.keyboard('{ArrowLeft}')
    expect(onPrevious).toHaveBeenCalledTimes(1)
    await user.keyboard('{End}')
    expect(onGo).toHaveBeenCalledWith(2)

    rerender(2)
    await user.keyboard('{ArrowRight}')
    expect(onForward).toHaveBeenCalledTimes(2)
    expect(onNext).not.toHaveBeenCalled()
  })

  it('ignores arrow keys outside the carousel', async () => {
    const { onNext, onForward, user } = renderScreen(0)
    screen.getByRole('button', { name: 'Skip' }).focus()

    await user.keyboard('{ArrowRight}')

    expect(onNext).not.toHaveBeenCalled()
    expect(onForward).not.toHaveBeenCalled()
  })

  it('keeps focus on a live button when previous becomes disabled', async () => {
    const { rerender, user } = renderScreen(1)
    const previous = screen.getByRole('button', { name: 'Previous' })
    previous.focus()

    await user.keyboard('{Enter}')
    rerender(0)

    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus()
  })

  it('waits while the completion call runs: Get Started busy, every control disabled', () => {
    renderScreen(2, true)

    expect(screen.getByRole('button', { name: 'Get Started' })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('button', { name: 'Skip' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    for (const n of [1, 2, 3]) expect(dot(n)).toBeDisabled()
  })

  it('shows Skip busy when Skip finished the flow', async () => {
    const { rerender, user } = renderScreen(0)
    await user.click(screen.getByRole('button', { name: 'Skip' }))

    rerender(0, true)

    expect(screen.getByRole('button', { name: 'Skip' })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-busy')
  })
})
