import type { Page } from '@playwright/test'

/**
 * Signs `account` in from inside the page through the login endpoint (the demo's `/api`, or the API server's base)
 * and stores the session under the spec's keys, as the app does; the demo's latency for this tab is set first.
 */
export async function signInInPage(page: Page, account: { email: string; password: string }, { apiBase = '/api', latencyMs = 0 } = {}) {
  const status = await page.evaluate(
    async ({ apiBase, email, password, latencyMs }) => {
      sessionStorage.setItem('demo:latency-ms', String(latencyMs))
      const res = await fetch(`${apiBase}/accounts/login/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })
      if (!res.ok) return res.status
      const answer = (await res.json()) as { tokens: { access: string; refresh: string }; user: unknown }
      localStorage.setItem('access', answer.tokens.access)
      localStorage.setItem('refreshToken', answer.tokens.refresh)
      localStorage.setItem('user', JSON.stringify(answer.user))
      return res.status
    },
    { apiBase, ...account, latencyMs },
  )
  if (status !== 200) throw new Error(`sign-in answered ${status}`)
}
