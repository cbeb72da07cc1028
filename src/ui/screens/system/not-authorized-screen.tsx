import type { ReactNode } from 'react'
import { Card, PageContainer, PageTitle } from '@/ui/primitives/card'
import { MutedText } from '@/ui/primitives/text'
import { Stack } from '@/ui/primitives/layout'

export type NotAuthorizedScreenProps = {
  /** A router link away, passed in by the route layer. */
  action: ReactNode
}

/** docs/product-rules.md#6: a signed-in non-admin on an admin screen. */
export function NotAuthorizedScreen({ action }: NotAuthorizedScreenProps) {
  return (
    <PageContainer as="main" $width="narrow">
      <Card $padding="lg">
        <Stack $gap={2}>
          <PageTitle>Admins only</PageTitle>
          <MutedText role="alert">You are not authorized to view this page.</MutedText>
          <div>{action}</div>
        </Stack>
      </Card>
    </PageContainer>
  )
}
