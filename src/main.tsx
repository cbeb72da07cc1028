// First: configures zod before any module that uses it is evaluated.
import '@/zod-jitless'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { configureApi } from '@/api/api-config'
import { App, loadDemoUi, type DemoBackend } from '@/app'
import { createAppRouter, endExpiredSession } from '@/router'

const DEFAULT_MOCK_LATENCY_MS = 350

/**
 * Mock mode is the default (docs/product-rules.md#decisions): without VITE_API_BASE_URL the
 * in-browser backend starts before the first render, or the first requests
 * would escape it. boot() calls this only without VITE_API_BASE_URL, so
 * real-API builds ship no MSW code.
 */
async function startDemoBackend(): Promise<DemoBackend> {
  // The demo's controls load alongside the backend, so they are there at the first render.
  const [{ startMockBackend }, ui] = await Promise.all([import('@/mock-server/browser'), loadDemoUi()])
  const latency = Number(import.meta.env.VITE_MOCK_LATENCY_MS ?? DEFAULT_MOCK_LATENCY_MS)
  const backend = await startMockBackend({ apiPrefix: '/api', latencyMs: Number.isFinite(latency) ? latency : DEFAULT_MOCK_LATENCY_MS })
  return { ...backend, ui }
}

function showBootFailure(root: HTMLElement, error: unknown) {
  console.error('The demo backend could not start', error)
  const box = document.createElement('main')
  box.setAttribute('role', 'alert')
  box.style.cssText = 'font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2a30'
  const title = document.createElement('h1')
  title.textContent = 'The demo could not start'
  const text = document.createElement('p')
  text.textContent =
    'This demo runs its backend inside your browser with a service worker. Open it over http://localhost or https, outside private browsing, and reload the page.'
  box.append(title, text)
  root.replaceChildren(box)
}

async function boot() {
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  let demo: DemoBackend | null = null
  // A constant in every build: real-API builds drop the demo's boot and its failure screen altogether.
  if (!import.meta.env.VITE_API_BASE_URL) {
    try {
      demo = await startDemoBackend()
    } catch (error) {
      showBootFailure(root, error)
      return
    }
  }
  const router = createAppRouter({ demoAccounts: demo?.accounts ?? null })
  // docs/product-rules.md#decisions: a 401 after login clears the session and sends the user to /auth with a message.
  configureApi({ onUnauthorized: () => endExpiredSession(router) })
  createRoot(root).render(
    <StrictMode>
      <App router={router} demo={demo} />
    </StrictMode>,
  )
}

void boot()
