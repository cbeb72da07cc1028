import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { login, logout } from '@/api/accounts.api'
import { ApiError, isApiError } from '@/api/api-error'
import { createChild, getChild, listChildBands, listChildren } from '@/api/children.api'
import { call, conditionalWritesEnabled, configureApi, toFormData } from '@/api/client'
import { dropEarlyGets, EARLY_FRESH_MS, earlyGetsNotTaken, startEarlyGets } from '@/api/early-gets'
import {
  accessToken,
  clearSession,
  readSession,
  sessionKeys,
  storeSession,
  storeUser,
  subscribeSession,
} from '@/api/session'
import type { LoginAnswer } from '@/contract/accounts'
import { endpoints } from '@/contract/endpoints'
import { seedUsers } from '@/mock-server/seed/users'
import { makeChild } from '../support/factories'

const API = 'http://localhost/api'
const generic = 'An unexpected error occurred. Please try again.'

const server = setupServer()

/** Every request the client sent, as the server saw it. */
let seen: Request[] = []
let onUnauthorized: ReturnType<typeof vi.fn<(error: ApiError) => void>>

beforeAll(() => {
  configureApi({ baseUrl: API })
  server.listen({ onUnhandledRequest: 'error' })
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone())
  })
})
beforeEach(() => {
  seen = []
  onUnauthorized = vi.fn<(error: ApiError) => void>()
  configureApi({ baseUrl: API, onUnauthorized })
  localStorage.clear()
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const parentAnswer: LoginAnswer = {
  tokens: { access: 'access-token-parent', refresh: 'refresh-token-parent' },
  user: {
    id: 2,
    email: seedUsers.parent.email,
    full_name: seedUsers.parent.full_name,
    user_type: 'CLIENT',
    profile: { is_onboarding_complete: true },
  },
}

const childAnswer = makeChild({ id: 7, first_name: 'Olivia', age_in_months: 9, height_cm: 70, weight_kg: 8.5, sex: 'F', dob: '2023-09-15' })

/** The ApiError a call rejects with; fails the test if it succeeds or throws anything else. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected the call to fail, but it succeeded')
}

function only<T>(items: T[]): T {
  expect(items).toHaveLength(1)
  return items[0] as T
}

describe('call: request headers', () => {
  it('sends "Authorization: Bearer <access>" from the stored access token (SPEC section 6)', async () => {
    server.use(http.get(`${API}/children/profiles/`, () => HttpResponse.json([childAnswer])))
    storeSession(parentAnswer)

    await listChildren()

    expect(only(seen).headers.get('authorization')).toBe('Bearer access-token-parent')
  })

  it('sends no Authorization header when no token is stored', async () => {
    server.use(http.get(`${API}/children/profiles/`, () => HttpResponse.json([])))

    await listChildren()

    expect(only(seen).headers.has('authorization')).toBe(false)
  })

  it('"Logout sends no auth header", only the refresh token in a JSON body', async () => {
    server.use(http.post(`${API}/accounts/logout/`, () => new HttpResponse(null, { status: 204 })))
    storeSession(parentAnswer)

    await logout()

    const request = only(seen)
    expect(request.headers.has('authorization')).toBe(false)
    expect(await request.json()).toEqual({ refresh: 'refresh-token-parent' })
  })

  it('sends no token on login either, even if an old one is stored', async () => {
    server.use(http.post(`${API}/accounts/login/`, () => HttpResponse.json(parentAnswer)))
    localStorage.setItem(sessionKeys.access, 'stale-token')

    await login({ email: seedUsers.parent.email, password: seedUsers.parent.password })

    expect(only(seen).headers.has('authorization')).toBe(false)
  })
})

describe('call: a GET started early by the entry (issue #25 point 2, early-gets.ts)', () => {
  afterEach(dropEarlyGets)
  const childUrl = `${API}/children/profiles/7/`

  it('is taken once: one request, with the same headers, and its answer parsed as a call of its own', async () => {
    server.use(http.get(childUrl, () => HttpResponse.json(childAnswer)))
    storeSession(parentAnswer)
    startEarlyGets(['/children/profiles/7/'])

    expect(await getChild(7)).toEqual(childAnswer)
    const request = only(seen)
    expect(request.headers.get('authorization')).toBe('Bearer access-token-parent')
    expect(request.headers.get('accept')).toBe('application/json')
    expect(earlyGetsNotTaken()).toEqual([])

    // A second call (a retry, a reload of the screen) is sent anew.
    await getChild(7)
    expect(seen).toHaveLength(2)
  })

  it('a 401 or an answer outside the contract fails as the call itself would', async () => {
    server.use(http.get(childUrl, () => HttpResponse.json({ detail: 'Invalid or expired token.' }, { status: 401 })))
    storeSession(parentAnswer)
    startEarlyGets(['/children/profiles/7/'])
    expect((await failure(getChild(7))).isUnauthorized).toBe(true)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)

    server.use(http.get(childUrl, () => HttpResponse.json({ id: 'seven' })))
    startEarlyGets(['/children/profiles/7/'])
    expect((await failure(getChild(7))).kind).toBe('contract')
    expect(seen).toHaveLength(2)
  })

  it('is not used for another account, once stale, or after a write', async () => {
    server.use(
      http.get(childUrl, () => HttpResponse.json(childAnswer)),
      http.post(`${API}/accounts/logout/`, () => new HttpResponse(null, { status: 204 })),
    )
    storeSession(parentAnswer)
    startEarlyGets(['/children/profiles/7/'])
    storeSession({ ...parentAnswer, tokens: { access: 'access-token-other', refresh: 'refresh-token-other' } })
    await getChild(7)
    expect(seen.map((request) => request.headers.get('authorization'))).toEqual(['Bearer access-token-parent', 'Bearer access-token-other'])

    seen = []
    startEarlyGets(['/children/profiles/7/'], () => Date.now() - EARLY_FRESH_MS - 1)
    await getChild(7)
    expect(seen).toHaveLength(2)

    seen = []
    startEarlyGets(['/children/profiles/7/'])
    await logout()
    expect(earlyGetsNotTaken()).toEqual([])
    await getChild(7)
    expect(seen.filter((request) => request.method === 'GET')).toHaveLength(2)
  })
})

describe('conditionalWritesEnabled (If-Match needs the server to allow it across origins)', () => {
  it('sends If-Match in the demo, and in a real-API build only when VITE_API_CONDITIONAL_WRITES=1', () => {
    expect(conditionalWritesEnabled({})).toBe(true)
    expect(conditionalWritesEnabled(undefined)).toBe(true)
    expect(conditionalWritesEnabled({ VITE_API_BASE_URL: 'https://api.example.com' })).toBe(false)
    expect(conditionalWritesEnabled({ VITE_API_BASE_URL: 'https://api.example.com', VITE_API_CONDITIONAL_WRITES: '1' })).toBe(true)
  })
})

describe('call: URLs', () => {
  it('puts path parameters and the query into the endpoint URL under the configured base URL', async () => {
    server.use(
      http.get(`${API}/children/profiles/:childId/`, () => HttpResponse.json(childAnswer)),
      http.get(`${API}/children/child-bands/`, () => HttpResponse.json([{ id: 2, title: '6-12 Months' }])),
    )
    storeSession(parentAnswer)

    await getChild(7)
    await listChildBands(7)

    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      `GET ${API}/children/profiles/7/`,
      `GET ${API}/children/child-bands/?child=7`,
    ])
  })

  it('does not double the slash when the base URL ends with one', async () => {
    server.use(http.get(`${API}/children/profiles/`, () => HttpResponse.json([])))
    configureApi({ baseUrl: `${API}/` })

    await listChildren()

    expect(only(seen).url).toBe(`${API}/children/profiles/`)
  })
})

describe('call: request bodies', () => {
  it('sends a JSON body with "Content-Type: application/json"', async () => {
    server.use(http.post(`${API}/accounts/login/`, () => HttpResponse.json(parentAnswer)))

    await login({ email: seedUsers.parent.email, password: seedUsers.parent.password })

    const request = only(seen)
    expect(request.headers.get('content-type')).toBe('application/json')
    expect(await request.json()).toEqual({ email: seedUsers.parent.email, password: seedUsers.parent.password })
  })

  it('sends no body on a GET', async () => {
    server.use(http.get(`${API}/children/profiles/`, () => HttpResponse.json([])))

    await listChildren()

    const request = only(seen)
    expect(request.headers.has('content-type')).toBe(false)
    expect(await request.text()).toBe('')
  })

  it('sends a child as multipart: null and undefined fields omitted, booleans as "true"/"false", the file kept', async () => {
    server.use(http.post(`${API}/children/profiles/`, () => HttpResponse.json(childAnswer, { status: 201 })))
    storeSession(parentAnswer)
    const photo = new File(['<svg/>'], 'olivia.svg', { type: 'image/svg+xml' })

    await createChild({
      first_name: 'Olivia',
      last_name: 'Carter',
      sex: 'Female',
      dob: '2023-09-15',
      weight: null,
      weight_unit: 'kg',
      height: undefined,
      is_premature: false,
      profile_image_upload: photo,
    })

    const request = only(seen)
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    expect(request.headers.get('authorization')).toBe('Bearer access-token-parent')
    const form = await request.formData()
    expect([...form.keys()].sort()).toEqual(['dob', 'first_name', 'is_premature', 'last_name', 'profile_image_upload', 'sex', 'weight_unit'])
    expect(form.get('is_premature')).toBe('false')
    expect(form.get('sex')).toBe('Female')
    const sent = form.get('profile_image_upload')
    expect(sent).toBeInstanceOf(Blob)
    expect((sent as File).name).toBe('olivia.svg')
    expect((sent as File).type).toBe('image/svg+xml')
    expect(await (sent as File).text()).toBe('<svg/>')
  })
})

describe('toFormData', () => {
  it('writes true as "true", numbers as text, and skips null and undefined', () => {
    const form = toFormData({ is_active: true, is_premature: false, age_min_months: 0, age_max_months: null, order: undefined })
    expect([...form.entries()]).toEqual([
      ['is_active', 'true'],
      ['is_premature', 'false'],
      ['age_min_months', '0'],
    ])
  })

  it('keeps an empty string, which clears an image field (SPEC section 7 "empty when cleared")', () => {
    expect(toFormData({ goal_image: '' }).get('goal_image')).toBe('')
  })

  it('names a file without a name after its field and type', () => {
    const sent = toFormData({ milestone_image: new Blob(['png'], { type: 'image/png' }) }).get('milestone_image')
    expect((sent as File).name).toBe('milestone_image.png')
  })
})

describe('call: 401 handling (PRODUCT.md "Gaps")', () => {
  it('calls onUnauthorized once when a call that sent a token gets 401', async () => {
    server.use(http.get(`${API}/children/profiles/`, () => HttpResponse.json({ detail: 'Invalid or expired token.' }, { status: 401 })))
    storeSession(parentAnswer)

    const error = await failure(listChildren())

    expect(error.isUnauthorized).toBe(true)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(onUnauthorized).toHaveBeenCalledWith(error)
  })

  it('does not call onUnauthorized for a 401 on login, which sent no token', async () => {
    server.use(
      http.post(`${API}/accounts/login/`, () =>
        HttpResponse.json({ detail: 'No active account found with the given credentials' }, { status: 401 }),
      ),
    )

    const error = await failure(login({ email: seedUsers.parent.email, password: 'wrong-password1' }))

    expect(error.status).toBe(401)
    expect(error.message).toBe('No active account found with the given credentials')
    expect(onUnauthorized).not.toHaveBeenCalled()
    expect(readSession()).toBeNull()
  })

  it('does not call onUnauthorized for a 401 on a signed-out call', async () => {
    server.use(http.get(`${API}/children/profiles/`, () => HttpResponse.json({ detail: 'Authentication required.' }, { status: 401 })))

    await failure(listChildren())

    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('does not call onUnauthorized for a 403', async () => {
    server.use(http.get(`${API}/accounts/admin/users/`, () => HttpResponse.json({ detail: 'Admins only.' }, { status: 403 })))
    storeSession(parentAnswer)

    const error = await failure(call(endpoints.listUsers, {}))

    expect(error.status).toBe(403)
    expect(error.isUnauthorized).toBe(false)
    expect(onUnauthorized).not.toHaveBeenCalled()
  })
})

describe('call: failures become ApiError', () => {
  it('rejects with kind "contract" when a 200 answer does not match the endpoint schema', async () => {
    server.use(http.post(`${API}/accounts/login/`, () => HttpResponse.json({ tokens: { access: '' }, user: { id: 'two' } })))

    const error = await failure(login({ email: seedUsers.parent.email, password: seedUsers.parent.password }))

    expect(error.kind).toBe('contract')
    expect(error.status).toBe(200)
    expect(error.message).toBe(generic)
    expect(readSession()).toBeNull()
  })

  it('rejects with kind "contract" when the answer is not JSON at all', async () => {
    server.use(http.get(`${API}/children/profiles/`, () => HttpResponse.text('<html>Welcome to nginx</html>')))

    const error = await failure(listChildren())

    expect(error.kind).toBe('contract')
    expect(error.body).toBe('<html>Welcome to nginx</html>')
  })

  it('rejects with kind "contract" when the answer is empty', async () => {
    server.use(http.get(`${API}/children/profiles/`, () => new HttpResponse(null, { status: 200 })))

    expect((await failure(listChildren())).kind).toBe('contract')
  })

  it('ignores the body of an answer the endpoint expects none of (204 on logout)', async () => {
    server.use(http.post(`${API}/accounts/logout/`, () => HttpResponse.text('bye', { status: 200 })))

    await expect(call(endpoints.logout, { body: { refresh: 'r' } })).resolves.toBeUndefined()
  })

  it('rejects with kind "network", status 0 and the generic text when the request cannot be made', async () => {
    server.use(http.get(`${API}/children/profiles/`, () => HttpResponse.error()))

    const error = await failure(listChildren())

    expect(error.kind).toBe('network')
    expect(error.status).toBe(0)
    expect(error.message).toBe(generic)
    expect(isApiError(error)).toBe(true)
    expect(onUnauthorized).not.toHaveBeenCalled()
  })
})

describe('ApiError.message (SPEC section 8)', () => {
  const answering = (body: unknown, status: number, asText = false) =>
    server.use(
      http.post(`${API}/accounts/login/`, () =>
        asText ? HttpResponse.text(String(body), { status }) : HttpResponse.json(body as object, { status }),
      ),
    )
  const loginError = () => failure(login({ email: seedUsers.parent.email, password: 'whatever123' }))

  it('shows a string body as it is', async () => {
    answering('Service temporarily unavailable', 503, true)
    expect((await loginError()).message).toBe('Service temporarily unavailable')
  })

  it('shows a JSON string body as it is', async () => {
    answering('Account locked', 400)
    expect((await loginError()).message).toBe('Account locked')
  })

  it('shows the detail field', async () => {
    answering({ detail: 'No active account found with the given credentials' }, 401)
    expect((await loginError()).message).toBe('No active account found with the given credentials')
  })

  it('shows all values flattened and joined with spaces', async () => {
    answering({ email: ['Enter a valid email address.'], non_field_errors: ['Unable to log in.', 'Try again later.'] }, 400)
    expect((await loginError()).message).toBe('Enter a valid email address. Unable to log in. Try again later.')
  })

  it('shows "An unexpected error occurred. Please try again." for an empty body', async () => {
    server.use(http.post(`${API}/accounts/login/`, () => new HttpResponse(null, { status: 500 })))
    const error = await loginError()
    expect(error.kind).toBe('http')
    expect(error.message).toBe(generic)
  })
})

describe('ApiError.fieldErrors', () => {
  it('gives the first message of each field of a 400, without detail', async () => {
    server.use(
      http.post(`${API}/accounts/login/`, () =>
        HttpResponse.json(
          { email: ['Enter a valid email address.', 'Second message.'], password: ['This field is required.'], detail: 'Invalid input.' },
          { status: 400 },
        ),
      ),
    )

    const error = await failure(login({ email: seedUsers.parent.email, password: 'whatever123' }))

    expect(error.fieldErrors).toEqual({ email: 'Enter a valid email address.', password: 'This field is required.' })
  })

  it('is empty for anything but a 400', async () => {
    expect(new ApiError('http', 403, { email: ['x'] }).fieldErrors).toEqual({})
    expect(new ApiError('contract', 400, { email: ['x'] }).fieldErrors).toEqual({})
    expect(new ApiError('network', 0, { cause: 'TypeError' }).fieldErrors).toEqual({})
  })
})

describe('session', () => {
  it('stores "access", "refreshToken" and "user" (as JSON) from a login answer (SPEC section 7)', () => {
    storeSession(parentAnswer)

    expect(localStorage.getItem('access')).toBe('access-token-parent')
    expect(localStorage.getItem('refreshToken')).toBe('refresh-token-parent')
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(parentAnswer.user)
    expect(accessToken()).toBe('access-token-parent')
  })

  it('reads the stored session back', () => {
    storeSession(parentAnswer)
    expect(readSession()).toEqual({ access: 'access-token-parent', refresh: 'refresh-token-parent', user: parentAnswer.user })
  })

  it('stores what login answers', async () => {
    server.use(http.post(`${API}/accounts/login/`, () => HttpResponse.json(parentAnswer)))

    await login({ email: seedUsers.parent.email, password: seedUsers.parent.password })

    expect(readSession()?.user.email).toBe(seedUsers.parent.email)
  })

  it('reads as signed out when "user" is not valid JSON', () => {
    storeSession(parentAnswer)
    localStorage.setItem('user', '{"id": 2, "email": ')
    expect(readSession()).toBeNull()
  })

  it('reads as signed out when "user" is JSON of the wrong shape', () => {
    storeSession(parentAnswer)
    localStorage.setItem('user', JSON.stringify({ ...parentAnswer.user, user_type: 'SUPERUSER' }))
    expect(readSession()).toBeNull()
    localStorage.setItem('user', 'null')
    expect(readSession()).toBeNull()
  })

  it('reads as signed out without an access token', () => {
    storeSession(parentAnswer)
    localStorage.removeItem('access')
    expect(readSession()).toBeNull()
  })

  it('sees a change made to storage after an earlier read', () => {
    storeSession(parentAnswer)
    expect(readSession()?.user.user_type).toBe('CLIENT')
    localStorage.setItem('user', JSON.stringify({ ...parentAnswer.user, user_type: 'ADMIN' }))
    expect(readSession()?.user.user_type).toBe('ADMIN')
  })

  it('replaces only the user with storeUser', () => {
    storeSession(parentAnswer)
    storeUser({ ...parentAnswer.user, profile: { is_onboarding_complete: false } })
    expect(readSession()).toMatchObject({ access: 'access-token-parent', user: { profile: { is_onboarding_complete: false } } })
  })

  it('"Logout clears all local storage": clearSession removes every key, not only the session', () => {
    storeSession(parentAnswer)
    localStorage.setItem('unrelated', 'x')

    clearSession()

    expect(localStorage.length).toBe(0)
    expect(readSession()).toBeNull()
    expect(accessToken()).toBeNull()
  })

  it('logout clears local storage even when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use(http.post(`${API}/accounts/logout/`, () => HttpResponse.error()))
    storeSession(parentAnswer)

    await logout()

    expect(localStorage.length).toBe(0)
  })

  it('tells subscribers about every change, until they unsubscribe', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeSession(listener)

    storeSession(parentAnswer)
    storeUser(parentAnswer.user)
    clearSession()
    expect(listener).toHaveBeenCalledTimes(3)

    unsubscribe()
    storeSession(parentAnswer)
    expect(listener).toHaveBeenCalledTimes(3)
  })
})
