import { isNotFound, notFound } from '@tanstack/react-router'
import { isClientError } from '@/api/api-error'

/**
 * docs/decisions/096-routes-bind.md: a loader throws what it could not load to its route's own components. A failure the
 * server answered (4xx: the child is gone or not this account's) is not-found, with no Try again; anything else (the
 * network, a 5xx) may pass: the route's error component offers Try again (router.invalidate()).
 */
export function throwLoadFailure(what: string, error: unknown): never {
  console.error(`${what} could not be loaded`, error)
  if (isClientError(error)) throw notFound()
  throw error
}

/** A load that failed in a way that may pass: not a not-found (which a retry would only find again). */
export const mayPass = (error: unknown) => !isNotFound(error) && !isClientError(error)
