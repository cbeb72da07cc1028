// First: configures zod before any module that uses it is evaluated.
import '@/app/zod-jitless'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { configureApi } from '@/api/api-config'
import { App } from '@/app/app'
import { deferredDemoBackend, showBootFailure } from '@/app/demo'
import { DEMO_ACCOUNTS } from '@/app/demo-accounts'
import { startDeepLinkGets } from '@/app/deep-link-gets'
import { reportRecoverableError } from '@/app/hydration'
import { createAppRouter, endExpiredSession } from '@/app/router'

/**
 * Hydrate only what the build prerendered for this very address (src/app/prerender.tsx marks the root with
 * its path). With search parameters (/auth?expired=true shows a notice) the first view may differ,
 * so the page is rendered afresh over the prerendered markup instead.
 */
function prerenderedHere(root: HTMLElement): boolean {
  return root.dataset.prerendered === window.location.pathname && window.location.search === ''
}

async function boot() {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  /*
   * Mock mode is the default (docs/product-rules.md#decisions-modes): without VITE_API_BASE_URL the in-browser
   * backend starts right after the first render is under way, and every call waits for it (apiConfig.ready), so
   * no request escapes it. A constant in every build: real-API builds ship no MSW code and no failure screen.
   */
  const demo = import.meta.env.VITE_API_BASE_URL ? null : deferredDemoBackend()
  // Decision 087: the demo notes each write before it leaves, so a reload while it is on its way does not lose it.
  if (demo) configureApi({ ready: demo.ready, journalWrites: true })
  // docs/decisions/082: a deep link's or a reload's first data leaves now, while the route's code downloads.
  startDeepLinkGets(window.location.pathname)
  // The login screen's demo hint is in the prerendered /auth too (src/app/prerender.tsx): the same accounts, from the start.
  const router = createAppRouter({ demoAccounts: DEMO_ACCOUNTS })
  // docs/product-rules.md#decisions: a 401 after login clears the session and sends the user to /auth with a message.
  configureApi({ onUnauthorized: () => endExpiredSession(router) })
  const app = (
    <StrictMode>
      <App router={router} demo={demo?.backend ?? null} />
    </StrictMode>
  )
  let reactRoot
  const prerendered = prerenderedHere(root)
  // docs/decisions/082: a page the build did not prerender (a signed-in screen, a deep link, a reload) has nothing to show
  // before the backend answers, so the backend's code is fetched and run from the start, beside the app's first
  // render. A prerendered page paints and hydrates first; its backend starts after (below).
  if (!prerendered) demo?.start()
  if (prerendered) {
    // The route's lazy chunk must be in before hydrating, or the first render would differ from the HTML.
    await router.load()
    // What TanStack Router's own hydration sets: the matches render as on the server (src/app/prerender.tsx), without the
    // client's outer Suspense boundary, which the prerendered markup does not have.
    router.ssr = { manifest: undefined }
    reactRoot = hydrateRoot(root, app, { onRecoverableError: reportRecoverableError })
  } else {
    root.replaceChildren()
    reactRoot = createRoot(root)
    reactRoot.render(app)
  }
  if (prerendered) demo?.start()
  demo?.backend.catch((error: unknown) => {
    reactRoot.unmount()
    showBootFailure(root, error)
  })
}

void boot()
