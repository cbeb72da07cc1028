import { expect, type Page } from '@playwright/test'
import { demoControlKeys } from '@/mock-server/demo-control-keys'

/** The app renders only after the in-browser backend is up; the demo control marks that moment. */
export async function openApp(page: Page, path = '/') {
  await page.goto(path)
  await demoStarted(page)
}

/**
 * The demo's backend is up after a page load or reload: the whole app's start (its scripts, the demo's service worker
 * and its database) took over 5 s, the default wait, on a busy machine.
 */
export async function demoStarted(page: Page) {
  await expect(page.getByRole('button', { name: 'Demo data', exact: true })).toBeVisible({ timeout: 15_000 })
}

export interface Account {
  email: string
  password: string
}

/**
 * Signs in through the real endpoint from inside the page (so the service
 * worker answers, or in real-API runs the API server at `apiBase`) and stores
 * the session under the spec's keys, as the app does.
 */
export async function signInThroughApi(page: Page, account: Account, apiBase = '/api') {
  const status = await page.evaluate(async ({ email, password, apiBase }) => {
    const res = await fetch(`${apiBase}/accounts/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    if (!res.ok) return res.status
    const answer = await res.json()
    localStorage.setItem('access', answer.tokens.access)
    localStorage.setItem('refreshToken', answer.tokens.refresh)
    localStorage.setItem('user', JSON.stringify(answer.user))
    return res.status
  }, { ...account, apiBase })
  expect(status).toBe(200)
}

/** Logout as docs/product-rules.md#4 has it: the call with the refresh token, then all local storage cleared. */
export async function signOutThroughApi(page: Page) {
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/accounts/logout/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh: localStorage.getItem('refreshToken') }),
    })
    localStorage.clear()
    return res.status
  })
  expect(status).toBe(204)
}

/** GET an endpoint with the stored bearer token; answers [status, body]. */
export function getJson<T = unknown>(page: Page, path: string): Promise<[number, T]> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('access')}` } })
    return [res.status, await res.json()] as [number, T]
  }, path)
}

/** The id of the signed-in parent's child with this first name (through the API). */
export async function childIdNamed(page: Page, firstName: string): Promise<number> {
  const [, children] = await getJson<{ id: number; first_name: string }[]>(page, '/api/children/profiles/')
  const child = children.find((c) => c.first_name === firstName)
  if (!child) throw new Error(`No child named ${firstName}`)
  return child.id
}

/** PATCH an endpoint with a JSON body and the stored bearer token; answers the status. */
export function patchJson(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ url, body }) => {
      const res = await fetch(url, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${localStorage.getItem('access')}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      return res.status
    },
    { url: path, body },
  )
}

/**
 * A parent answers questions for their child from inside the page, with a session of
 * their own that the page does not keep (the tab stays signed in as it was): the builder's
 * impact paths (docs/decisions/066) need an answer for the admin's change to touch.
 */
export async function answerAsParent(page: Page, account: Account, childName: string, responses: { question: number; options: number[] }[], apiBase = '/api') {
  const status = await page.evaluate(
    async ({ email, password, childName, responses, apiBase }) => {
      const login = await fetch(`${apiBase}/accounts/login/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })
      const headers = { Authorization: `Bearer ${(await login.json()).tokens.access}`, 'Content-Type': 'application/json' }
      const children = (await (await fetch(`${apiBase}/children/profiles/`, { headers })).json()) as { id: number; first_name: string }[]
      const child = children.find((c) => c.first_name === childName)!.id
      const res = await fetch(`${apiBase}/children/global-responses/bulk_create/`, { method: 'POST', headers, body: JSON.stringify({ child, responses }) })
      return res.status
    },
    { ...account, childName, responses, apiBase },
  )
  expect(status).toBeLessThan(300)
}

/** A 1x1 PNG, small enough to inline. */
const pngBase64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

/** Registers a child with a photo through the multipart endpoint; answers the created child. */
export async function createChildThroughApi(page: Page, firstName: string) {
  return page.evaluate(
    async ({ firstName, pngBase64 }) => {
      const bytes = Uint8Array.from(atob(pngBase64), (c) => c.charCodeAt(0))
      const form = new FormData()
      form.append('first_name', firstName)
      form.append('last_name', 'Tester')
      form.append('sex', 'Female')
      form.append('dob', new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10))
      form.append('weight', '7.2')
      form.append('weight_unit', 'kg')
      form.append('profile_image_upload', new File([bytes], 'photo.png', { type: 'image/png' }))
      const res = await fetch('/api/children/profiles/', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('access')}` },
        body: form,
      })
      return { status: res.status, child: (await res.json()) as { id: number; name: string; profile_image: string | null } }
    },
    { firstName, pngBase64 },
  )
}

