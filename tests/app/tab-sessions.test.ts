import { beforeEach, describe, expect, it } from 'vitest'
import { accessToken, readSession, sessionKeys, storeSession, storeUser, clearSession } from '@/api/session'
import type { LoginAnswer } from '@/contract/accounts'

/*
 * docs/product-rules.md#decisions-two-tabs: an admin in one tab and a parent in another both stay
 * signed in. Another tab's login is seen here as the browser shows it: the shared keys change and a
 * `storage` event arrives (a tab never gets one for its own writes).
 */

const answer = (id: number, user_type: 'ADMIN' | 'CLIENT', token: string): LoginAnswer => ({
  tokens: { access: `access-${token}`, refresh: `refresh-${token}` },
  user: { id, email: `${token}@example.com`, full_name: token, user_type, profile: { is_onboarding_complete: true } },
})

const admin = answer(1, 'ADMIN', 'admin')
const parent = answer(2, 'CLIENT', 'parent')

/** What another tab's login does to this tab: the three shared keys written, then one event per key. */
function loginInAnotherTab(other: LoginAnswer) {
  const values = { [sessionKeys.access]: other.tokens.access, [sessionKeys.refresh]: other.tokens.refresh, [sessionKeys.user]: JSON.stringify(other.user) }
  const before = Object.fromEntries(Object.keys(values).map((key) => [key, localStorage.getItem(key)]))
  for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
  for (const [key, value] of Object.entries(values)) {
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue: before[key], newValue: value, storageArea: localStorage }))
  }
}

function logoutInAnotherTab() {
  localStorage.clear()
  window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }))
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('each tab keeps the account it signed in with', () => {
  it('keeps the admin signed in here when a parent logs in in another tab', () => {
    storeSession(admin)
    loginInAnotherTab(parent)
    expect(readSession()?.user.user_type).toBe('ADMIN')
    expect(accessToken()).toBe(admin.tokens.access)
    // The shared keys (SPEC section 3) hold the latest login, for a tab opened next.
    expect(localStorage.getItem(sessionKeys.access)).toBe(parent.tokens.access)
  })

  it('keeps it across a reload of this tab (the copy is in sessionStorage)', () => {
    storeSession(admin)
    loginInAnotherTab(parent)
    // A reload keeps sessionStorage and localStorage; nothing in memory is needed.
    expect(JSON.parse(sessionStorage.getItem('tabSession') ?? '{}')).toMatchObject({ access: admin.tokens.access })
    expect(readSession()?.access).toBe(admin.tokens.access)
  })

  it('lets a signed-out tab follow another tab’s login', () => {
    expect(readSession()).toBeNull()
    loginInAnotherTab(parent)
    expect(readSession()?.user.user_type).toBe('CLIENT')
  })

  it('keeps the account a tab took from the shared keys when another tab then signs in to another one', () => {
    // The tab took the shared session (it was opened after that login) and never signed in itself.
    loginInAnotherTab(admin)
    expect(readSession()?.access).toBe(admin.tokens.access)
    // Then another tab signs in as the parent: this tab keeps the admin it was showing.
    loginInAnotherTab(parent)
    expect(readSession()?.access).toBe(admin.tokens.access)
  })

  it('signs every tab out on a logout anywhere (SPEC: logout clears local storage)', () => {
    storeSession(admin)
    loginInAnotherTab(parent)
    logoutInAnotherTab()
    expect(readSession()).toBeNull()
    expect(sessionStorage.getItem('tabSession')).toBeNull()
  })

  it('follows the shared keys when they are written in this tab (no other tab involved)', () => {
    storeSession(admin)
    localStorage.setItem(sessionKeys.access, parent.tokens.access)
    localStorage.setItem(sessionKeys.user, JSON.stringify(parent.user))
    expect(readSession()?.access).toBe(parent.tokens.access)
  })

  it('changes only this tab’s user when it keeps its own session', () => {
    storeSession(admin)
    loginInAnotherTab(parent)
    storeUser({ ...admin.user, full_name: 'Ada Lovelace' })
    expect(readSession()?.user.full_name).toBe('Ada Lovelace')
    expect(JSON.parse(localStorage.getItem(sessionKeys.user) ?? '{}')).toMatchObject({ full_name: 'parent' })
  })

  it('uses a new login made in this tab, and its logout clears every key', () => {
    storeSession(admin)
    loginInAnotherTab(parent)
    storeSession(answer(3, 'CLIENT', 'early'))
    expect(readSession()?.user.email).toBe('early@example.com')
    clearSession()
    expect(readSession()).toBeNull()
    expect(localStorage.length).toBe(0)
  })
})
