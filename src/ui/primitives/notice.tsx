import { type ReactNode } from 'react'
import styled, { type DefaultTheme } from 'styled-components'

export type NoticeTone = 'info' | 'success' | 'error' | 'warning'

const toneColors = (tone: NoticeTone, theme: DefaultTheme) => {
  const { colors } = theme
  switch (tone) {
    case 'info':
      return { fg: colors.info, bg: colors.infoSoft }
    case 'success':
      return { fg: colors.success, bg: colors.successSoft }
    case 'error':
      return { fg: colors.error, bg: colors.errorSoft }
    case 'warning':
      return { fg: colors.warning, bg: colors.warningSoft }
  }
}

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

const Content = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
`

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const DismissButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: -4px -8px -4px 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};

  &:hover {
    background: ${({ theme }) => theme.colors.shadowTint};
  }
`

// Each tone has its own shape so meaning never rests on colour alone.
function ToneIcon({ tone }: { tone: NoticeTone }) {
  const common = { 'aria-hidden': true, width: 20, height: 20, viewBox: '0 0 20 20', fill: 'none' } as const
  switch (tone) {
    case 'success':
      return (
        <svg {...common}>
          <circle cx="10" cy="10" r="9" stroke="currentColor" strokeWidth="2" />
          <path d="M6 10.5l2.5 2.5L14 7.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )
    case 'error':
      return (
        <svg {...common}>
          <circle cx="10" cy="10" r="9" stroke="currentColor" strokeWidth="2" />
          <path d="M10 5.5v5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="10" cy="14.25" r="1.1" fill="currentColor" />
        </svg>
      )
    case 'warning':
      return (
        <svg {...common}>
          <path d="M10 2l8.5 15h-17L10 2z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <path d="M10 8v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="10" cy="14.75" r="1.1" fill="currentColor" />
        </svg>
      )
    case 'info':
      return (
        <svg {...common}>
          <circle cx="10" cy="10" r="9" stroke="currentColor" strokeWidth="2" />
          <path d="M10 9v5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="10" cy="6" r="1.1" fill="currentColor" />
        </svg>
      )
  }
}

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
      <ToneIcon tone={tone} />
      <Content role={role}>
        {title && <Title>{title}</Title>}
        {children && <div>{children}</div>}
      </Content>
      {onDismiss && (
        <DismissButton type="button" aria-label="Dismiss notice" onClick={onDismiss}>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </DismissButton>
      )}
    </Root>
  )
}
