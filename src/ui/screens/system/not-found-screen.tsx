import { type ReactNode } from 'react'
import styled from 'styled-components'
import { Card, MutedText, PageContainer, PageTitle, Stack } from '@/ui/primitives/card'

const Illustration = styled.svg`
  color: ${({ theme }) => theme.colors.primary};
`

const Circle = styled.circle`
  fill: ${({ theme }) => theme.colors.primarySoft};
`

export type NotFoundScreenProps = {
  /** A router link home, passed in by the route layer (ui cannot import the router). */
  homeAction: ReactNode
}

export function NotFoundScreen({ homeAction }: NotFoundScreenProps) {
  return (
    <PageContainer as="main" $width="narrow">
      <Card $padding="lg">
        <Stack $gap={2} $align="start">
          <Illustration aria-hidden="true" width="64" height="64" viewBox="0 0 64 64" fill="none">
            <Circle cx="32" cy="32" r="32" />
            <circle cx="29" cy="29" r="11" stroke="currentColor" strokeWidth="3.5" />
            <path d="M37 37l9 9" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
          </Illustration>
          <PageTitle>Page not found</PageTitle>
          <MutedText>We couldn&apos;t find the page you were looking for. It may have moved, or the link may be out of date.</MutedText>
          {homeAction}
        </Stack>
      </Card>
    </PageContainer>
  )
}
