import { createContext, useContext } from 'react'

export type ToastType = 'success' | 'error'

export type ToastItem = { id: string; message: string; type: ToastType }

export type ToastApi = {
  show: (message: string, type: ToastType) => void
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
