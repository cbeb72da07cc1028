import { describe, expect, it } from 'vitest'
import { invitedEmailSearch, safeRedirectPath } from '@/domain/redirect'

describe('safeRedirectPath (PRODUCT.md route guards: "returned where they wanted to go after login")', () => {
  it('keeps a path on this site, with its search and hash', () => {
    expect(safeRedirectPath('/client-dashboard')).toBe('/client-dashboard')
    expect(safeRedirectPath('/child/3/milestones-status')).toBe('/child/3/milestones-status')
    expect(safeRedirectPath('/admin-dashboard/users?page=2#top')).toBe('/admin-dashboard/users?page=2#top')
    expect(safeRedirectPath('/')).toBe('/')
  })

  it('refuses absolute URLs that would send the user to another site', () => {
    for (const value of ['https://evil.example/', 'http://localhost/client-dashboard', 'javascript:alert(1)', 'mailto:x@example.com']) {
      expect(safeRedirectPath(value), value).toBeNull()
    }
  })

  it('refuses protocol-relative and backslash tricks', () => {
    for (const value of ['//evil.example', '//evil.example/client-dashboard', '/\\evil.example', '\\\\evil.example']) {
      expect(safeRedirectPath(value), value).toBeNull()
    }
  })

  it('refuses control characters that browsers strip, which would turn "/\\t/evil" into "//evil"', () => {
    for (const value of ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/\u0000/evil.example']) {
      expect(safeRedirectPath(value), JSON.stringify(value)).toBeNull()
    }
  })

  it('refuses relative paths and empty text', () => {
    for (const value of ['', 'client-dashboard', './client-dashboard', '../admin-dashboard', '?redirect=/x']) {
      expect(safeRedirectPath(value), value).toBeNull()
    }
  })

  it('refuses /auth itself and its sub-pages, so login cannot loop back to login', () => {
    for (const value of ['/auth', '/auth/', '/auth/forgot-password', '/auth?expired=true']) {
      expect(safeRedirectPath(value), value).toBeNull()
    }
  })

  it('does not mistake other paths that begin with the letters "auth" for /auth', () => {
    expect(safeRedirectPath('/authors')).toBe('/authors')
  })

  it('refuses anything that is not text', () => {
    for (const value of [null, undefined, 42, ['/client-dashboard'], { to: '/client-dashboard' }]) {
      expect(safeRedirectPath(value)).toBeNull()
    }
  })
})

describe('invitedEmailSearch (decision 094)', () => {
  it('keeps an address the invitation was sent to, trimmed, and drops anything else', () => {
    expect(invitedEmailSearch(' grandma@example.org ')).toEqual({ email: 'grandma@example.org' })
    for (const value of [undefined, 7, '', 'grandma', 'a b@example.org', `${'a'.repeat(250)}@example.org`]) expect(invitedEmailSearch(value)).toEqual({})
  })
})
