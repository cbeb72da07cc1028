import { type ReactNode } from 'react'
import styled from 'styled-components'
import { Card, PageContainer, PageTitle } from '@/ui/primitives/card'
import { MutedText } from '@/ui/primitives/text'
import { Stack } from '@/ui/primitives/layout'

const Illustration = styled.svg`
  color: ${({ theme }) => theme.colors.primary};
`

const Circle = styled.circle`
  fill: ${({ theme }) => theme.colors.primarySoft};
`

export type ComingSoonScreenProps = {
  title: string
  /** What the screen will hold, in a sentence or two. */
  description?: string
  /** A router link back, passed in by the route layer. */
  backAction: ReactNode
  /** Something useful to do meanwhile (a router link). */
  meanwhile?: ReactNode
}

export function ComingSoonScreen({ title, description, backAction, meanwhile }: ComingSoonScreenProps) {
  return (
    <PageContainer $width="narrow">
      <Card $padding="lg">
        <Stack $gap={2} $align="start">
          <Illustration aria-hidden="true" width="64" height="64" viewBox="0 0 64 64" fill="none">
            <Circle cx="32" cy="32" r="32" />
            <path
              d="M32 46c0-10 4-16 12-20-8 0-12 3-12 3s-2-9-12-11c2 8 6 12 12 14"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </Illustration>
          <PageTitle>{title}</PageTitle>
          <MutedText>This feature is coming soon.</MutedText>
          {description && <p>{description}</p>}
          {meanwhile}
          {backAction}
        </Stack>
      </Card>
    </PageContainer>
  )
}
