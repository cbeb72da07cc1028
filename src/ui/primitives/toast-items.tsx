import { useRef } from 'react'
import styled, { keyframes } from 'styled-components'
import type { ToastItem, ToastType } from '@/ui/primitives/toast-context'
import { DismissButton } from '@/ui/primitives/dismiss-button'
import { StatusIcon } from '@/ui/primitives/icons'

/*
 * How a toast looks. Loaded right after the app's first render (ToastProvider), not with the entry:
 * every page downloads the entry before it can render (docs/performance.md).
 */

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: translateY(0); }
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

const Action = styled.button`
  flex: none;
  align-self: center;
  min-height: ${({ theme }) => theme.controlHeights.sm};
  margin: -6px 0;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`

type RowProps = { toast: ToastItem; onDismiss: (id: string) => void; onHold: (id: string, held: boolean) => void }

function ToastRow({ toast, onDismiss, onHold }: RowProps) {
  const held = useRef({ pointer: false, focus: false })
  /** Where the focus was before it came into the toast: it goes back there when the toast closes under it. */
  const cameFrom = useRef<HTMLElement | null>(null)
  const item = useRef<HTMLLIElement>(null)
  const action = toast.action
  const setHeld = (part: 'pointer' | 'focus', value: boolean) => {
    if (!action || held.current[part] === value) return
    held.current[part] = value
    onHold(toast.id, held.current.pointer || held.current.focus)
  }
  const close = () => {
    const returnTo = item.current?.contains(document.activeElement) ? cameFrom.current : null
    onDismiss(toast.id)
    if (returnTo?.isConnected) returnTo.focus()
  }
  return (
    <Item
      ref={item}
      $type={toast.type}
      onPointerEnter={() => setHeld('pointer', true)}
      onPointerLeave={() => setHeld('pointer', false)}
      onFocus={(event) => {
        const from = event.relatedTarget
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from
        setHeld('focus', true)
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld('focus', false)
      }}
    >
      {/* The dismiss button sits outside the alert so it is not read as part of the message. */}
      <Body $type={toast.type} role={toast.type === 'error' ? 'alert' : undefined}>
        <StatusIcon tone={toast.type === 'error' ? 'warning' : 'success'} size={20} strokeWidth={2.4} />
        <span>
          <span className="visually-hidden">{toast.type === 'error' ? 'Error: ' : 'Success: '}</span>
          {toast.message}
        </span>
      </Body>
      {action && (
        <Action
          type="button"
          aria-keyshortcuts={action.keyShortcuts}
          onClick={() => {
            action.onAction()
            close()
          }}
        >
          {action.label}
        </Action>
      )}
      <DismissButton label="Dismiss notification" onClick={close} />
    </Item>
  )
}

export function ToastItems({ toasts, onDismiss, onHold }: { toasts: readonly ToastItem[]; onDismiss: (id: string) => void; onHold: (id: string, held: boolean) => void }) {
  return toasts.map((toast) => <ToastRow key={toast.id} toast={toast} onDismiss={onDismiss} onHold={onHold} />)
}
