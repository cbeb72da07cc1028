import '@testing-library/jest-dom/vitest'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from '@/ui/primitives/button'
import { renderWithTheme } from './render'

afterEach(cleanup)

describe('Button', () => {
  it('is a plain button (not submit) by default and calls onClick', async () => {
    const onClick = vi.fn()
    renderWithTheme(<Button onClick={onClick}>Save</Button>)
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button).toHaveAttribute('type', 'button')
    await userEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('while loading is busy and disabled but keeps its label as the accessible name', async () => {
    const onClick = vi.fn()
    renderWithTheme(
      <Button loading onClick={onClick}>
        Log In
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Log In' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toBeDisabled()
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('is not busy when not loading', () => {
    renderWithTheme(<Button>Log In</Button>)
    const button = screen.getByRole('button', { name: 'Log In' })
    expect(button).not.toHaveAttribute('aria-busy')
    expect(button).toBeEnabled()
  })
})
