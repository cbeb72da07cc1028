/**
 * The demo backend lives in the visitor's own browser, so this is not a
 * security boundary; passwords are still hashed so the IndexedDB snapshot
 * never holds them in plain text. FNV-1a, salted with the user's id (which, unlike the email, never changes), two lanes.
 */
export function hashPassword(userId: number, password: string): string {
  const input = `${userId}\u0000${password}`
  let a = 0x811c9dc5
  let b = 0x01000193 ^ input.length
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193) >>> 0
    b = Math.imul(b ^ c ^ (a & 0xff), 0x5bd1e995) >>> 0
  }
  return `fnv1a$${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`
}

/** Opaque random tokens (docs/product-rules.md#decisions-auth). */
export function randomToken(): string {
  const bytes = new Uint8Array(24)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** docs/decisions/072: an invitation's token, 256 random bits as 64 hex characters (unguessable). */
export function randomInvitationToken(): string {
  const bytes = new Uint8Array(32)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * What is kept of a secret token, its SHA-256 (Web Crypto) in hex, so the database (or a copy of the demo's
 * snapshot) never holds a token that accepts an invitation (docs/decisions/072) or signs anyone in (docs/decisions/089).
 * A token is 192 or 256 random bits, so a fast hash is enough: there is nothing to guess from.
 */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
