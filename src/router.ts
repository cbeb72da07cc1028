import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { readSession } from '@/api/session'
import { routeTree } from '@/routeTree.gen'

export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    context: { session: readSession },
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...(options.history ? { history: options.history } : {}),
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
