import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireSignedIn } from '@/routes/-lib/guards'

/** Pathless layout: every parent route needs a signed-in user (PRODUCT.md route guards). */
export const Route = createFileRoute('/_parent')({
  beforeLoad: (args) => ({ session: requireSignedIn(args) }),
  component: Outlet,
})
