import { createContext, useContext } from 'react'

export type ToastType = 'success' | 'error'

/** A button in the toast (the builder's Undo and Redo): it runs, then the toast closes. */
export type ToastAction = {
  label: string
  onAction: () => void
  /** aria-keyshortcuts of the same command, when it has one ('Control+Z Meta+Z'). */
  keyShortcuts?: string
}

export type ToastItem = { id: string; message: string; type: ToastType; action?: ToastAction }

export type ToastApi = {
  /** Shows a toast and answers its id (for dismiss). */
  show: (message: string, type: ToastType, options?: { action?: ToastAction }) => string
  dismiss: (id: string) => void
}

// Its own module so screens can call useToast without importing the provider's file.
export const ToastContext = createContext<ToastApi | null>(null)

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) {
    throw new Error('useToast must be used inside <ToastProvider>')
  }
  return api
}
