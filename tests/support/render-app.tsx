import { createMemoryHistory } from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { login } from '@/api/accounts.api'
import { App } from '@/app/app'
import { seedUsers } from '@/mock-server/seed/users'
import { createAppRouter, type AppRouter } from '@/app/router'
import { trackRouter } from './settle'

export type SeedAccount = keyof typeof seedUsers

/** One user-event for the file, without typing delays (the spec's delays run on fake timers where they matter). */
export const user = userEvent.setup({ delay: null })

/** Signs in through the real API against the mock backend, as the app's login does: the session is stored. */
export async function signIn(as: SeedAccount): Promise<void> {
  const account = seedUsers[as]
  await login({ email: account.email, password: account.password })
}

/**
 * Renders the whole app (router, providers, no demo controls) at `url`, or with `url`'s history when
 * given several addresses (the last one current). `as` signs a seed account in first.
 */
export async function renderApp(url: string | string[], options: { as?: SeedAccount } = {}): Promise<{ router: AppRouter; user: typeof user }> {
  if (options.as) await signIn(options.as)
  const entries = typeof url === 'string' ? [url] : url
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 }) })
  trackRouter(router)
  await act(async () => {
    render(<App router={router} demo={null} />)
  })
  return { router, user }
}
