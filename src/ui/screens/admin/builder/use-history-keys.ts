import { type RefObject, useEffect } from 'react'
import type { BuilderSend } from '@/ui/screens/admin/builder/builder-context'

/** Inputs whose own Ctrl+Z is the browser's text undo: every kind that takes typed text. */
const nonTextInputs = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color', 'image', 'hidden'])

function isTextEntry(target: Element): boolean {
  if (target instanceof HTMLTextAreaElement) return true
  if (target instanceof HTMLInputElement) return !nonTextInputs.has(target.type)
  return target instanceof HTMLElement && target.isContentEditable
}

/** Z by its letter, or by its place on the keyboard where the layout has no Latin letters. */
const isZ = (event: KeyboardEvent) => event.key.toLowerCase() === 'z' || (event.code === 'KeyZ' && !/^[a-z]$/i.test(event.key))

/**
 * Ctrl+Z / Cmd+Z undoes the builder's last change, Shift+Ctrl+Z / Shift+Cmd+Z makes
 * it again (decision 046), while the focus is in the builder, in a toast, or
 * nowhere in particular (the page itself). Not in a text field, where the
 * browser's own text undo applies, nor during a keyboard drag or in a dialog.
 */
export function useHistoryKeys(root: RefObject<HTMLElement | null>, send: BuilderSend) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || !(event.ctrlKey || event.metaKey) || !isZ(event)) return
      const target = event.target instanceof Element ? event.target : document.body
      if (isTextEntry(target)) return
      const page = target === document.body || target === document.documentElement
      const here = page || root.current?.contains(target) || target.closest('[data-toast-region]') !== null
      // A row carried by the keyboard (dnd-kit presses its handle), or the delete question: not now.
      if (!here || target.closest('[aria-pressed="true"], dialog, [role="dialog"], [role="alertdialog"]')) return
      event.preventDefault()
      send({ type: event.shiftKey ? 'history.redo' : 'history.undo' })
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [root, send])
}
