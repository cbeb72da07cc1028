import { createMemoryHistory } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import { ServerStyleSheet } from 'styled-components'
import { App } from '@/app/app'
import { DEMO_ACCOUNTS } from '@/app/demo-accounts'
import { LandingApp } from '@/app/landing-app'
import { createAppRouter } from '@/app/router'

/**
 * The build's server side (docs/decisions/041): vite.config.ts builds this module for Node after the
 * client build and renders each public page whose first view holds no user data to HTML, with
 * styled-components' server stylesheet. The client hydrates the same tree (main.tsx): no
 * session, no demo backend (only its seed accounts' hint on /auth, static text), no search
 * parameters, so what a visitor's browser renders first is exactly this. Never part of the browser's bundle. `/` is the landing page's own entry (landing-app.tsx);
 * the others are the app's.
 */
export const PRERENDERED_PATHS = ['/', '/splash', '/auth', '/signup', '/auth/forgot-password', '/privacy', '/terms'] as const

export interface PrerenderedPage {
  /** The markup for `<div id="root">`. */
  html: string
  /** styled-components' `<style data-styled>` tags for `<head>` (the CSP allows inline styles: docs/security.md). */
  styleTags: string
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const parts: Buffer[] = []
  for await (const part of stream) parts.push(typeof part === 'string' ? Buffer.from(part) : part)
  return Buffer.concat(parts).toString('utf8')
}

export async function prerenderPage(path: (typeof PRERENDERED_PATHS)[number]): Promise<PrerenderedPage> {
  // The first view of a visitor nobody knows yet: signed out. The demo build's login screen lists the seed
  // accounts (static text, null in real-API builds), so hydrating /auth changes nothing (docs/decisions/041).
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    session: () => null,
    demoAccounts: DEMO_ACCOUNTS,
    // The server-side ScrollRestoration writes an inline script, which the CSP refuses (script-src 'self').
    scrollRestoration: false,
  })
  await router.load()
  // `/` is a page of its own, hydrated by landing-main.tsx without the router (docs/decisions/041).
  const app = (
    <StrictMode>
      {path === '/' ? <LandingApp demo={null} /> : <App router={router} demo={null} />}
    </StrictMode>
  )
  // A first pass waits for every lazy part (the landing's sections below the hero, the footer). The second
  // then renders them in place: a boundary finished late would otherwise come as an inline script ($RC), which the CSP refuses.
  await readAll((await prerenderToNodeStream(app)).prelude)
  const sheet = new ServerStyleSheet()
  try {
    const html = renderToString(sheet.collectStyles(app))
    if (html.includes('<script') || html.includes('<!--$!-->') || html.includes('<!--$?-->')) {
      throw new Error(`the prerender of ${path} still waits for something: it would need an inline script or render a fallback`)
    }
    return { html, styleTags: sheet.getStyleTags() }
  } finally {
    sheet.seal()
  }
}
