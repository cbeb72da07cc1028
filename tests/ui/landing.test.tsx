import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ThemeProvider } from 'styled-components'
import { LandingScreen, loadBelowTheFold } from '@/ui/screens/landing/landing-screen'
import { SAMPLE_TESTIMONIALS, TESTIMONIAL_ROTATION_MS } from '@/ui/screens/landing/testimonials'
import { theme } from '@/ui/theme/theme'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  // Following a section link leaves its #hash in jsdom's URL; each test starts at the top of the page.
  window.history.replaceState(null, '', '/')
})

/** Renders the page and waits for its lazily loaded sections below the hero (real timers or fake: no timer involved). */
async function renderLanding() {
  const onGetStarted = vi.fn()
  render(
    <ThemeProvider theme={theme}>
      <LandingScreen getStartedHref="/splash" onGetStarted={onGetStarted} />
    </ThemeProvider>,
  )
  await act(() => loadBelowTheFold())
  return { onGetStarted }
}

const dot = (n: number) => screen.getByRole('button', { name: `Show testimonial ${n} of 3` })
const slide = (n: number) => screen.queryByRole('group', { name: `${n} of 3` })

function expectTestimonial(n: number) {
  expect(slide(n)).toBeInTheDocument()
  expect(dot(n)).toHaveAttribute('aria-current', 'true')
  for (const other of [1, 2, 3].filter((m) => m !== n)) {
    expect(slide(other)).not.toBeInTheDocument()
    expect(dot(other)).not.toHaveAttribute('aria-current')
  }
}

