import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { Notice } from '@/ui/primitives/notice'
import { PlaceholderScreen } from '@/ui/screens/system/placeholder-screen'

/** /auth?tab=signup preselects Sign Up (SPEC section 2); redirect and expired come from the guards. */
const authSearchSchema = z.object({
  tab: z.enum(['login', 'signup']).optional().catch(undefined),
  redirect: z.string().optional().catch(undefined),
  expired: z.boolean().optional().catch(undefined),
})

export const Route = createFileRoute('/auth/')({
  validateSearch: authSearchSchema,
  component: AuthPage,
})

function AuthPage() {
  const { expired } = Route.useSearch()
  return (
    <>
      {expired && <Notice tone="warning">Your session has expired. Please log in again.</Notice>}
      <PlaceholderScreen title="Hey Welcome!" />
    </>
  )
}
