import { RouterProvider } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { ThemeProvider } from 'styled-components'
import { clearSession } from '@/api/session'
import type { AppRouter } from '@/router'
import type { Notice } from '@/ui/primitives/notice'
import { ToastProvider } from '@/ui/primitives/toast'
import type { DemoControls } from '@/ui/screens/system/demo-controls'
import { GlobalStyle } from '@/ui/theme/global-style'
import { theme } from '@/ui/theme/theme'

/** The demo's own components. Loaded by the demo boot only, so a real-API build's initial JavaScript does not carry them. */
export interface DemoUi {
  DemoControls: typeof DemoControls
  Notice: typeof Notice
}

export async function loadDemoUi(): Promise<DemoUi> {
  const [controls, notice] = await Promise.all([import('@/ui/screens/system/demo-controls'), import('@/ui/primitives/notice')])
  return { DemoControls: controls.DemoControls, Notice: notice.Notice }
}

/** What the app needs from the in-browser backend; absent in real-API builds. */
export interface DemoBackend {
  notice: string | null
  accounts: readonly { role: string; email: string; password: string }[]
  resetDemoData(): Promise<void>
  ui: DemoUi
}

export function App({ router, demo: demoBackend }: { router: AppRouter; demo: DemoBackend | null }) {
  // A constant null in real-API builds, so the demo's parts below are not in the entry every page downloads.
  const demo = import.meta.env.VITE_API_BASE_URL ? null : demoBackend
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
        {notice && demo && (
          <demo.ui.Notice tone="warning" title="Demo data reset" onDismiss={() => setNotice(null)}>
            {notice}
          </demo.ui.Notice>
        )}
        <RouterProvider router={router} />
        {demo && (
          <demo.ui.DemoControls
            onReset={async () => {
              await demo.resetDemoData()
              // The seed replaces every account and token, so the old session is meaningless.
              clearSession()
              window.location.assign('/')
            }}
          />
        )}
      </ToastProvider>
    </ThemeProvider>
  )
}
