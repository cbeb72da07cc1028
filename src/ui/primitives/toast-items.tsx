import styled, { keyframes } from 'styled-components'
import type { ToastItem, ToastType } from '@/ui/primitives/toast-context'
import { DismissButton } from '@/ui/primitives/dismiss-button'
import { StatusIcon } from '@/ui/primitives/icons'

/*
 * How a toast looks. Loaded right after the app's first render (ToastProvider), not with the entry:
 * every page downloads the entry before it can render (issue #6, docs/performance.md).
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

export function ToastItems({ toasts, onDismiss }: { toasts: readonly ToastItem[]; onDismiss: (id: string) => void }) {
  return toasts.map((toast) => (
    <Item key={toast.id} $type={toast.type}>
      {/* The dismiss button sits outside the alert so it is not read as part of the message. */}
      <Body $type={toast.type} role={toast.type === 'error' ? 'alert' : undefined}>
        <StatusIcon tone={toast.type === 'error' ? 'warning' : 'success'} size={20} strokeWidth={2.4} />
        <span>
          <span className="visually-hidden">{toast.type === 'error' ? 'Error: ' : 'Success: '}</span>
          {toast.message}
        </span>
      </Body>
      <DismissButton label="Dismiss notification" onClick={() => onDismiss(toast.id)} />
    </Item>
  ))
}
