import styled, { keyframes } from 'styled-components'
import type { ToastItem, ToastType } from '@/ui/primitives/toast-context'

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

export function ToastItems({ toasts, onDismiss }: { toasts: readonly ToastItem[]; onDismiss: (id: string) => void }) {
  return toasts.map((toast) => (
    <Item key={toast.id} $type={toast.type}>
      {/* The dismiss button sits outside the alert so it is not read as part of the message. */}
      <Body $type={toast.type} role={toast.type === 'error' ? 'alert' : undefined}>
        <ToastIcon type={toast.type} />
        <span>
          <span className="visually-hidden">{toast.type === 'error' ? 'Error: ' : 'Success: '}</span>
          {toast.message}
        </span>
      </Body>
      <DismissButton type="button" aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
        <CloseIcon />
      </DismissButton>
    </Item>
  ))
}
