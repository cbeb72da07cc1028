/**
 * The cookie jar msw keeps for the in-browser backend, in place of `tough-cookie` (vite.config.ts aliases the
 * package to this module in the browser build; Node's `npm run api` keeps the package). msw imports only
 * `Cookie`, `CookieJar` and `MemoryCookieStore`, and stores cookies a handler sets so that later requests carry
 * them. Our handlers set none (the API answers bearer tokens, docs/product-rules.md#4), but the jar is kept
 * working for host-only cookies. What it leaves out: the public-suffix list (tough-cookie's `tldts`, 200 kB of
 * source evaluated on every page load of the demo, docs/decisions/070), Domain cookies for parent domains, SameSite.
 */

interface CookieJson {
  key: string
  value: string
  domain: string
  path: string
  expires: string | null
}

export class Cookie {
  key: string
  value: string
  domain: string
  path: string
  /** When it expires, in ms since 1970; null lasts for the session. */
  expires: number | null

  constructor(json: CookieJson) {
    this.key = json.key
    this.value = json.value
    this.domain = json.domain
    this.path = json.path
    const expires = json.expires === null ? null : Date.parse(json.expires)
    this.expires = expires === null || Number.isNaN(expires) ? null : expires
  }

  static fromJSON(raw: unknown): Cookie | null {
    const json = typeof raw === 'string' ? safeParse(raw) : raw
    if (!json || typeof json !== 'object') return null
    const { key, value, domain, path, expires } = json as Partial<Record<keyof CookieJson, unknown>>
    if (typeof key !== 'string' || typeof value !== 'string' || typeof domain !== 'string' || typeof path !== 'string') return null
    return new Cookie({ key, value, domain, path, expires: typeof expires === 'string' ? expires : null })
  }

  toJSON(): CookieJson {
    return { key: this.key, value: this.value, domain: this.domain, path: this.path, expires: this.expires === null ? null : new Date(this.expires).toISOString() }
  }

  /** As a request's Cookie header carries it. */
  toString(): string {
    return `${this.key}=${this.value}`
  }

  expired(now: number): boolean {
    return this.expires !== null && this.expires <= now
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** RFC 6265 5.1.4: the default path is the request path up to its last slash. */
function defaultPath(pathname: string): string {
  const last = pathname.lastIndexOf('/')
  return last <= 0 ? '/' : pathname.slice(0, last)
}

/** RFC 6265 5.1.4: a cookie path matches the request path, or a path below it. */
function pathMatches(cookiePath: string, requestPath: string): boolean {
  if (requestPath === cookiePath) return true
  if (!requestPath.startsWith(cookiePath)) return false
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'
}

/** One Set-Cookie line: name=value and the attributes that decide where and how long it is sent. */
function parseSetCookie(line: string, url: URL, now: number): Cookie | null {
  const [pair = '', ...attributes] = line.split(';')
  const equals = pair.indexOf('=')
  if (equals <= 0) return null
  let path = defaultPath(url.pathname)
  let expires: number | null = null
  let maxAge: number | null = null
  for (const attribute of attributes) {
    const [rawName = '', ...rest] = attribute.split('=')
    const name = rawName.trim().toLowerCase()
    const value = rest.join('=').trim()
    if (name === 'path' && value.startsWith('/')) path = value
    else if (name === 'expires') {
      const at = Date.parse(value)
      if (!Number.isNaN(at)) expires = at
    } else if (name === 'max-age' && /^-?\d+$/.test(value)) maxAge = Number(value)
  }
  // Max-Age wins over Expires (RFC 6265 5.3 step 3).
  const until = maxAge !== null ? now + maxAge * 1000 : expires
  return new Cookie({
    key: pair.slice(0, equals).trim(),
    value: pair.slice(equals + 1).trim(),
    domain: url.hostname,
    path,
    expires: until === null ? null : new Date(until).toISOString(),
  })
}

/** tough-cookie's in-memory store as msw reads it: `idx[domain][path][key]`. */
export class MemoryCookieStore {
  idx: Record<string, Record<string, Record<string, Cookie>>> = {}
}

export class CookieJar {
  constructor(private readonly store: MemoryCookieStore = new MemoryCookieStore()) {}

  /** The cookies a request to `url` carries, host-only, by path; expired ones are dropped. */
  getCookiesSync(url: string): Cookie[] {
    const { hostname, pathname } = new URL(url)
    const now = Date.now()
    const byPath = this.store.idx[hostname] ?? {}
    const found: Cookie[] = []
    for (const path of Object.keys(byPath)) {
      if (!pathMatches(path, pathname)) continue
      for (const [key, cookie] of Object.entries(byPath[path]!)) {
        if (cookie.expired(now)) delete byPath[path]![key]
        else found.push(cookie)
      }
    }
    // RFC 6265 5.4: longer paths first.
    return found.sort((a, b) => b.path.length - a.path.length)
  }

  /** Stores what a response's Set-Cookie says (an expired cookie removes the one of that name). */
  async setCookie(setCookie: string, url: string): Promise<void> {
    const now = Date.now()
    const cookie = parseSetCookie(setCookie, new URL(url), now)
    if (!cookie) return
    const byPath = ((this.store.idx[cookie.domain] ??= {})[cookie.path] ??= {})
    if (cookie.expired(now)) delete byPath[cookie.key]
    else byPath[cookie.key] = cookie
  }
}
