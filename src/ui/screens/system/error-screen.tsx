import styled from 'styled-components'
import { Button } from '@/ui/primitives/button'
import { Card, MutedText, PageContainer, PageTitle, Stack } from '@/ui/primitives/card'

const Illustration = styled.svg`
  color: ${({ theme }) => theme.colors.accent};
`

const Circle = styled.circle`
  fill: ${({ theme }) => theme.colors.accentSoft};
`

const Details = styled.details`
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
    <PageContainer as="main" $width="narrow">
      <Card $padding="lg">
        <Stack $gap={2} $align="start">
          <Illustration aria-hidden="true" width="64" height="64" viewBox="0 0 64 64" fill="none">
            <Circle cx="32" cy="32" r="32" />
            <path d="M32 18v18" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
            <circle cx="32" cy="45" r="2.75" fill="currentColor" />
          </Illustration>
          <PageTitle>Something went wrong</PageTitle>
          <MutedText>Please try again.</MutedText>
          <Button onClick={onRetry}>Try again</Button>
          {details && (
            <Details>
              <summary>Technical details</summary>
              <Pre>{details}</Pre>
            </Details>
          )}
        </Stack>
      </Card>
    </PageContainer>
  )
}
