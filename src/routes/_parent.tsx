import { createFileRoute, Link, Outlet, useMatch } from '@tanstack/react-router'
import { requireSignedIn } from '@/routes/-lib/guards'
import { useLogout } from '@/routes/-lib/use-logout'
import { ParentHeader, ParentMain } from '@/ui/screens/parent/parent-header'

/** Pathless layout: every parent route needs a signed-in user (docs/product-rules.md#decisions route guards). */
export const Route = createFileRoute('/_parent')({
  beforeLoad: (args) => ({ session: requireSignedIn(args) }),
  component: ParentLayout,
})

function ParentLayout() {
  // /onboarding is a full-screen flow with its own Skip; every other parent page gets the top bar.
  const onboarding = useMatch({
    from: '/_parent/onboarding',
    shouldThrow: false,
  })
  const userName = Route.useRouteContext({
    select: (context) => context.session.user.full_name,
  })
  const logout = useLogout()

  if (onboarding) return <Outlet />
  return (
    <>
      <ParentHeader userName={userName} onLogout={logout} homeLink={<Link to="/client-dashboard">First 1,000 Days</Link>} accountLink={<Link to="/account">Your account</Link>} />
      <ParentMain>
        <Outlet />
      </ParentMain>
    </>
  )
}
