import { useEffect } from 'react'

/*
 * Issue #17: the prerendered pages show their forms before the app runs. What a visitor types
 * or ticks in that time stays in the page (React keeps a field's value when it hydrates it), but the
 * form's state does not know it. Once hydrated, each changed field is replayed as the events React
 * listens to, so the form takes it as typed.
 */

const valueSetter = (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')!.set!

function replay(element: Element) {
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
    if (element.checked === element.defaultChecked) return
    // A click is what React listens to for these; it toggles back to what the visitor chose.
    element.checked = element.defaultChecked
    element.click()
    return
  }
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) return
  if (element instanceof HTMLInputElement && element.type === 'file') return
  const typed = element.value
  const initial = element instanceof HTMLSelectElement ? ([...element.options].find((option) => option.defaultSelected)?.value ?? '') : element.defaultValue
  if (typed === initial) return
  // React compares with the value it last saw (the typed one, read while hydrating): go through the initial value first.
  const event = element instanceof HTMLSelectElement ? 'change' : 'input'
  valueSetter(element).call(element, initial)
  element.dispatchEvent(new Event(event, { bubbles: true }))
  valueSetter(element).call(element, typed)
  element.dispatchEvent(new Event(event, { bubbles: true }))
}

/** React gives an element its props once it has hydrated it (content inside a Suspense boundary comes after the rest). */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))

function replayWhenHydrated(element: Element, deadline: number) {
  if (isHydrated(element)) replay(element)
  else if (performance.now() < deadline) requestAnimationFrame(() => replayWhenHydrated(element, deadline))
}

/** Rendered next to a hydrated tree; renders nothing. Its effect runs once the page's outer part is hydrated. */
export function ReplayEarlyInput({ root }: { root: HTMLElement }) {
  useEffect(() => {
    const deadline = performance.now() + 10_000
    root.querySelectorAll('input, textarea, select').forEach((element) => replayWhenHydrated(element, deadline))
  }, [root])
  return null
}

/** React's report of a hydration that did not match (and of errors it recovered from): tests/e2e/prerender.spec.ts watches for it. */
export function reportRecoverableError(error: unknown, info: { componentStack?: string }) {
  console.error('Recoverable error while hydrating', error, info.componentStack ?? '')
}
