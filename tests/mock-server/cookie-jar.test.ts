import { describe, expect, it } from 'vitest'
import { Cookie, CookieJar, MemoryCookieStore } from '@/mock-server/lib/cookie-jar'

const app = 'http://localhost:4173'

describe("the demo backend's cookie jar (msw's tough-cookie, without the public-suffix list)", () => {
  it('sends a cookie a response set back to the same host, under its path only', async () => {
    const jar = new CookieJar()
    await jar.setCookie('theme=calm; Path=/api', `${app}/api/accounts/login/`)

    expect(jar.getCookiesSync(`${app}/api/children/profiles/`).map(String)).toEqual(['theme=calm'])
    expect(jar.getCookiesSync(`${app}/apiary/`)).toEqual([])
    expect(jar.getCookiesSync('http://example.org/api/children/profiles/')).toEqual([])
  })

  it('defaults the path to the request path up to its last slash, and sends longer paths first', async () => {
    const jar = new CookieJar()
    await jar.setCookie('a=1', `${app}/api/accounts/login`)
    await jar.setCookie('b=2; Path=/', `${app}/`)

    expect(jar.getCookiesSync(`${app}/api/accounts/me/`).map(String)).toEqual(['a=1', 'b=2'])
    expect(jar.getCookiesSync(`${app}/api/children/`).map(String)).toEqual(['b=2'])
  })

  it('forgets a cookie once Max-Age has passed, and Max-Age wins over Expires', async () => {
    const jar = new CookieJar()
    await jar.setCookie('gone=1; Path=/; Max-Age=0; Expires=Fri, 01 Jan 2100 00:00:00 GMT', `${app}/`)
    await jar.setCookie('kept=1; Path=/; Expires=Fri, 01 Jan 2100 00:00:00 GMT', `${app}/`)

    expect(jar.getCookiesSync(`${app}/`).map(String)).toEqual(['kept=1'])
  })

  it('replaces a cookie of the same name and removes it with an expired one', async () => {
    const jar = new CookieJar()
    await jar.setCookie('n=1; Path=/', `${app}/`)
    await jar.setCookie('n=2; Path=/', `${app}/`)
    expect(jar.getCookiesSync(`${app}/`).map(String)).toEqual(['n=2'])

    await jar.setCookie('n=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT', `${app}/`)
    expect(jar.getCookiesSync(`${app}/`)).toEqual([])
  })

  it('ignores a line without a name', async () => {
    const jar = new CookieJar()
    await jar.setCookie('=nameless; Path=/', `${app}/`)
    await jar.setCookie('no equals sign', `${app}/`)
    expect(jar.getCookiesSync(`${app}/`)).toEqual([])
  })

  it('keeps cookies across a reload as msw stores them (toJSON, then fromJSON into the store index)', async () => {
    const first = new MemoryCookieStore()
    await new CookieJar(first).setCookie('theme=calm; Path=/', `${app}/`)
    const saved = JSON.stringify(Object.values(first.idx).flatMap((byPath) => Object.values(byPath).flatMap((byKey) => Object.values(byKey))))

    const restored = new MemoryCookieStore()
    for (const raw of JSON.parse(saved) as unknown[]) {
      const cookie = Cookie.fromJSON(raw)!
      ;((restored.idx[cookie.domain] ??= {})[cookie.path] ??= {})[cookie.key] = cookie
    }
    expect(new CookieJar(restored).getCookiesSync(`${app}/api/`).map(String)).toEqual(['theme=calm'])
    expect(Cookie.fromJSON({ key: 'x' })).toBeNull()
    expect(Cookie.fromJSON('not json')).toBeNull()
  })
})
