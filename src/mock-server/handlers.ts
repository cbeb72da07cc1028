import type { HttpHandler } from 'msw'
import { adminUserHandlers } from '@/mock-server/handlers/admin-users.handlers'
import { authHandlers } from '@/mock-server/handlers/auth.handlers'
import { childrenHandlers } from '@/mock-server/handlers/children.handlers'
import { milestoneHandlers } from '@/mock-server/handlers/milestones.handlers'
import { responseHandlers } from '@/mock-server/handlers/responses.handlers'
import type { ServerContext } from '@/mock-server/lib/context'
import { mediaHandler } from '@/mock-server/lib/media'

/** Every row of SPEC section 7, plus media; the same list runs in the service worker and in Node. */
export function createHandlers(ctx: ServerContext): HttpHandler[] {
  return [
    ...authHandlers(ctx),
    ...adminUserHandlers(ctx),
    ...childrenHandlers(ctx),
    ...responseHandlers(ctx),
    ...milestoneHandlers(ctx),
    mediaHandler(ctx),
  ]
}
