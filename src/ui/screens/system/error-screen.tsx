import styled from 'styled-components'
import { Button } from '@/ui/primitives/button'
import { ExclamationIcon } from '@/ui/primitives/icons'
import { StatePage } from '@/ui/primitives/state-card'

const Details = styled.details`
  text-align: left;
  width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};

  summary {
    cursor: pointer;
    padding: ${({ theme }) => theme.space(0.5)} 0;
  }
`

const Pre = styled.pre`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(1.5)};
  max-height: 240px;
  overflow: auto;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.ink};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: pre-wrap;
  word-break: break-word;
`

export type ErrorScreenProps = {
  onRetry: () => void
  /** Technical text for support, kept out of the way in a collapsed section. */
  details?: string
}

export function ErrorScreen({ onRetry, details }: ErrorScreenProps) {
  return (
    <StatePage
      icon={<ExclamationIcon strokeWidth={2.2} size={44} />}
      tone="accent"
      title="Something went wrong"
      text="Please try again."
      actions={<Button onClick={onRetry}>Try again</Button>}
    >
      {details && (
        <Details>
          <summary>Technical details</summary>
          <Pre>{details}</Pre>
        </Details>
      )}
    </StatePage>
  )
}
