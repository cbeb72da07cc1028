import { HttpError } from '@/mock-server/lib/http-error'

/**
 * Failed logins and sign-ups (docs/decisions/031, docs/decisions/051): limits
 * per client and per account, in memory, bounded and expiring.
 *
 * - Per client (its network address; the demo in a browser is one client):
 *   `client.max` failures within `client.windowMs`, then every attempt from it
 *   answers 429 until the oldest of them leaves the window. One client cannot
 *   try many accounts.
 * - Per account (the email, known or not, so a 429 tells nothing about an
 *   account): from `account.free` failures within `account.windowMs`, a client
 *   that has failed itself must wait after the latest failure, 1 minute, then
 *   doubling with each further failure up to `account.maxDelayMs`. A client
 *   that has not been failing is never held back by an account's failures, so
 *   nobody can lock the owner (the admin) out by failing on their email.
 * - A success clears the account's failures. 429 answers carry `Retry-After`.
 * - At most `maxKeys` clients and accounts each are remembered: expired ones go
 *   first, then the oldest; each client keeps at most `client.max` times.
 */
export interface LoginLimits {
  client: { max: number; windowMs: number }
  account: { free: number; windowMs: number; firstDelayMs: number; maxDelayMs: number }
  maxKeys: number
}
export const LOGIN_LIMITS: LoginLimits = {
  client: { max: 20, windowMs: 10 * 60_000 },
  account: { free: 10, windowMs: 15 * 60_000, firstDelayMs: 60_000, maxDelayMs: 15 * 60_000 },
  maxKeys: 10_000,
}

export const tooManyAttemptsMessage = 'Too many failed attempts for this account. Please wait a minute and try again.'
export const tooManyFromClientMessage = 'Too many failed attempts from this device. Please wait a few minutes and try again.'

/** Why an attempt must wait, and how long (ms). */
export interface Hold {
  reason: 'client' | 'account'
  ms: number
}

interface AccountFailures {
  count: number
  last: number
}

/** A Map that keeps at most `max` keys: expired ones are dropped first, then the oldest. */
function boundedMap<V>(max: number, expired: (value: V, now: number) => boolean) {
  const map = new Map<string, V>()
  return {
    map,
    set(key: string, value: V, now: number) {
      map.delete(key)
      map.set(key, value)
      if (map.size <= max) return
      for (const [old, item] of map) if (expired(item, now)) map.delete(old)
      for (const old of map.keys()) {
        if (map.size <= max) break
        map.delete(old)
      }
    },
  }
}

export function loginGuard(limits: LoginLimits = LOGIN_LIMITS) {
  const clients = boundedMap<number[]>(limits.maxKeys, (times, now) => times.every((at) => now - at >= limits.client.windowMs))
  const accounts = boundedMap<AccountFailures>(limits.maxKeys, (entry, now) => now - entry.last >= limits.account.windowMs)

  const clientTimes = (client: string, now: number) => (clients.map.get(client) ?? []).filter((at) => now - at < limits.client.windowMs)
  const accountFailures = (account: string, now: number) => {
    const entry = accounts.map.get(account)
    return entry && now - entry.last < limits.account.windowMs ? entry : null
  }

  return {
    /** Null when the attempt may be made; else why and how long to wait. */
    hold(account: string, client: string, now: number): Hold | null {
      const times = clientTimes(client, now)
      if (times.length >= limits.client.max) {
        return { reason: 'client', ms: times[times.length - limits.client.max]! + limits.client.windowMs - now }
      }
      const failures = accountFailures(account, now)
      if (!failures || failures.count < limits.account.free || times.length === 0) return null
      const delay = Math.min(limits.account.maxDelayMs, limits.account.firstDelayMs * 2 ** (failures.count - limits.account.free))
      const ms = failures.last + delay - now
      return ms > 0 ? { reason: 'account', ms } : null
    },
    fail(account: string, client: string, now: number) {
      clients.set(client, [...clientTimes(client, now), now].slice(-limits.client.max), now)
      accounts.set(account, { count: (accountFailures(account, now)?.count ?? 0) + 1, last: now }, now)
    },
    /** A success: the account's failures are forgotten (the client's are not: it may be trying many accounts). */
    succeed(account: string) {
      accounts.map.delete(account)
    },
    clear() {
      clients.map.clear()
      accounts.map.clear()
    },
    /** How many clients and accounts are remembered (tests: the bookkeeping is bounded). */
    size: () => ({ clients: clients.map.size, accounts: accounts.map.size }),
  }
}
export type LoginGuard = ReturnType<typeof loginGuard>

/** The failed-attempt bookkeeping of login, sign-up and the invitation preview; a reseed of the database (test mode's reset) clears it too. */
export function accountAttempts(limits: LoginLimits = LOGIN_LIMITS) {
  const logins = loginGuard(limits)
  const signups = loginGuard(limits)
  /** docs/decisions/094: failed tries of an invitation's token on the public preview, with the login's limits. */
  const invitationPreviews = loginGuard(limits)
  return {
    logins,
    signups,
    invitationPreviews,
    clear() {
      logins.clear()
      signups.clear()
      invitationPreviews.clear()
    },
  }
}
export type AccountAttempts = ReturnType<typeof accountAttempts>

/**
 * The client a request comes from: `npm run api` sets this header from the
 * connection's address (and drops any the caller sent); the demo in a browser
 * is one client.
 */
export const clientAddressHeader = 'x-mock-client-address'
export const clientOf = (request: Request) => request.headers.get(clientAddressHeader) ?? 'local'

/** A held client or account: 429 with Retry-After (the detail tells which, never whether the account exists). */
export function refuseIfHeld(guard: LoginGuard, key: string, client: string, now: number): void {
  const hold = guard.hold(key, client, now)
  if (!hold) return
  const detail = hold.reason === 'client' ? tooManyFromClientMessage : tooManyAttemptsMessage
  throw new HttpError(429, { detail }, { 'Retry-After': String(Math.max(1, Math.ceil(hold.ms / 1000))) })
}
