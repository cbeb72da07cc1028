import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import styled from 'styled-components'
import { ToastContext, type ToastAction, type ToastApi, type ToastItem, type ToastType } from '@/ui/primitives/toast-context'
import type { ToastItems } from '@/ui/primitives/toast-items'

/** spec 9: "Toast duration 3000 ms". */
export const TOAST_DURATION_MS = 3000
/**
 * A toast with a button (the builder's Undo) stays longer, and not at all while the
 * pointer or the focus is on it, so there is time to reach its button (decision 046).
 */
export const ACTION_TOAST_DURATION_MS = 10_000

let loadedItems: typeof ToastItems | null = null

/** A toast's timer: `left` is what remains while it is held. */
type Timer = { handle: ReturnType<typeof setTimeout>; endsAt: number; left: number }

/**
 * The toasts' look (toast-items.tsx) is a chunk of its own that the provider loads right after the
 * first render, so the entry every page downloads does not carry it (docs/performance.md). The live region is
 * here, always mounted and empty, so a message shown before the chunk arrives is still announced
 * when it is inserted. Tests await this once, as the browser has it by the time anyone acts.
 */
export async function loadToastItems(): Promise<typeof ToastItems> {
  const { ToastItems: items } = await import('@/ui/primitives/toast-items')
  loadedItems = items
  return items
}

const Region = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  pointer-events: none;

  ${({ theme }) => theme.media.md} {
    left: auto;
    top: ${({ theme }) => theme.space(3)};
    right: ${({ theme }) => theme.space(3)};
    width: 380px;
  }
`

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const timers = useRef(new Map<string, Timer>())
  const nextId = useRef(0)
  const [Items, setItems] = useState(() => loadedItems)

  const dismiss = useCallback((id: string) => {
    const timer = timers.current.get(id)
    if (timer !== undefined) {
      clearTimeout(timer.handle)
      timers.current.delete(id)
    }
    setToasts((current) => current.filter((toast) => toast.id !== id))
  }, [])

  const start = useCallback(
    (id: string, ms: number) => {
      timers.current.set(id, { handle: setTimeout(() => dismiss(id), ms), endsAt: Date.now() + ms, left: ms })
    },
    [dismiss],
  )

  // The timer starts when show() is called, not on paint, so the 3000 ms is exact.
  const show = useCallback(
    (message: string, type: ToastType, options?: { action?: ToastAction }) => {
      nextId.current += 1
      const id = `toast-${nextId.current}`
      setToasts((current) => [...current, { id, message, type, action: options?.action }])
      start(id, options?.action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS)
      return id
    },
    [start],
  )

  /** A toast with a button waits while the pointer or focus is on it, and runs the rest of its time after. */
  const hold = useCallback(
    (id: string, held: boolean) => {
      const timer = timers.current.get(id)
      if (!timer) return
      clearTimeout(timer.handle)
      if (held) timers.current.set(id, { ...timer, left: Math.max(0, timer.endsAt - Date.now()) })
      else start(id, Math.max(timer.left, 2000))
    },
    [start],
  )

  // If the chunk cannot load (offline), the next toast tries again.
  const waiting = toasts.length
  useEffect(() => {
    if (Items) return
    let mounted = true
    loadToastItems().then(
      (items) => mounted && setItems(() => items),
      () => undefined,
    )
    return () => {
      mounted = false
    }
  }, [Items, waiting])

  useEffect(() => {
    const pending = timers.current
    return () => {
      pending.forEach((timer) => clearTimeout(timer.handle))
      pending.clear()
    }
  }, [])

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss])

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region role="region" aria-label="Notifications" data-toast-region="">
        <List aria-live="polite">{Items && <Items toasts={toasts} onDismiss={dismiss} onHold={hold} />}</List>
      </Region>
    </ToastContext.Provider>
  )
}
