import type { Plugin } from 'vite'

/**
 * The Content-Security-Policy of the production build (issue #6, Security).
 *
 * - script-src 'self': the build has no inline script and nothing calls eval
 *   or new Function (tests/build/security.test.ts checks both), so neither
 *   'unsafe-inline' nor 'unsafe-eval' is needed.
 * - style-src 'self' 'unsafe-inline': styled-components writes <style>
 *   elements at run time. A nonce would need a fresh value per response,
 *   which a static host cannot give; a nonce fixed at build time protects
 *   nothing. User text is always rendered as text (React), so the remaining
 *   risk is CSS injection only.
 * - img-src adds data: (inline SVG and previews) and blob: (the chosen photo
 *   before upload); connect-src and img-src add the API origin in real-API
 *   builds (calls and uploaded media are served from there).
 * - worker-src 'self': the demo's mock service worker.
 * - frame-ancestors cannot be set by a <meta> policy: the server should send
 *   `Content-Security-Policy: frame-ancestors 'none'` as a header (see docs/security.md).
 */
export function contentSecurityPolicy(apiBaseUrl: string | undefined): string {
  const apiOrigin = originOf(apiBaseUrl)
  const withApi = (...sources: string[]) => [...sources, ...(apiOrigin ? [apiOrigin] : [])].join(' ')
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${withApi("'self'", 'data:', 'blob:')}`,
    `connect-src ${withApi("'self'")}`,
    "worker-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

/** An absolute API URL gives its origin; a relative one ('/api') is same-origin, already 'self'. */
function originOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * Puts the policy into the built index.html as a <meta http-equiv>. Build
 * only: the dev server relies on inline scripts (React Refresh) and eval-based
 * source maps.
 */
export function contentSecurityPolicyMeta(apiBaseUrl: string | undefined): Plugin {
  return {
    name: 'content-security-policy-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      // Right after <meta charset>: a meta policy governs only what comes after it, so it must precede every script.
      handler(html) {
        const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(apiBaseUrl)}" />`
        const charset = /<meta charset="[^"]*"\s*\/?>/i
        if (!charset.test(html)) throw new Error('index.html needs <meta charset> first in <head> for the CSP meta to follow')
        return html.replace(charset, (tag) => `${tag}\n    ${meta}`)
      },
    },
  }
}
