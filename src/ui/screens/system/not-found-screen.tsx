import { type ReactNode } from 'react'
import { SearchIcon } from '@/ui/primitives/icons'
import { StatePage } from '@/ui/primitives/state-card'

export type NotFoundScreenProps = {
  /** A router link home, passed in by the route layer (ui cannot import the router). */
  homeAction: ReactNode
}

export function NotFoundScreen({ homeAction }: NotFoundScreenProps) {
  return (
    <StatePage
      icon={<SearchIcon strokeWidth={1.75} size={44} />}
      tone="primary"
      title="Page not found"
      text="We couldn't find the page you were looking for. It may have moved, or the link may be out of date."
      actions={homeAction}
    />
  )
}
