import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { deferredDemoBackend, showBootFailure } from '@/app/demo'
import { reportRecoverableError } from '@/app/hydration'
import { LandingApp } from '@/app/landing-app'
import { prefetchAppFiles } from '@/app/landing-head'
import { HYDRATED_ATTRIBUTE } from '@/ui/screens/landing/hydrated'

/*
 * Hydrates the prerendered landing page (docs/decisions/041) with React and styled-components only, once it has painted
 * (landing-main.tsx). The demo build starts its in-browser backend once hydration is under way, for the demo's bar
 * (docs/decisions/034); the landing page makes no call.
 */
export function hydrateLanding() {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
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
  prefetchAppFiles()
}
