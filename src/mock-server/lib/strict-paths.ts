import { http, HttpResponse, type HttpHandler } from 'msw'
import { endpoints, uploadPaths } from '@/contract/endpoints'
import type { ServerContext } from '@/mock-server/lib/context'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Issue #22: paths exactly as the endpoint table writes them. msw matches
 * paths without regard to case and a `*` before the prefix takes any number
 * of slashes, so "/API/CHILDREN/PROFILES/", "//api/children/profiles/" and
 * ".../profiles//" reached handlers. This handler comes before every other
 * one and claims any request that looks meant for the API (its path, with
 * leading slashes folded and case ignored, starts with the prefix): a path
 * that is not one of the table's, letter for letter, answers 404; a table
 * path with a method it does not take answers 405 with `Allow`. Others go on
 * to the handlers.
 */
export function strictPathHandler(ctx: ServerContext): HttpHandler {
  const routes = [...Object.values(endpoints).map(({ method, path }) => ({ method: method as string, path })), ...uploadPaths.map((path) => ({ method: 'GET', path }))]
  const patterns = new Map<string, { regex: RegExp; methods: Set<string> }>()
  for (const { method, path } of routes) {
    const entry = patterns.get(path) ?? { regex: new RegExp(`^${escape(`${ctx.prefix}${path}`).replace(/:[A-Za-z]+/g, '[^/]+')}$`), methods: new Set<string>() }
    entry.methods.add(method)
    patterns.set(path, entry)
  }
  const meantForApi = (pathname: string) => {
    const folded = pathname.replace(/^\/+/, '/').toLowerCase()
    const prefix = ctx.prefix.toLowerCase()
    return folded === prefix || folded.startsWith(`${prefix}/`)
  }
  return http.all(
    ({ request }) => meantForApi(new URL(request.url).pathname),
    ({ request }) => {
      const { pathname } = new URL(request.url)
      const matching = [...patterns.values()].filter(({ regex }) => regex.test(pathname))
      if (matching.length === 0) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 })
      const allowed = new Set(matching.flatMap(({ methods }) => [...methods]))
      if (request.method === 'OPTIONS' || allowed.has(request.method)) return undefined
      return HttpResponse.json(
        { detail: `Method "${request.method}" not allowed.` },
        { status: 405, headers: { Allow: [...allowed, 'OPTIONS'].join(', ') } },
      )
    },
  )
}
