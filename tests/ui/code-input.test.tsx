import { cleanup, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CodeInput } from '@/ui/primitives/code-input'
import { renderWithTheme } from './render'

afterEach(cleanup)

function Harness({ initial = '', onChange }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <CodeInput
        label="Verification code"
        value={value}
        onChange={(next) => {
          setValue(next)
          onChange?.(next)
        }}
      />
      <output aria-label="Code">{value}</output>
    </>
  )
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 5` })
const code = () => screen.getByRole('status', { name: 'Code' }).textContent

describe('CodeInput', { timeout: 20_000 }, () => {
  it('shows 5 numeric boxes in a labelled group, the first offering one-time-code autofill', () => {
    renderWithTheme(<Harness />)
    const group = screen.getByRole('group', { name: 'Verification code' })
    const boxes = screen.getAllByRole('textbox')
    expect(boxes).toHaveLength(5)
    boxes.forEach((input, index) => {
      expect(group).toContainElement(input)
      expect(input).toHaveAccessibleName(`Digit ${index + 1} of 5`)
      expect(input).toHaveAttribute('inputmode', 'numeric')
    })
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code')
    expect(box(2)).toHaveAttribute('autocomplete', 'off')
  })

  it('fills a box with a typed digit and moves focus to the next box', async () => {
    const user = userEvent.setup()
    renderWithTheme(<Harness />)
    await user.click(box(1))
    await user.keyboard('4')
    expect(box(1)).toHaveValue('4')
    expect(box(2)).toHaveFocus()
    await user.keyboard('2')
    expect(box(3)).toHaveFocus()
    expect(code()).toBe('42')
  })

  it('ignores non-digits (SPEC 5: digits only)', async () => {
    const user = userEvent.setup()
    renderWithTheme(<Harness />)
    await user.click(box(1))
    await user.keyboard('a-')
    expect(box(1)).toHaveValue('')
    expect(box(1)).toHaveFocus()
    await user.keyboard('7x')
    expect(box(1)).toHaveValue('7')
    expect(box(2)).toHaveValue('')
    expect(box(2)).toHaveFocus()
    expect(code()).toBe('7')
  })

  it('replaces the digit of a filled box when a new one is typed into it', async () => {
    const user = userEvent.setup()
    renderWithTheme(<Harness initial="123" />)
    await user.click(box(2))
    await user.keyboard('9')
    expect(code()).toBe('193')
    expect(box(3)).toHaveFocus()
  })

  it('strips pasted text of non-digits and truncates it to 5: "12a-34 5678" gives "12345" (SPEC 5)', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    renderWithTheme(<Harness onChange={onChange} />)
    await user.click(box(1))
    await user.paste('12a-34 5678')
    expect(onChange).toHaveBeenLastCalledWith('12345')
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5'])
    expect(box(5)).toHaveFocus()
  })

  it('fills a short paste from the first box and focuses the next empty box', async () => {
    const user = userEvent.setup()
    renderWithTheme(<Harness initial="98765" />)
    await user.click(box(4))
    await user.paste(' 4 2-1 ')
    expect(code()).toBe('421')
    expect(box(4)).toHaveFocus()
  })

  it('ignores a paste without digits', () => {
    const onChange = vi.fn()
    renderWithTheme(<Harness initial="12" onChange={onChange} />)
    fireEvent.paste(box(1), { clipboardData: { getData: () => 'abc' } })
    expect(onChange).not.toHaveBeenCalled()
    expect(code()).toBe('12')
  })

  it('moves focus to the previous box on Backspace in an empty box (SPEC 5)', async () => {
    const user = userEvent.setup()
    renderWithTheme(<Harness initial="12" />)
    await user.click(box(3))
    expect(box(3)).toHaveFocus()
    await user.keyboard('{Backspace}')
    expect(box(2)).toHaveFocus()
    expect(code()).toBe('12')
    // In a filled box Backspace clears the digit and stays; the next one moves back.
    await user.keyboard('{Backspace}')
    expect(code()).toBe('1')
    expect(box(2)).toHaveFocus()
    await user.keyboard('{Backspace}')
    expect(box(1)).toHaveFocus()
  })

  it('moves between boxes with the arrow keys, Home and End', async () => {
    const user = userEvent.setup()
    renderWithTheme(<Harness initial="12345" />)
    await user.click(box(3))
    await user.keyboard('{ArrowLeft}')
    expect(box(2)).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(box(4)).toHaveFocus()
    await user.keyboard('{Home}')
    expect(box(1)).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(box(1)).toHaveFocus()
    await user.keyboard('{End}')
    expect(box(5)).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(box(5)).toHaveFocus()
  })

  it('keeps focus at the first empty box, so digits always fill left to right', async () => {
    const user = userEvent.setup()
    renderWithTheme(<Harness initial="1" />)
    await user.click(box(5))
    expect(box(2)).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(box(2)).toHaveFocus()
  })

  it('disables every box when disabled', () => {
    renderWithTheme(<CodeInput label="Verification code" value="12" onChange={() => undefined} disabled />)
    screen.getAllByRole('textbox').forEach((input) => expect(input).toBeDisabled())
  })
})
