import { type Ref, type RefCallback, useCallback, useEffect, useRef } from 'react'

/*
 * docs/decisions/041: the prerendered pages show their forms before the app runs. What a visitor types
 * or ticks in that time stays in the page (React keeps a control's value when it hydrates it), but the
 * form's state does not know it, and React may drop an input event that arrives while it is still
 * hydrating. So every form control primitive checks itself once React has committed it (an effect runs
 * only then): a value that differs from the one rendered is replayed as the events React listens to,
 * and the form takes it as typed. A control rendered on the client starts with the rendered value: nothing to do.
 */

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const valueSetter = (element: FormControl) => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')!.set!

/**
 * The value React rendered: it keeps an input's `defaultValue` equal to it; of a select, the prerendered
 * markup marks the chosen option `selected` (a select rendered on the client has none: undefined, nothing to replay).
 */
function renderedValue(element: FormControl): string | undefined {
  if (element instanceof HTMLSelectElement) return [...element.options].find((option) => option.defaultSelected)?.value
  return element.defaultValue
}

export function replayEarlyInput(element: FormControl) {
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
    if (element.checked === element.defaultChecked) return
    // Of a radio group, only the one chosen is replayed (a click on the one left would choose it again).
    if (element.type === 'radio' && !element.checked) return
    // A click is what React listens to for these; it toggles back to what the visitor chose.
    element.checked = element.defaultChecked
    element.click()
    return
  }
  if (element instanceof HTMLInputElement && element.type === 'file') return
  const typed = element.value
  const initial = renderedValue(element)
  if (initial === undefined || typed === initial) return
  // React compares with the value it last saw (maybe the typed one, read while hydrating): go through the initial value first.
  const event = element instanceof HTMLSelectElement ? 'change' : 'input'
  valueSetter(element).call(element, initial)
  element.dispatchEvent(new Event(event, { bubbles: true }))
  valueSetter(element).call(element, typed)
  element.dispatchEvent(new Event(event, { bubbles: true }))
}

function assign<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}

/**
 * For a form control primitive: returns the ref to put on its input, textarea or select (the caller's own
 * `ref` goes on too). Once the control is committed, anything typed into it before hydration reaches the form.
 */
export function useEarlyInput<T extends FormControl>(ref: Ref<T> | undefined): RefCallback<T> {
  const own = useRef<T | null>(null)
  useEffect(() => {
    if (own.current) replayEarlyInput(own.current)
  }, [])
  return useCallback(
    (element: T | null) => {
      own.current = element
      assign(ref, element)
    },
    [ref],
  )
}
