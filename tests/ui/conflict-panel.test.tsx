import '@testing-library/jest-dom/vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConflictPanel, type ConflictRow } from '@/ui/primitives/conflict-panel'
import { renderWithTheme } from './render'

afterEach(cleanup)

const rows: ConflictRow[] = [
  { label: 'Text', theirs: 'Tummy time, 15 minutes', mine: 'Tummy time after lunch' },
  { label: 'Time', theirs: '09:30', mine: '09:30' },
  { label: 'Clinic', theirs: 'Riverside', mine: '' },
]

describe('ConflictPanel (docs/decisions/086)', () => {
  it('a change: says someone else changed it, shows both versions side by side and marks the fields that differ', () => {
    renderWithTheme(<ConflictPanel write="change" rows={rows} onKeepMine={() => undefined} onUseTheirs={() => undefined} />)
    const panel = screen.getByRole('region', { name: 'Someone else changed this' })
    const theirs = within(panel).getByRole('group', { name: 'Their version' })
    const mine = within(panel).getByRole('group', { name: 'Your version' })
    expect(theirs).toHaveTextContent('Tummy time, 15 minutes')
    expect(mine).toHaveTextContent('Tummy time after lunch')
    expect(within(mine).getByText('(empty)')).toBeInTheDocument()
    // Text and Clinic differ, Time does not: in words, in each version.
    expect(within(theirs).getAllByText('differs')).toHaveLength(2)
    expect(within(mine).getAllByText('differs')).toHaveLength(2)
  })

  it('takes the focus on its heading, and sends the choice: Keep mine or Use theirs', async () => {
    const onKeepMine = vi.fn()
    const onUseTheirs = vi.fn()
    renderWithTheme(<ConflictPanel write="change" rows={rows} onKeepMine={onKeepMine} onUseTheirs={onUseTheirs} />)
    expect(screen.getByRole('heading', { name: 'Someone else changed this' })).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Keep mine' }))
    expect(onKeepMine).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Use theirs' }))
    expect(onUseTheirs).toHaveBeenCalledOnce()
  })

  it('a delete: what was seen beside their version, Delete anyway or Keep it', async () => {
    const onKeepMine = vi.fn()
    const onUseTheirs = vi.fn()
    renderWithTheme(<ConflictPanel write="delete" rows={rows} onKeepMine={onKeepMine} onUseTheirs={onUseTheirs} />)
    expect(screen.getByText(/changed by someone else after you chose to delete it/)).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'What you saw' })).toHaveTextContent('Tummy time after lunch')
    await userEvent.click(screen.getByRole('button', { name: 'Delete anyway' }))
    expect(onKeepMine).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }))
    expect(onUseTheirs).toHaveBeenCalledOnce()
  })

  it('while the choice is being saved: its button busy, the other disabled', () => {
    renderWithTheme(<ConflictPanel write="change" rows={rows} busy onKeepMine={() => undefined} onUseTheirs={() => undefined} />)
    expect(screen.getByRole('button', { name: 'Use theirs' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Keep mine' })).toHaveAttribute('aria-busy', 'true')
  })
})
