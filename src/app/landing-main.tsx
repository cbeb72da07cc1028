// First: configures zod before the demo backend's modules (which use it) are evaluated.
import '@/app/zod-jitless'
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { deferredDemoBackend, showBootFailure } from '@/app/demo'
import { reportRecoverableError } from '@/app/hydration'
import { LandingApp } from '@/app/landing-app'
import { HYDRATED_ATTRIBUTE } from '@/ui/screens/landing/hydrated'

/*
 * The entry of `/` (issue #17): the build prerenders the landing page (src/app/prerender.tsx) and this
 * hydrates it, with React and styled-components only. The demo build starts its in-browser backend
 * once hydration is under way, for the demo's bar (docs/decisions/034); the landing page makes no call.
 */
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// The prerendered page paints first: hydration, the longest task of the load, starts after the first frame is painted
// (issue #25 point 5). A rAF callback runs just before a frame is painted; the task it queues runs after that paint.
requestAnimationFrame(() => setTimeout(() => hydrate(root), 0))

function hydrate(root: HTMLElement) {
  const demo = import.meta.env.VITE_API_BASE_URL ? null : deferredDemoBackend()
  const reactRoot = hydrateRoot(
    root,
    <StrictMode>
      <LandingApp demo={demo?.backend ?? null} />
    </StrictMode>,
    { onRecoverableError: reportRecoverableError },
  )
  // The sections below the hero, laid out lazily for the first paint, are laid out in full from now on.
  root.setAttribute(HYDRATED_ATTRIBUTE, '')
  demo?.start()
  demo?.backend.catch((error: unknown) => {
    reactRoot.unmount()
    showBootFailure(root, error)
  })
}
