/**
 * Where to send a user back after login (docs/product-rules.md#decisions route guards). Only paths
 * on this site: protocol-relative or absolute URLs would let a crafted link
 * send a parent to another site after they sign in.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string') return null
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  // Browsers drop tabs and newlines from URLs, so "/\t/evil.example" would become "//evil.example".
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null
  if (value === '/auth' || value.startsWith('/auth/') || value.startsWith('/auth?')) return null
  return value
}

/** A page's address carrying where to go back to afterwards (`?redirect=`), only when that is a safe path. */
export function withRedirect(path: string, redirect: unknown): string {
  const back = safeRedirectPath(redirect)
  return back ? `${path}?redirect=${encodeURIComponent(back)}` : path
}

/** The `redirect` search param of the login, sign-up and onboarding pages: a string, or nothing. */
export const redirectSearch = (search: Record<string, unknown>): { redirect?: string } => {
  const back = safeRedirectPath(search.redirect)
  return back ? { redirect: back } : {}
}

/**
 * docs/decisions/072: an invitation's link opened signed out goes through log in, or sign up and onboarding,
 * and back to the invitation; the login page says why it is asking.
 */
export const invitationSignInText = 'Log in, or sign up if you are new here, to answer your invitation.'
export const isInvitationRedirect = (redirect: unknown) => safeRedirectPath(redirect)?.startsWith('/invitation') ?? false

/** The longest address the API takes (docs/decisions/094); a longer `?email=` is dropped, not cut. */
const INVITED_EMAIL_MAX_CHARS = 254

/**
 * The `email` search param of the login and sign-up pages (docs/decisions/094): the address an invitation was sent
 * to, filled in on the form. Only something shaped like an address; anything else is dropped. A plain check, not
 * zod: these routes load with the entry.
 */
export function invitedEmailSearch(value: unknown): { email?: string } {
  if (typeof value !== 'string') return {}
  const email = value.trim()
  const shaped = email.length <= INVITED_EMAIL_MAX_CHARS && /^[^\s@]+@[^\s@]+$/.test(email)
  return shaped ? { email } : {}
}

/** An invitation's link (`/invitation?token=`) as the page to come back to after signing up or logging in. */
export const invitationPath = (token: string) => `/invitation?token=${encodeURIComponent(token)}`
