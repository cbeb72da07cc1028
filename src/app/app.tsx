import { RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ThemeProvider } from 'styled-components'
import { DemoLayer, useDemoBackend, type DemoBackend } from '@/app/demo'
import type { AppRouter } from '@/app/router'
import { ToastProvider } from '@/ui/primitives/toast'
import { GlobalStyle } from '@/ui/theme/global-style'
import { theme } from '@/ui/theme/theme'

/**
 * `demo` is the in-browser backend, or, in the browser, its start still under way: the first render
 * is then the same as the prerendered page (src/app/prerender.tsx), and the demo's bar and its notice
 * appear once the backend is up. The seed accounts on the login screen are in the router's context
 * from the start (src/app/demo-accounts.ts), so the prerendered /auth has them too.
 */
export function App({ router, demo: demoBackend }: { router: AppRouter; demo: DemoBackend | Promise<DemoBackend> | null }) {
  // A constant null in real-API builds, so the demo's parts below are not in the entry every page downloads.
  const demoProp = import.meta.env.VITE_API_BASE_URL ? null : demoBackend
  const demo = useDemoBackend(demoProp)
  useEffect(() => {
    // The session and the router's guards both depend on storage written by other tabs too.
    const onStorage = () => void router.invalidate()
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [router])

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider>
        <DemoLayer demo={demo}>
          <RouterProvider router={router} />
        </DemoLayer>
      </ToastProvider>
    </ThemeProvider>
  )
}
