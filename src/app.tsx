import { RouterProvider } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { ThemeProvider } from 'styled-components'
import { clearSession } from '@/api/session'
import type { AppRouter } from '@/router'
import { ToastProvider } from '@/ui/primitives/toast'
import { GlobalStyle } from '@/ui/theme/global-style'
import { theme } from '@/ui/theme/theme'

/** Loaded only in the demo, so a real-API build's initial JavaScript does not carry them. */
const loadDemoControls = () => import('@/ui/screens/system/demo-controls')
const loadNotice = () => import('@/ui/primitives/notice')
const DemoControls = lazy(() => loadDemoControls().then((module) => ({ default: module.DemoControls })))
const Notice = lazy(() => loadNotice().then((module) => ({ default: module.Notice })))

/** The demo boot loads these alongside the in-browser backend, so they are there at the first render. */
export const preloadDemoUi = () => Promise.all([loadDemoControls(), loadNotice()])

/** What the app needs from the in-browser backend; absent in real-API builds. */
export interface DemoBackend {
  notice: string | null
  accounts: readonly { role: string; email: string; password: string }[]
  resetDemoData(): Promise<void>
}

export function App({ router, demo }: { router: AppRouter; demo: DemoBackend | null }) {
  const [notice, setNotice] = useState(demo?.notice ?? null)
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
        {notice && (
          <Suspense fallback={null}>
            <Notice tone="warning" title="Demo data reset" onDismiss={() => setNotice(null)}>
              {notice}
            </Notice>
          </Suspense>
        )}
        <RouterProvider router={router} />
        {demo && (
          <Suspense fallback={null}>
            <DemoControls
              onReset={async () => {
                await demo.resetDemoData()
                // The seed replaces every account and token, so the old session is meaningless.
                clearSession()
                window.location.assign('/')
              }}
            />
          </Suspense>
        )}
      </ToastProvider>
    </ThemeProvider>
  )
}
