import { type ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '@/ui/primitives/button'
import { DismissButton } from '@/ui/primitives/dismiss-button'
import { StatusIcon } from '@/ui/primitives/icons'
import { toneColors, type Tone } from '@/ui/theme/theme'
import { Stack } from '@/ui/primitives/layout'

export type NoticeTone = Extract<Tone, 'info' | 'success' | 'error' | 'warning'>

const Root = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme, $tone }) => toneColors($tone, theme).fg};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => toneColors($tone, theme).bg};
  color: ${({ theme }) => theme.colors.ink};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  > svg {
    flex: none;
    margin-top: 1px;
    color: ${({ theme, $tone }) => toneColors($tone, theme).fg};
  }
`

const Content = styled(Stack).attrs({ $gap: 0.5 })`
  flex: 1;
  min-width: 0;
`

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

/* Its × sits on the notice's right padding, like the toast's. */
const NoticeDismiss = styled(DismissButton)`
  margin-right: -8px;
`

export type NoticeProps = {
  tone?: NoticeTone
  title?: ReactNode
  children?: ReactNode
  /** When given, a "Dismiss notice" button is shown. */
  onDismiss?: () => void
  className?: string
}

export function Notice({ tone = 'info', title, children, onDismiss, className }: NoticeProps) {
  // Errors interrupt (alert); everything else waits its turn (status).
  const role = tone === 'error' ? 'alert' : 'status'
  return (
    <Root $tone={tone} className={className}>
      {/* Each tone has its own shape, so meaning never rests on colour alone. */}
      <StatusIcon tone={tone} size={20} strokeWidth={2.4} />
      <Content role={role}>
        {title && <Title>{title}</Title>}
        {children && <div>{children}</div>}
      </Content>
      {onDismiss && (
        <NoticeDismiss label="Dismiss notice" onClick={onDismiss} />
      )}
    </Root>
  )
}

/** A load that failed and may pass: what could not be loaded, and Try again. */
export function RetryNotice({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Notice tone="error">
      {children}{' '}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  )
}
