/**
 * Issue #11: a simple limit on failed attempts per account (login, sign-up),
 * in memory: failures of one key within the window; at `max` the key is
 * blocked until the oldest of them leaves the window. A success clears it.
 * The demo backend lives in the visitor's browser, so this shows the
 * behaviour the real backend must have (docs/openapi.json) rather than
 * protecting anything there.
 */
export function attemptLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const failures = new Map<string, number[]>()
  const recent = (key: string, now: number) => {
    const kept = (failures.get(key) ?? []).filter((at) => now - at < windowMs)
    if (kept.length > 0) failures.set(key, kept)
    else failures.delete(key)
    return kept
  }
  return {
    isBlocked: (key: string, now: number) => recent(key, now).length >= max,
    fail(key: string, now: number) {
      // Keys of long-gone failures are dropped now and then, so the map cannot grow without end.
      if (failures.size > 10_000) for (const old of [...failures.keys()]) recent(old, now)
      failures.set(key, [...recent(key, now), now])
    },
    clear(key: string) {
      failures.delete(key)
    },
    clearAll() {
      failures.clear()
    },
  }
}
export type AttemptLimiter = ReturnType<typeof attemptLimiter>

/** 10 failed attempts a minute per account, then 429 (documented in docs/openapi.json). */
export const ACCOUNT_ATTEMPTS = { max: 10, windowMs: 60_000 } as const
export const tooManyAttemptsMessage = 'Too many failed attempts for this account. Please wait a minute and try again.'

/** The failed-attempt counts of login and sign-up; a reseed of the database (test mode's reset) clears them too. */
export function accountAttempts() {
  const logins = attemptLimiter(ACCOUNT_ATTEMPTS)
  const signups = attemptLimiter(ACCOUNT_ATTEMPTS)
  return {
    logins,
    signups,
    clear() {
      logins.clearAll()
      signups.clearAll()
    },
  }
}
export type AccountAttempts = ReturnType<typeof accountAttempts>
