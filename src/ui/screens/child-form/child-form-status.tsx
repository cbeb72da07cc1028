import { Button } from '@/ui/primitives/button'
import { Card, PageContainer } from '@/ui/primitives/card'
import { Stack } from '@/ui/primitives/layout'
import { Notice } from '@/ui/primitives/notice'
import { IconBubble } from '@/ui/primitives/icon-bubble'
import { UsersIcon } from '@/ui/primitives/icons'
import { LoadingState } from '@/ui/primitives/states'
import { StateCard } from '@/ui/primitives/state-card'

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

export type ChildFormNotAllowedProps = {
  /** Who may edit the profile, in words (domain/sharing: editProfileNotAllowedText). */
  message: string
  onBack: () => void
}

/** Edit mode for a child shared with the caller: nothing to edit, the way back to the profile. */
export function ChildFormNotAllowed({ message, onBack }: ChildFormNotAllowedProps) {
  return (
    <PageContainer $width="narrow">
      <StateCard
        titleLevel="h1"
        picture={
          <IconBubble $size={88} $tone="accent">
            <UsersIcon strokeWidth={1.75} size={44} />
          </IconBubble>
        }
        title="Edit profile"
        text={message}
        actions={<Button onClick={onBack}>Back to the profile</Button>}
      />
    </PageContainer>
  )
}
