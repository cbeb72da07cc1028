import type { Page } from '@playwright/test'

/** The pages the build prerenders (src/app/prerender.tsx), with the heading each shows (docs/product-rules.md#2). */
export const prerenderedPages = [
  { path: '/', heading: "Nurture every step of your child's first 1,000 days" },
  { path: '/splash', heading: 'First 1,000 Days' },
  { path: '/auth', heading: 'Hey Welcome!' },
  { path: '/signup', heading: 'Create your account' },
  { path: '/auth/forgot-password', heading: 'Forgot Password' },
] as const

/**
 * Every error and warning the page logs from now on. React reports a hydration that does not match
 * through console.error, and main.tsx's onRecoverableError logs there too.
 */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  return problems
}

/** React marks the container when hydrateRoot (or createRoot) takes it. */
export const reactOwnsRoot = (page: Page) =>
  page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$')))
