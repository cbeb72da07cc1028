import { type ReactNode } from 'react'
import { PageContainer } from '@/ui/primitives/card'
import { IconBubble } from '@/ui/primitives/icon-bubble'
import { SearchIcon } from '@/ui/primitives/icons'
import { StateCard } from '@/ui/primitives/state-card'

export type NotFoundScreenProps = {
  /** A router link home, passed in by the route layer (ui cannot import the router). */
  homeAction: ReactNode
}

export function NotFoundScreen({ homeAction }: NotFoundScreenProps) {
  return (
    <PageContainer as="main" $width="narrow">
      <StateCard
        picture={
          <IconBubble $size={88} $tone="primary">
            <SearchIcon strokeWidth={1.75} size={44} />
          </IconBubble>
        }
        title="Page not found"
        titleLevel="h1"
        text="We couldn't find the page you were looking for. It may have moved, or the link may be out of date."
        actions={homeAction}
      />
    </PageContainer>
  )
}