export async function childNames(page: Page): Promise<string[]> {
  const [status, children] = await getJson<{ name: string }[]>(page, '/api/children/profiles/')
  expect(status).toBe(200)
  return children.map((child) => child.name)
}

/** Slows every mock answer (so a spinner can be seen) for this tab; see src/mock-server/browser.ts. */
export async function setDemoLatency(page: Page, ms: number) {
  await page.evaluate(({ key, value }) => sessionStorage.setItem(key, String(value)), { key: demoControlKeys.latency, value: ms })
}

async function appendToDemoList(page: Page, key: string, operations: string[]) {
  await page.evaluate(
    ({ key, operations }) => sessionStorage.setItem(key, JSON.stringify([...(JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]), ...operations])),
    { key, operations },
  )
}

/** The next call of these endpoint-table operations answers 500 (a forced failure). */
export async function failNext(page: Page, ...operations: string[]) {
  await appendToDemoList(page, demoControlKeys.failNext, operations)
}

/**
 * The next answer of each of these operations waits (its change saved) until releaseHeld, so a test
 * checks the screen's busy state at leisure, not within a latency; see src/mock-server/browser.ts.
 */
export async function holdNext(page: Page, ...operations: string[]) {
  await appendToDemoList(page, demoControlKeys.holdNext, operations)
}

/**
 * Lets the held answers go once one has arrived (none asked for: returns at once). A hold asked for in the
 * same step, of a call the released answer leads to (a reload after a refused write), stays asked for.
 */
export async function releaseHeld(page: Page) {
  await page.waitForFunction(
    ({ held, holdNext }) => {
      const list = (key: string) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]
      return list(held).length > 0 || list(holdNext).length === 0
    },
    demoControlKeys,
    { polling: 20 },
  )
  await page.evaluate((held) => sessionStorage.removeItem(held), demoControlKeys.held)
}

/** Creates an account through the real sign-up endpoint (it also signs the new parent in). */
export async function signUpThroughApi(page: Page, account: { email: string; password: string; full_name: string }, apiBase = '/api') {
  const status = await page.evaluate(async (a) => {
    const res = await fetch(`${a.apiBase}/accounts/signup/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        full_name: a.full_name,
        email: a.email,
        phone: '+44 20 7946 0999',
        password: a.password,
        confirm_password: a.password,
        gender: 'female',
        city: 'london',
        country: 'uk',
        accept_terms: true,
        accept_marketing: false,
      }),
    })
    if (!res.ok) return res.status
    const answer = await res.json()
    localStorage.setItem('access', answer.tokens.access)
    localStorage.setItem('refreshToken', answer.tokens.refresh)
    localStorage.setItem('user', JSON.stringify(answer.user))
    return res.status
  }, { ...account, apiBase })
  expect(status).toBe(201)
}

/** Fills the whole sign-up form (docs/product-rules.md#2 "/signup") with valid values. */
export async function fillSignupForm(page: Page, fullName: string, email: string) {
  await page.getByLabel('Full name', { exact: true }).fill(fullName)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Phone number').fill('+44 20 7946 0000')
  await page.getByRole('radio', { name: 'Female' }).check()
  await page.getByLabel('Password', { exact: true }).fill('newparent1')
  await page.getByLabel('Confirm password').fill('newparent1')
  await page.getByLabel('City').selectOption('london')
  await page.getByLabel('Country').selectOption('uk')
  await page.getByRole('checkbox', { name: /I accept the/ }).check()
}
