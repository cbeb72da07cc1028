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
