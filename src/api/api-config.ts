import type { ApiError } from '@/api/api-error'

/**
 * The API client's settings, apart from the client itself: main.tsx configures
 * them at boot without pulling the client (and its error texts) into the entry
 * chunk that every page, the landing page first, downloads (the landing budget: docs/decisions/022, docs/performance.md).
 * docs/product-rules.md#decisions-modes: VITE_API_BASE_URL in real-API builds, `/api` on the app's origin on the mock.
 */
export const apiConfig = {
  baseUrl: (import.meta.env?.VITE_API_BASE_URL as string | undefined) || '/api',
  onUnauthorized: (() => undefined) as (error: ApiError) => void,
  /** Settles when calls can be sent: in a demo build, once the in-browser backend is up (main.tsx). */
  ready: Promise.resolve() as Promise<unknown>,
  /** The demo notes each JSON write before it leaves and sends an unanswered one again at the next start (write-journal.ts). */
  journalWrites: false,
}

export function configureApi(options: Partial<typeof apiConfig>): void {
  Object.assign(apiConfig, options)
}
