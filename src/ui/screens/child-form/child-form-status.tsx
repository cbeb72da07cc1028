import { Button } from '@/ui/primitives/button'
import { Card, PageContainer } from '@/ui/primitives/card'
import { Stack } from '@/ui/primitives/layout'
import { Notice } from '@/ui/primitives/notice'
import { LoadingState } from '@/ui/primitives/spinner'

/** Edit mode while the child is being fetched. */
export function ChildFormLoading() {
  return (
    <PageContainer $width="narrow">
      <LoadingState label="Loading profile..." fullPage />
    </PageContainer>
  )
}

export type ChildFormLoadFailedProps = {
  /** docs/product-rules.md#8: 'Error fetching data. Please try again later.' */
  message: string
  onRetry: () => void
  onBack: () => void
}

/** Edit mode when the child could not be fetched: the spec's message, a retry and a way out. */
export function ChildFormLoadFailed({ message, onRetry, onBack }: ChildFormLoadFailedProps) {
  return (
    <PageContainer $width="narrow">
      <Card $padding="lg">
        <Stack $gap={2}>
          <Notice tone="error">{message}</Notice>
          <Stack $gap={1}>
            <Button onClick={onRetry} fullWidth>
              Try again
            </Button>
            <Button variant="ghost" onClick={onBack} fullWidth>
              Go back
            </Button>
          </Stack>
        </Stack>
      </Card>
    </PageContainer>
  )
}
