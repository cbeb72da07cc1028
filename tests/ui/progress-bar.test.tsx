import '@testing-library/jest-dom/vitest'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ProgressBar, progressSection } from '@/ui/primitives/progress-bar'
import { theme } from '@/ui/theme/theme'
import { renderWithTheme } from './render'

afterEach(cleanup)

const marker = () => screen.getByTestId('progress-marker')

describe('ProgressBar', { timeout: 20_000 }, () => {
  it('is a progressbar from 0 to 100 named "{label}: {p}% complete"', () => {
    renderWithTheme(<ProgressBar value={88} label="Movement" />)
    const bar = screen.getByRole('progressbar', { name: 'Movement: 88% complete' })
    expect(bar).toHaveAttribute('aria-valuenow', '88')
    expect(bar).toHaveAttribute('aria-valuemin', '0')
    expect(bar).toHaveAttribute('aria-valuemax', '100')
    // The section is spoken too, so the colour is never the only cue (STYLE.md).
    expect(bar).toHaveAttribute('aria-valuetext', '88% complete, excellent')
  })

  it('puts the marker at the percentage', () => {
    renderWithTheme(<ProgressBar value={50} label="Language" />)
    expect(marker().style.left).toBe('50%')
    expect(marker()).toHaveAttribute('aria-hidden', 'true')
  })

  it.each([
    [-20, '0%', '0'],
    [0, '0%', '0'],
    [100, '100%', '100'],
    [140, '100%', '100'],
    [Number.NaN, '0%', '0'],
  ])('clamps %s to the 0-100 range (marker at %s)', (value, left, now) => {
    renderWithTheme(<ProgressBar value={value} label="Cognitive" />)
    expect(marker().style.left).toBe(left)
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', now)
  })

  it('shows one decimal for a fractional percentage', () => {
    renderWithTheme(<ProgressBar value={66.666} label="Social & Emotional" />)
    expect(screen.getByRole('progressbar', { name: 'Social & Emotional: 66.7% complete' })).toBeInTheDocument()
    expect(marker().style.left).toBe('66.666%')
  })

  it('has three equal sections coloured just starting, growing and excellent (SPEC section 9)', () => {
    renderWithTheme(<ProgressBar value={10} label="Movement" />)
    const sections = screen.getByRole('progressbar').firstElementChild as HTMLElement
    // The build minifies styled-components' CSS (vite.config.ts), and jsdom gives the declaration back as written.
    expect(getComputedStyle(sections).gridTemplateColumns.replace(/\s/g, '')).toBe('repeat(3,1fr)')
    const colours = Array.from(sections.children)
      .slice(0, 3)
      .map((section) => getComputedStyle(section).backgroundColor)
    const rgb = (hex: string) => {
      const n = Number.parseInt(hex.slice(1), 16)
      return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
    }
    expect(colours).toEqual([
      rgb(theme.colors.progressNeedsSupport),
      rgb(theme.colors.progressOnTrack),
      rgb(theme.colors.progressExcellent),
    ])
  })

  it('names the sections under the bar when asked, so colour is not the only cue', () => {
    const { rerender } = renderWithTheme(<ProgressBar value={40} label="Movement" />)
    expect(screen.queryByText('Growing')).not.toBeInTheDocument()
    rerender(<ProgressBar value={40} label="Movement" showScale />)
    expect(screen.getByText('Just starting')).toBeVisible()
    expect(screen.getByText('Growing')).toBeVisible()
    expect(screen.getByText('Excellent')).toBeVisible()
  })

  it('splits the bar into thirds: 0-33 just starting, 33-67 growing, 67-100 excellent', () => {
    expect([0, 33, 34, 66, 67, 100].map(progressSection)).toEqual([
      'starting',
      'starting',
      'growing',
      'growing',
      'excellent',
      'excellent',
    ])
  })
})
