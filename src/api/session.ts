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

/**
 * docs/product-rules.md#decisions-two-tabs: each tab keeps its own copy of the session it uses
 * (sessionStorage, one key), so a login in another tab of the profile, which writes the shared keys
 * above, does not take this tab's account away: an admin in one tab and a parent in another both
 * stay signed in. The copy wins only after another tab's login was seen (`divergedKey`); a logout
 * anywhere (the shared keys cleared, SPEC) still signs every tab out.
 */
const tabKeys = { session: 'tabSession', diverged: 'tabSessionDiverged' } as const

function storageOf(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof globalThis[kind] === 'undefined' ? null : globalThis[kind]
  } catch {
    return null
  }
}

const storage = () => storageOf('localStorage')
const tabStorage = () => storageOf('sessionStorage')

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

function parseSession(access: string | null, refresh: string | null, userJson: string | null): Session | null {
  if (!access || !userJson) return null
  try {
    const user = parseStoredUser(JSON.parse(userJson))
    return user ? { access, refresh, user } : null
  } catch {
    return null
  }
}

/** The profile's session: the three keys every tab shares (SPEC section 3). */
function sharedSession(): { raw: string; session: Session | null } {
  const store = storage()
  const access = store?.getItem(sessionKeys.access) ?? null
  const refresh = store?.getItem(sessionKeys.refresh) ?? null
  const userJson = store?.getItem(sessionKeys.user) ?? null
  return { raw: `${access}\u0000${refresh}\u0000${userJson}`, session: parseSession(access, refresh, userJson) }
}

function tabCopy(): { raw: string; session: Session | null } | null {
  const raw = tabStorage()?.getItem(tabKeys.session) ?? null
  if (raw === null) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (!isRecord(value) || typeof value.access !== 'string') return null
    const refresh = typeof value.refresh === 'string' ? value.refresh : null
    return { raw, session: parseSession(value.access, refresh, JSON.stringify(value.user)) }
  } catch {
    return null
  }
}

function keepTabCopy(session: Session | null): void {
  const store = tabStorage()
  if (!store) return
  if (!session) {
    store.removeItem(tabKeys.session)
    store.removeItem(tabKeys.diverged)
    return
  }
  const raw = JSON.stringify(session)
  if (store.getItem(tabKeys.session) !== raw) store.setItem(tabKeys.session, raw)
}

/**
 * The session this tab uses: its own copy once another tab has signed in to another account while
 * the shared keys still hold a session; otherwise the shared one (which the tab then keeps as its copy).
 */
function currentSession(): { raw: string; session: Session | null } {
  const shared = sharedSession()
  if (!shared.session) {
    keepTabCopy(null)
    return shared
  }
  const own = tabCopy()
  if (own?.session && own.session.access !== shared.session.access && tabStorage()?.getItem(tabKeys.diverged) === '1') return own
  tabStorage()?.removeItem(tabKeys.diverged)
  keepTabCopy(shared.session)
  return shared
}

/** The signed-in session, or null; a tampered or partial store reads as signed out. */
export function readSession(): Session | null {
  const { raw, session } = currentSession()
  if (cached?.raw === raw) return cached.session
  cached = { raw, session }
  return session
}

export function accessToken(): string | null {
  return readSession()?.access ?? storage()?.getItem(sessionKeys.access) ?? null
}

function notify() {
  for (const listener of listeners) listener()
}

export function storeSession(answer: LoginAnswer): void {
  const store = storage()
  store?.setItem(sessionKeys.access, answer.tokens.access)
  store?.setItem(sessionKeys.refresh, answer.tokens.refresh)
  store?.setItem(sessionKeys.user, JSON.stringify(answer.user))
  // This tab signed in: it uses the shared session again, whatever another tab did before.
  tabStorage()?.removeItem(tabKeys.diverged)
  keepTabCopy({ access: answer.tokens.access, refresh: answer.tokens.refresh, user: answer.user })
  notify()
}

/** The signed-in user changed (onboarding done, an admin's own record edited): in this tab's session only. */
export function storeUser(user: SessionUser): void {
  const { session } = currentSession()
  const shared = sharedSession().session
  if (!shared || !session || session.access === shared.access) storage()?.setItem(sessionKeys.user, JSON.stringify(user))
  if (session) keepTabCopy({ ...session, user })
  notify()
}

/** docs/product-rules.md#4: logout clears all local storage (and so signs every tab out). */
export function clearSession(): void {
  storage()?.clear()
  keepTabCopy(null)
  notify()
}

/** Another tab's login: if this tab has a session of its own, it keeps it (see `tabKeys`). */
function onOtherTabLogin(event: StorageEvent): void {
  if (event.key !== sessionKeys.access || !event.newValue) return
  const own = tabCopy()?.session
  if (own && own.access !== event.newValue) tabStorage()?.setItem(tabKeys.diverged, '1')
}

if (typeof window !== 'undefined') window.addEventListener('storage', onOtherTabLogin)

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
