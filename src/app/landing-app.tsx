import { ThemeProvider } from 'styled-components'
import { DemoLayer, useDemoBackend, type DemoBackend } from '@/app/demo'
import { LandingScreen } from '@/ui/screens/landing/landing-screen'
import { GlobalStyle } from '@/ui/theme/global-style'
import { theme } from '@/ui/theme/theme'

/** docs/product-rules.md#2: Get Started goes to /splash (routes/index.tsx says the same inside the app). */
const GET_STARTED_TO = '/splash'

/**
 * The landing page as a page of its own (docs/decisions/041): what the build prerenders for `/`
 * and what landing-main.tsx hydrates. It needs no router: its links are page loads (Get Started, Log in)
 * or anchors on the page, so the router, the route tree and the app's providers stay out of its JavaScript.
 * Inside the app (a link to / from another page) the index route renders the same screen.
 */
export function LandingApp({ demo: demoBackend }: { demo: DemoBackend | Promise<DemoBackend> | null }) {
  // A constant null in real-API builds, so the demo's parts are not in the landing page's JavaScript.
  const demo = useDemoBackend(import.meta.env.VITE_API_BASE_URL ? null : demoBackend)
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <DemoLayer demo={demo}>
        <LandingScreen getStartedHref={GET_STARTED_TO} />
      </DemoLayer>
    </ThemeProvider>
  )
}
