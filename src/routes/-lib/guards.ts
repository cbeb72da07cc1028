import { notFound, redirect, rootRouteId, type ParsedLocation } from '@tanstack/react-router'
import type { Session } from '@/api/session'
import type { RouterContext } from '@/routes/-lib/router-context'

/** Thrown by the admin guard; the admin layout's error component shows the spec's message. */
export class NotAuthorizedError extends Error {
  constructor() {
    super('You are not authorized to view this page.')
    this.name = 'NotAuthorizedError'
  }
}

interface GuardArgs {
  context: RouterContext
  location: ParsedLocation
}

/** docs/product-rules.md#decisions: a signed-out visitor goes to /auth and comes back after login. */
export function requireSignedIn({ context, location }: GuardArgs): Session {
  const session = context.session()
  if (!session) throw redirect({ to: '/auth', search: { redirect: location.href } })
  return session
}

/** docs/product-rules.md#decisions: admin routes need an ADMIN; a CLIENT sees the not-authorized message and no call is made. */
export function requireAdmin(args: GuardArgs): Session {
  const session = requireSignedIn(args)
  if (session.user.user_type !== 'ADMIN') throw new NotAuthorizedError()
  return session
}

/**
 * `$childId` is a positive whole number; anything else is a page that does not exist: the app's not-found page (the
 * root's), not the child route's own "Child not found" (docs/decisions/096-routes-bind.md).
 */
export const childIdParams = {
  parse: ({ childId }: { childId: string }) => {
    const id = Number(childId)
    if (!/^\d+$/.test(childId) || !Number.isSafeInteger(id) || id < 1) throw notFound({ routeId: rootRouteId })
    return { childId: id }
  },
  stringify: ({ childId }: { childId: number }) => ({ childId: String(childId) }),
}
