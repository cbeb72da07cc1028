import { http, type HttpHandler } from 'msw'
import { adminOverviewHandlers } from '@/mock-server/handlers/admin-overview.handlers'
import { accountHandlers } from '@/mock-server/handlers/account.handlers'
import { adminUserHandlers } from '@/mock-server/handlers/admin-users.handlers'
import { authHandlers } from '@/mock-server/handlers/auth.handlers'
import { childDeletionHandlers, childrenHandlers } from '@/mock-server/handlers/children.handlers'
import { contentHandlers } from '@/mock-server/handlers/content.handlers'
import { documentHandlers } from '@/mock-server/handlers/documents.handlers'
import { doctorQuestionsHandlers } from '@/mock-server/handlers/doctor-questions.handlers'
import { healthHandlers } from '@/mock-server/handlers/health.handlers'
import { leavingHandlers } from '@/mock-server/handlers/leaving.handlers'
import { parentPlanHandlers } from '@/mock-server/handlers/parent-plans.handlers'
import { progressHandlers } from '@/mock-server/handlers/progress.handlers'
import { responseHandlers } from '@/mock-server/handlers/responses.handlers'
import { sharingHandlers } from '@/mock-server/handlers/sharing.handlers'
import { visitHandlers } from '@/mock-server/handlers/visits.handlers'
import type { ServerContext } from '@/mock-server/lib/context'
import { jsonAnswer } from '@/mock-server/lib/handle'
import { mediaHandler } from '@/mock-server/lib/media'
import { strictPathHandler } from '@/mock-server/lib/strict-paths'

/**
 * docs/decisions/031: a path with a broken percent escape ("/api/media/%zz/") answers
 * 400. msw decodes path parameters while looking for a handler and would
 * answer 500 with the error's stack; this handler comes first and claims them.
 * The decoded path is used (it still starts with the prefix) so that a minifier
 * cannot drop the call as unused: the built demo once answered 500 here.
 */
function malformedPathHandler(ctx: ServerContext): HttpHandler {
  const isMalformed = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url)
    if (!pathname.startsWith(`${ctx.prefix}/`)) return false
    try {
      const decoded = decodeURIComponent(pathname)
      return !decoded.startsWith(`${ctx.prefix}/`)
    } catch {
      return true
    }
  }
  return http.all(isMalformed, () => jsonAnswer({ detail: 'Bad request.' }, 400))
}

/** Every row of docs/product-rules.md#7 plus media; the same list runs in the service worker and in Node. */
export function createHandlers(ctx: ServerContext): HttpHandler[] {
  return [
    malformedPathHandler(ctx),
    strictPathHandler(ctx),
    ...authHandlers(ctx),
    ...adminUserHandlers(ctx),
    ...childrenHandlers(ctx),
    ...responseHandlers(ctx),
    ...contentHandlers(ctx),
    ...(ctx.withoutExtensions ? [] : progressHandlers(ctx)),
    ...(ctx.withoutExtensions ? [] : doctorQuestionsHandlers(ctx)),
    ...(ctx.withoutExtensions ? [] : adminOverviewHandlers(ctx)),
    ...(ctx.withoutExtensions ? [] : healthHandlers(ctx)),
    ...(ctx.withoutExtensions ? [] : visitHandlers(ctx)),
    ...(ctx.withoutExtensions ? [] : documentHandlers(ctx)),
    ...(ctx.withoutExtensions ? [] : [...accountHandlers(ctx), ...leavingHandlers(ctx), ...childDeletionHandlers(ctx)]),
    ...(ctx.withoutExtensions ? [] : parentPlanHandlers(ctx)),
    ...(ctx.withoutExtensions ? [] : sharingHandlers(ctx)),
    mediaHandler(ctx),
    // As a backend that lacks a call: any other path of the API is DRF's 404.
    ...(ctx.withoutExtensions ? [http.all(`*${ctx.prefix}/*`, () => jsonAnswer({ detail: 'Not found.' }, 404))] : []),
  ]
}
