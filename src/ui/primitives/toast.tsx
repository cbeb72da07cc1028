import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import styled, { keyframes } from 'styled-components'
import { ToastContext, type ToastApi, type ToastType } from '@/ui/primitives/toast-context'

/** spec 9: "Toast duration 3000 ms". */
export const TOAST_DURATION_MS = 3000

type ToastItem = { id: string; message: string; type: ToastType }

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: translateY(0); }
`

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

const Item = styled.li<{ $type: ToastType }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)}
    ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $type }) => ($type === 'error' ? theme.colors.error : theme.colors.success)};
  border-left-width: 6px;
  background: ${({ theme, $type }) => ($type === 'error' ? theme.colors.errorSoft : theme.colors.successSoft)};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
  animation: ${slideIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
`

const Body = styled.div<{ $type: ToastType }>`
  flex: 1;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  padding-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  svg {
    flex: none;
    color: ${({ theme, $type }) => ($type === 'error' ? theme.colors.error : theme.colors.success)};
  }
`

const DismissButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: -4px 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};

  &:hover {
    background: ${({ theme }) => theme.colors.shadowTint};
  }
`

// Different shapes per type so the kind of toast never depends on colour alone.
function ToastIcon({ type }: { type: ToastType }) {
  return type === 'success' ? (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none">
      <circle cx="10" cy="10" r="9" stroke="currentColor" strokeWidth="2" />
      <path d="M6 10.5l2.5 2.5L14 7.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  ) : (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none">
      <path d="M10 2l8.5 15h-17L10 2z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M10 8v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="10" cy="14.75" r="1.1" fill="currentColor" />
    </svg>
  )
}

function CloseIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())
  const nextId = useRef(0)

  const dismiss = useCallback((id: string) => {
    const timer = timers.current.get(id)
    if (timer !== undefined) {
      clearTimeout(timer)
      timers.current.delete(id)
    }
    setToasts((current) => current.filter((toast) => toast.id !== id))
  }, [])

  // The timer starts when show() is called, not on paint, so the 3000 ms is exact.
  const show = useCallback(
    (message: string, type: ToastType) => {
      nextId.current += 1
      const id = `toast-${nextId.current}`
      setToasts((current) => [...current, { id, message, type }])
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      )
    },
    [dismiss],
  )

  useEffect(() => {
    const pending = timers.current
    return () => {
      pending.forEach((timer) => clearTimeout(timer))
      pending.clear()
    }
  }, [])

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss])

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region role="region" aria-label="Notifications">
        <List aria-live="polite">
          {toasts.map((toast) => (
            <Item key={toast.id} $type={toast.type}>
              {/* The dismiss button sits outside the alert so it is not read as part of the message. */}
              <Body $type={toast.type} role={toast.type === 'error' ? 'alert' : undefined}>
                <ToastIcon type={toast.type} />
                <span>
                  <span className="visually-hidden">{toast.type === 'error' ? 'Error: ' : 'Success: '}</span>
                  {toast.message}
                </span>
              </Body>
              <DismissButton type="button" aria-label="Dismiss notification" onClick={() => dismiss(toast.id)}>
                <CloseIcon />
              </DismissButton>
            </Item>
          ))}
        </List>
      </Region>
    </ToastContext.Provider>
  )
}
