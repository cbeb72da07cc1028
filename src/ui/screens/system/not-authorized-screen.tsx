import type { ReactNode } from 'react'
import { ShieldLockIcon } from '@/ui/primitives/icons'
import { StatePage } from '@/ui/primitives/state-card'

export type NotAuthorizedScreenProps = {
  /** A router link away, passed in by the route layer. */
  action: ReactNode
}

/** docs/product-rules.md#6: a signed-in non-admin on an admin screen; the whole page is the state. */
export function NotAuthorizedScreen({ action }: NotAuthorizedScreenProps) {
  return (
    <StatePage
      title="Admins only"
      text="You are not authorized to view this page."
      role="alert"
      icon={<ShieldLockIcon strokeWidth={1.75} size={44} />}
      tone="primary"
      actions={action}
    />
  )
}
