import type { LoginAnswer, SessionUser } from '@/contract/accounts'

/** docs/product-rules.md#3: the three keys kept in browser storage. One access key for every call (docs/product-rules.md#decisions). */
export const sessionKeys = { access: 'access', refresh: 'refreshToken', user: 'user' } as const

export interface Session {
  access: string
  refresh: string | null
  user: SessionUser
}

const listeners = new Set<() => void>()
let cached: { raw: string; session: Session | null } | null = null

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The stored user read back as `sessionUserSchema` would (a test holds the two
 * equal): only its fields kept, null for anything else. Written by hand because
 * every page reads the session before its first render, and zod would put its
 * whole library into the landing page's initial JavaScript.
 */
export function parseStoredUser(value: unknown): SessionUser | null {
  if (!isRecord(value) || !isRecord(value.profile)) return null
  const { id, email, full_name, user_type, profile } = value
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null
  if (typeof email !== 'string' || typeof full_name !== 'string') return null
  if (user_type !== 'CLIENT' && user_type !== 'ADMIN') return null
  if (typeof profile.is_onboarding_complete !== 'boolean') return null
  return { id, email, full_name, user_type, profile: { is_onboarding_complete: profile.is_onboarding_complete } }
}

/** The signed-in session, or null; a tampered or partial store reads as signed out. */
export function readSession(): Session | null {
  const store = storage()
  const access = store?.getItem(sessionKeys.access) ?? null
  const refresh = store?.getItem(sessionKeys.refresh) ?? null
  const userJson = store?.getItem(sessionKeys.user) ?? null
  const raw = `${access}\u0000${refresh}\u0000${userJson}`
  if (cached?.raw === raw) return cached.session
  let session: Session | null = null
  if (access && userJson) {
    try {
      const user = parseStoredUser(JSON.parse(userJson))
      if (user) session = { access, refresh, user }
    } catch {
      session = null
    }
  }
  cached = { raw, session }
  return session
}

export function accessToken(): string | null {
  return storage()?.getItem(sessionKeys.access) ?? null
}

function notify() {
  for (const listener of listeners) listener()
}

export function storeSession(answer: LoginAnswer): void {
  const store = storage()
  store?.setItem(sessionKeys.access, answer.tokens.access)
  store?.setItem(sessionKeys.refresh, answer.tokens.refresh)
  store?.setItem(sessionKeys.user, JSON.stringify(answer.user))
  notify()
}

export function storeUser(user: SessionUser): void {
  storage()?.setItem(sessionKeys.user, JSON.stringify(user))
  notify()
}

/** docs/product-rules.md#4: logout clears all local storage. */
export function clearSession(): void {
  storage()?.clear()
  notify()
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || Object.values<string>(sessionKeys).includes(event.key)) listener()
  }
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
  }
}
