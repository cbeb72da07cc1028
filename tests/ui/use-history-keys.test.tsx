import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BuilderSend } from '@/ui/screens/admin/builder/builder-context'
import { useHistoryKeys } from '@/ui/screens/admin/builder/use-history-keys'

/*
 * Decision 046: Ctrl+Z / Cmd+Z undoes the builder's last change and Shift+Ctrl+Z redoes it, where the focus is in the
 * builder, in a toast or on the page itself; never in a text field (the browser's own text undo), during a keyboard
 * drag, in a dialog or elsewhere on the page. The browser test (tests/e2e/builder-undo.spec.ts) shows one path through
 * a real page; every rule is here.
 */

afterEach(cleanup)

function Builder({ send }: { send: BuilderSend }) {
  const root = useRef<HTMLDivElement>(null)
  useHistoryKeys(root, send)
  return (
    <>
      <div ref={root}>
        <button type="button">Edit option</button>
        <input aria-label="Search bands" />
        <input aria-label="Active" type="checkbox" />
        <textarea aria-label="Notes" />
        <button type="button" aria-pressed="true">
          Drag to reorder
        </button>
        <div role="dialog" aria-label="Delete">
          <button type="button">Cancel</button>
        </div>
      </div>
      <div data-toast-region="">
        <button type="button">Undo toast</button>
      </div>
      <button type="button">Outside</button>
    </>
  )
}

/** Presses Ctrl+Z (or another combination) on `target`; answers whether the builder took the key. */
function press(target: Element, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key: 'z', code: 'KeyZ', ctrlKey: true, bubbles: true, cancelable: true, ...init })
  fireEvent(target, event)
  return event.defaultPrevented
}

function setUp() {
  const send = vi.fn<BuilderSend>()
  render(<Builder send={send} />)
  return send
}

describe('the builder\'s undo and redo keys (decision 046)', () => {
  it('undoes with Ctrl+Z and Cmd+Z and redoes with Shift, in the builder, in a toast and on the page itself', () => {
    const send = setUp()
    expect(press(screen.getByRole('button', { name: 'Edit option' }))).toBe(true)
    expect(press(screen.getByRole('button', { name: 'Undo toast' }), { ctrlKey: false, metaKey: true })).toBe(true)
    expect(press(document.body, { shiftKey: true, key: 'Z' })).toBe(true)
    expect(press(screen.getByRole('checkbox', { name: 'Active' }))).toBe(true)
    expect(send.mock.calls.map(([event]) => event.type)).toEqual(['history.undo', 'history.undo', 'history.redo', 'history.undo'])
  })

  it('finds Z by its place on a keyboard without Latin letters', () => {
    const send = setUp()
    expect(press(screen.getByRole('button', { name: 'Edit option' }), { key: 'я' })).toBe(true)
    expect(send).toHaveBeenCalledWith({ type: 'history.undo' })
  })

  it('leaves Ctrl+Z to a text field, a keyboard drag, a dialog and the rest of the page', () => {
    const send = setUp()
    const left = [
      screen.getByRole('textbox', { name: 'Search bands' }),
      screen.getByRole('textbox', { name: 'Notes' }),
      screen.getByRole('button', { name: 'Drag to reorder' }),
      screen.getByRole('button', { name: 'Cancel' }),
      screen.getByRole('button', { name: 'Outside' }),
    ]
    for (const target of left) expect(press(target), target.getAttribute('aria-label') ?? target.textContent ?? '').toBe(false)
    expect(send).not.toHaveBeenCalled()
  })

  it('ignores Z without Ctrl or Cmd, with Alt, or a key another handler took', () => {
    const send = setUp()
    const edit = screen.getByRole('button', { name: 'Edit option' })
    expect(press(edit, { ctrlKey: false })).toBe(false)
    expect(press(edit, { altKey: true })).toBe(false)
    expect(press(edit, { key: 'y', code: 'KeyY' })).toBe(false)
    const taken = new KeyboardEvent('keydown', { key: 'z', code: 'KeyZ', ctrlKey: true, bubbles: true, cancelable: true })
    edit.addEventListener('keydown', (event) => event.preventDefault(), { once: true })
    fireEvent(edit, taken)
    expect(send).not.toHaveBeenCalled()
  })
})
