import { describe, expect, it } from 'vitest'
import type { SessionUser } from '@/contract/accounts'
import { destinationFor } from '@/machines/login.machine'
import { makeUser } from '../support/factories'

const user = (user_type: SessionUser['user_type'], onboarded: boolean): SessionUser => makeUser({ user_type, onboarded })

describe('destinationFor (SPEC section 4, PRODUCT.md route guards)', () => {
  it('sends an ADMIN to /admin-dashboard', () => {
    expect(destinationFor(user('ADMIN', false), null)).toBe('/admin-dashboard')
  })

  it('sends a parent who finished onboarding to /client-dashboard, otherwise to /onboarding', () => {
    expect(destinationFor(user('CLIENT', true), null)).toBe('/client-dashboard')
    expect(destinationFor(user('CLIENT', false), null)).toBe('/onboarding')
  })

  it('returns to the page the guard stopped, when it is a page of this site', () => {
    expect(destinationFor(user('CLIENT', true), '/child/3')).toBe('/child/3')
    expect(destinationFor(user('ADMIN', true), '/admin-dashboard/users')).toBe('/admin-dashboard/users')
  })

  it('ignores a redirect to another site or back to /auth', () => {
    expect(destinationFor(user('CLIENT', true), '//evil.example')).toBe('/client-dashboard')
    expect(destinationFor(user('CLIENT', true), 'https://evil.example')).toBe('/client-dashboard')
    expect(destinationFor(user('ADMIN', true), '/auth?tab=login')).toBe('/admin-dashboard')
  })
})
