import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, render, type RenderOptions } from '@testing-library/react'
import { type ReactElement, type ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { theme } from '@/ui/theme/theme'
import { loadToastItems, ToastProvider } from '@/ui/primitives/toast'
import { trackRouter } from '../support/settle'

// The app loads the toasts' look right after its first render; here it is there before the first test, as in the browser by the time anyone acts.
await loadToastItems()

function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  )
}

export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options })
}

/**
 * Renders a screen that links with the router's Link (docs/decisions/067) inside a memory-history
 * router at `path` (the current address: a Link to it is marked aria-current="page"). The router has
 * only a root route that draws `ui`, so no route's loader or guard runs; each Link's href is built
 * from its `to` and params as in the app.
 */
export async function renderWithRouter(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  trackRouter(router)
  await router.load()
  let result!: ReturnType<typeof renderWithTheme>
  await act(async () => {
    result = renderWithTheme(<RouterProvider router={router} />)
  })
  return { ...result, router }
}