// The whole page renders in every test and role queries compute styles in jsdom: allow a slow, busy machine.
describe('LandingScreen', { timeout: 30_000 }, () => {
  it('renders the top navigation and hero first; the sections below and the footer load after (issue #6 budget)', async () => {
    render(
      <ThemeProvider theme={theme}>
        <LandingScreen getStartedHref="/splash" onGetStarted={vi.fn()} />
      </ThemeProvider>,
    )
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
    // The first dynamic import transforms the chunk's modules: slow on a busy machine.
    expect(await screen.findByRole('contentinfo', {}, { timeout: 15_000 })).toBeInTheDocument()
    for (const id of ['features', 'milestones', 'goals', 'community']) expect(document.getElementById(id)?.tagName).toBe('SECTION')
  })

  it('a direct visit to /#goals scrolls to the goals section once it has loaded', async () => {
    window.history.replaceState(null, '', '/#goals')
    // jsdom does not lay out or scroll: record the call instead.
    const scrollIntoView = vi.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    try {
      await renderLanding()
      expect(scrollIntoView).toHaveBeenCalledOnce()
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('goals'))
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView
    }
  })

  it('has one h1 and the landmarks of a page: header, main navigation, main and footer', async () => {
    const user = userEvent.setup()
    await renderLanding()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    // jsdom applies the narrow (mobile first) styles, where the links sit behind the menu button.
    const menu = screen.getByRole('button', { name: 'Menu' })
    await user.click(menu)
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute('id', menu.getAttribute('aria-controls'))
  })

  describe('top navigation (spec 2 "/")', () => {
    it('links to the features, milestones, goals and community sections of the page', async () => {
      const user = userEvent.setup()
      await renderLanding()
      const menu = screen.getByRole('button', { name: 'Menu' })
      expect(menu).toHaveAttribute('aria-expanded', 'false')
      await user.click(menu)
      expect(menu).toHaveAttribute('aria-expanded', 'true')

      const nav = screen.getByRole('navigation', { name: 'Main' })
      const expected = [
        ['Features', 'features'],
        ['Milestones', 'milestones'],
        ['Goals', 'goals'],
        ['Community', 'community'],
      ] as const
      for (const [name, id] of expected) {
        expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', `#${id}`)
        // Each anchor has a section with that id to scroll to.
        expect(document.getElementById(id)?.tagName).toBe('SECTION')
      }
    })

    it('has a "Log in" link to /auth beside the anchors, in the phone menu too (issue #12)', async () => {
      const user = userEvent.setup()
      await renderLanding()
      await user.click(screen.getByRole('button', { name: 'Menu' }))
      const nav = screen.getByRole('navigation', { name: 'Main' })
      expect(within(nav).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth')
    })

    it('closes the collapsed menu when a section link is followed', async () => {
      const user = userEvent.setup()
      await renderLanding()
      const menu = screen.getByRole('button', { name: 'Menu' })
      await user.click(menu)
      await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Goals' }))
      expect(menu).toHaveAttribute('aria-expanded', 'false')
    })

    it('Get Started is a link to /splash whose plain click calls the route’s callback', async () => {
      const user = userEvent.setup()
      const { onGetStarted } = await renderLanding()
      await user.click(screen.getByRole('button', { name: 'Menu' }))
      const getStarted = screen.getByRole('link', { name: 'Get Started' })
      expect(getStarted).toHaveAttribute('href', '/splash')
      // fireEvent.click answers false when the default (the full page load) was prevented.
      expect(fireEvent.click(getStarted)).toBe(false)
      expect(onGetStarted).toHaveBeenCalledTimes(1)
    })
  })

  describe('hero (spec 2: Start Free Trial "only holds the typed email and does nothing else")', () => {
    it('keeps the typed email and does nothing else', async () => {
      const user = userEvent.setup()
      const { onGetStarted } = await renderLanding()
      const before = window.location.href
      const email = screen.getByLabelText('Email address')
      await user.type(email, 'parent@example.com')
      const startTrial = screen.getByRole('button', { name: 'Start Free Trial' })
      expect(startTrial).toHaveAttribute('type', 'button')
      expect(startTrial.closest('form')).toBeNull()

      await user.click(startTrial)
      await user.type(email, '{Enter}')

      expect(email).toHaveValue('parent@example.com')
      expect(onGetStarted).not.toHaveBeenCalled()
      expect(window.location.href).toBe(before)
    })
  })

  it('shows the marketing claims of spec 1', async () => {
    await renderLanding()
    for (const claim of [/pediatrician verified/i, /hipaa compliant/i, /ad-free/i]) {
      expect(screen.getByText(claim)).toBeInTheDocument()
    }
    const figures = [
      ['4.9/5', /rating/i],
      ['50,000+', /parents/i],
      ['1M+', /milestones/i],
      ['98%', /satisfaction/i],
      ['24/7', /support/i],
    ] as const
    for (const [figure, meaning] of figures) {
      expect(screen.getByText(figure).closest('li')).toHaveTextContent(meaning)
    }
  })

  it('advertises the features of spec 1 with their items', async () => {
    await renderLanding()
    const features = within(document.getElementById('features') as HTMLElement)
    for (const item of [
      '0-6 months',
      '6-12 months',
      '12-24 months',
      '2-3 years',
      'Motor',
      'Language',
      'Social',
      'Cognitive',
      'On Track',
      'Advanced',
      'Needs Support',
      'Achieved',
      'Articles',
      'Videos',
      'Activities',
      'Q&A',
      'Age groups',
      'Topics',
      'Local',
      'Expert-led',
      'Vaccines',
      'Growth',
      'Visits',
      'Documents',
    ]) {
      expect(features.getByText(item)).toBeInTheDocument()
    }
  })

  describe('pricing selector (spec 4 and 9)', () => {
    it('defaults to the trial and selects a card on click', async () => {
      const user = userEvent.setup()
      await renderLanding()
      const group = screen.getByRole('radiogroup')
      const trial = within(group).getByRole('radio', { name: /trial/i })
      const monthly = within(group).getByRole('radio', { name: /monthly/i })
      const annual = within(group).getByRole('radio', { name: /annual/i })
      expect(trial).toHaveAttribute('aria-checked', 'true')
      expect(monthly).toHaveAttribute('aria-checked', 'false')
      expect(annual).toHaveAttribute('aria-checked', 'false')

      await user.click(monthly)
      expect(monthly).toHaveAttribute('aria-checked', 'true')
      expect(trial).toHaveAttribute('aria-checked', 'false')
    })

    it('is one tab stop and arrow keys move the selection, wrapping around', async () => {
      const user = userEvent.setup()
      await renderLanding()
      const radios = within(screen.getByRole('radiogroup')).getAllByRole('radio')
      expect(radios.map((radio) => radio.tabIndex)).toEqual([0, -1, -1])
      const [trial, monthly, annual] = radios as [HTMLElement, HTMLElement, HTMLElement]

      act(() => trial.focus())
      await user.keyboard('{ArrowRight}')
      expect(monthly).toHaveAttribute('aria-checked', 'true')
      expect(monthly).toHaveFocus()
      await user.keyboard('{ArrowDown}')
      expect(annual).toHaveAttribute('aria-checked', 'true')
      await user.keyboard('{ArrowRight}')
      expect(trial).toHaveAttribute('aria-checked', 'true')
      expect(trial).toHaveFocus()
      await user.keyboard('{ArrowLeft}')
      expect(annual).toHaveAttribute('aria-checked', 'true')
      expect(radios.map((radio) => radio.tabIndex)).toEqual([-1, -1, 0])
    })

    it('shows the plans of spec 9: 14 days free, $9.99 per month, $89.99 per year saving 25%', async () => {
      await renderLanding()
      const group = within(screen.getByRole('radiogroup'))
      expect(group.getByRole('radio', { name: /trial.*14 days/i })).toBeInTheDocument()
      expect(group.getByText(/no credit card/i)).toBeInTheDocument()
      expect(group.getByText(/full access/i)).toBeInTheDocument()
      expect(group.getByRole('radio', { name: /monthly.*\$9\.99.*per month/i })).toBeInTheDocument()
      expect(group.getByRole('radio', { name: /annual.*\$89\.99.*per year/i })).toBeInTheDocument()
      expect(group.getByText(/save 25%/i)).toBeInTheDocument()
      for (const feature of [/priority support/i, /report export/i, /family sharing/i, /personal consultant/i, /early access/i]) {
        expect(group.getByText(feature)).toBeInTheDocument()
      }
    })
  })

  describe('testimonial carousel (spec 2: 3 items, dot selectors; spec 4: index starts at 0)', () => {
    it('starts on the first of three testimonials and a dot selects another', async () => {
      await renderLanding()
      expectTestimonial(1)
      fireEvent.click(dot(3))
      expectTestimonial(3)
    })

    it('never says a child "needs support" (issue #12: a score alone is no such verdict)', () => {
      for (const testimonial of SAMPLE_TESTIMONIALS) {
        expect(Object.values(testimonial).join(' ')).not.toMatch(/needs? support/i)
      }
    })

    it('shows a name, role, content, rating and milestone', async () => {
      await renderLanding()
      const current = within(slide(1) as HTMLElement)
      expect(current.getByRole('img', { name: /rated \d out of 5/i })).toBeInTheDocument()
      expect(current.getByText(/milestone:/i)).toBeInTheDocument()
      expect(slide(1)?.querySelector('blockquote')?.textContent).not.toBe('')
    })

    it('rotates on its own and wraps around', async () => {
      vi.useFakeTimers()
      await renderLanding()
      act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS - 1))
      expectTestimonial(1)
      act(() => vi.advanceTimersByTime(1))
      expectTestimonial(2)
      act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS))
      expectTestimonial(3)
      act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS))
      expectTestimonial(1)
    })

    it('pauses while the pointer is over it', async () => {
      vi.useFakeTimers()
      await renderLanding()
      fireEvent.mouseEnter(slide(1) as HTMLElement)
      act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS * 3))
      expectTestimonial(1)
      fireEvent.mouseLeave(slide(1) as HTMLElement)
      act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS))
      expectTestimonial(2)
    })

    it('pauses while keyboard focus is inside it', async () => {
      vi.useFakeTimers()
      await renderLanding()
      act(() => dot(2).focus())
      act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS * 3))
      expectTestimonial(1)
      act(() => dot(2).blur())
      act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS))
      expectTestimonial(2)
    })

    it('can be paused and resumed with a button', async () => {
      vi.useFakeTimers()
      await renderLanding()
      fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }))
      act(() => dot(1).blur())
      act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS * 2))
      expectTestimonial(1)
      fireEvent.click(screen.getByRole('button', { name: 'Resume testimonials' }))
      act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS))
      expectTestimonial(2)
    })

    it('does not rotate when the visitor prefers reduced motion', async () => {
      vi.useFakeTimers()
      const matchMedia = vi.fn((query: string) => ({
        matches: query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      }))
      vi.stubGlobal('matchMedia', matchMedia)
      try {
        await renderLanding()
        act(() => vi.advanceTimersByTime(TESTIMONIAL_ROTATION_MS * 3))
        expectTestimonial(1)
        expect(screen.queryByRole('button', { name: 'Pause testimonials' })).not.toBeInTheDocument()
        fireEvent.click(dot(2))
        expectTestimonial(2)
      } finally {
        vi.unstubAllGlobals()
      }
    })
  })

  it('footer: the App Store and Google Play buttons link to the root (spec 2)', async () => {
    await renderLanding()
    const footer = within(screen.getByRole('contentinfo'))
    expect(footer.getByRole('link', { name: /app store/i })).toHaveAttribute('href', '/')
    expect(footer.getByRole('link', { name: /google play/i })).toHaveAttribute('href', '/')
    for (const link of footer.getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^(\/|#[a-z]+|\/privacy|\/terms)$/)
    }
    expect(footer.getByText(/©/)).toBeInTheDocument()
  })

  it('footer: links to the privacy policy and the terms pages (decision 088)', async () => {
    await renderLanding()
    const footer = within(screen.getByRole('contentinfo'))
    expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
    expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms')
  })
})
