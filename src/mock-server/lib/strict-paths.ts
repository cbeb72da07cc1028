import { http, type HttpHandler } from 'msw'
import { endpoints, uploadPaths } from '@/contract/endpoints'
import type { ServerContext } from '@/mock-server/lib/context'
import { jsonAnswer } from '@/mock-server/lib/handle'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A path with a `.` or `..` step, written plainly, percent-encoded (`%2e%2e`) or after a backslash (which URL
 * parsers read as a slash): `/api/children/profiles/2/../1/` must not reach child 1 (docs/decisions/089). A fetch
 * removes such steps before sending, so the Node server checks the request line as it came (node-server.ts); here
 * it guards any caller that builds a Request from a raw path.
 */
export function hasDotSegment(rawPath: string): boolean {
  const path = rawPath.split(/[?#]/, 1)[0] ?? ''
  return path.split(/[/\\]|%2f|%5c/i).some((step) => /^(?:\.|%2e){1,2}$/i.test(step))
}

/**
 * docs/decisions/031: paths exactly as the endpoint table writes them. msw matches
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
      if (matching.length === 0 || hasDotSegment(pathname)) return jsonAnswer({ detail: 'Not found.' }, 404)
      const allowed = new Set(matching.flatMap(({ methods }) => [...methods]))
      if (request.method === 'OPTIONS' || allowed.has(request.method)) return undefined
      return jsonAnswer({ detail: `Method "${request.method}" not allowed.` }, 405, { Allow: [...allowed, 'OPTIONS'].join(', ') })
    },
  )
}
