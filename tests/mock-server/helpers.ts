import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { confirmEmail, login, logout, signup } from '@/api/accounts.api'
import { ApiError } from '@/api/api-error'
import { call, type CallInput } from '@/api/client'
import { accessToken, clearSession, storeSession } from '@/api/session'
import { exportFileContent } from '@/api/content.api'
import { acceptInvitationLink, createInvitation } from '@/api/sharing.api'
import type { LoginAnswer, SignupBody } from '@/contract/accounts'
import type { ChildCreate } from '@/contract/children'
import type { ImportPlan } from '@/contract/content-import'
import { endpoints, type EndpointName, type Endpoints } from '@/contract/endpoints'
import type { Database } from '@/mock-server/db'
import { seedChildren, seedUsers } from '@/mock-server/seed/users'
import { takeSnapshot } from '@/mock-server/snapshot'
import { dobFromAge } from '@/domain/age'
import { createTestBackend } from '../support/backend'
import { makeInvitationBody } from '../support/factories'

export type TestBackend = ReturnType<typeof createTestBackend>

/** The backend of one test file: started before its tests, stopped after them, reseeded before each one. */
export function startTestBackend(options?: Parameters<typeof createTestBackend>[0]): TestBackend {
  const backend = createTestBackend(options)
  beforeAll(() => backend.start())
  afterAll(() => backend.stop())
  beforeEach(() => backend.reset())
  return backend
}

/** startTestBackend with what most files read: the current test's database and the seed child Olivia's id. */
export function startSeedBackend(options?: Parameters<typeof createTestBackend>[0]) {
  const backend = startTestBackend(options)
  const db = () => backend.db
  return { backend, db, olivia: () => seedChildId(db(), 'olivia') }
}

/**
 * The seed admin's and the seed parent's sessions, signed in afresh before each test
 * (call after startTestBackend); switch between them with actAs.
 */
export function seedSessions(): { admin: LoginAnswer; parent: LoginAnswer } {
  const sessions = {} as { admin: LoginAnswer; parent: LoginAnswer }
  beforeEach(async () => {
    sessions.admin = await signIn(seedUsers.admin)
    sessions.parent = await signIn(seedUsers.parent)
  })
  return sessions
}

/** The ApiError a call rejects with; fails the test if the call succeeds or throws something else. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected the call to fail, but it succeeded')
}

/** Signs in through the client (the session lands in storage) and returns the answer. */
export function signIn(user: { email: string; password: string }): Promise<LoginAnswer> {
  return login({ email: user.email, password: user.password })
}

/** Makes an earlier session the current one again, as another tab would. */
export function actAs(session: LoginAnswer): void {
  storeSession(session)
}

/** A valid sign-up payload; the seed parents' passwords are not public, so other parents come from here. */
export function signupBody(overrides: Partial<SignupBody> = {}): SignupBody {
  return {
    full_name: 'Sam Second',
    email: 'sam.second@example.org',
    phone: '+44 20 7946 0999',
    password: 'second1234',
    confirm_password: 'second1234',
    gender: 'male',
    city: 'london',
    country: 'uk',
    accept_terms: true,
    accept_marketing: false,
    ...overrides,
  }
}

/** A second parent, signed up through the API; their session becomes the current one. */
export function signUpOtherParent(overrides: Partial<SignupBody> = {}): Promise<LoginAnswer> {
  return signup(signupBody(overrides))
}

/** A new child as a parent sends it to the server: Mia Jones, a girl of 8 months, unless the test says otherwise. */
export const newChild = (overrides: Partial<ChildCreate> = {}): ChildCreate => ({
  first_name: 'Mia',
  last_name: 'Jones',
  sex: 'Female',
  dob: dobFromAge(8),
  ...overrides,
})

/** A new account with Viewer access to a seed parent's child (invited by the seed parent, accepted); signed in as it afterwards. */
export async function signInAsViewerOf(child: number) {
  await signIn(seedUsers.parent)
  const email = 'vera.viewer@example.org'
  const invitation = await createInvitation(makeInvitationBody({ child, email, role: 'viewer' }))
  await signUpOtherParent({ email, full_name: 'Vera Viewer' })
  // By the link, which the new account's unconfirmed address needs (docs/decisions/084).
  await acceptInvitationLink(linkToken(invitation.link))
}

/** The token of a link (`/invitation?token=...`, `/confirm-email?token=...`). */
export const linkToken = (link: string | null | undefined) => new URL(link ?? '', 'http://localhost').searchParams.get('token') ?? ''

/** The token of the latest link the server mailed to this address (docs/decisions/084), from the test backend's outbox. */
export function mailedToken(backend: TestBackend, email: string): string {
  const message = backend.outbox.lastTo(email)
  if (!message?.link) throw new Error(`no link was mailed to ${email}`)
  return linkToken(message.link)
}

/** The address's owner opens the confirmation link mailed to it (docs/decisions/084). */
export const confirmMailedAddress = (backend: TestBackend, email: string) => confirmEmail(mailedToken(backend, email))

/** Every table of the mock database and its uploads (kept apart from the snapshot), to prove that a refused request stored nothing. */
export function tables(db: Database) {
  return { ...takeSnapshot(db).tables, media: db.media.all().map((upload) => ({ ...upload })) }
}

/** A seed account's id in this test's database. */
export function seedUserId(db: Database, key: keyof typeof seedUsers): number {
  return db.users.findFirst((q) => q.where({ email: seedUsers[key].email }))!.id
}

/** A row as the database keeps it: who added it (`given_by_id`) where the answer says whether the caller did (docs/decisions/089). */
export function storedRow<Row extends { given_by_you?: boolean | undefined }>({ given_by_you: _byCaller, ...row }: Row, givenById: number) {
  return { ...row, given_by_id: givenById }
}

export function seedChildId(db: Database, key: keyof typeof seedChildren): number {
  const child = db.children.findFirst((q) => q.where({ first_name: seedChildren[key].first_name }))
  if (!child) throw new Error(`seed child ${key} is missing`)
  return child.id
}

export function bandByCode(db: Database, code: string) {
  const band = db.bands.findFirst((q) => q.where({ code }))
  if (!band) throw new Error(`band ${code} is missing`)
  return band
}

export function setBySlug(db: Database, code: string, slug: string) {
  const band = bandByCode(db, code)
  const set = db.sets.findFirst((q) => q.where({ band: band.id, slug }))
  if (!set) throw new Error(`set ${code}/${slug} is missing`)
  return set
}

/** The set's questions in their order. */
export function questionsOf(db: Database, setId: number) {
  return db.questions.findMany((q) => q.where({ band_set: setId })).sort((a, b) => a.order - b.order)
}

/** The option with this label on a question. */
export function optionOf(db: Database, questionId: number, label: string) {
  const option = db.options.findFirst((q) => q.where({ question: questionId, label }))
  if (!option) throw new Error(`question ${questionId} has no option ${label}`)
  return option
}

export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
  0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41,
  0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0, 0x1f, 0x00, 0x05, 0x00, 0x01, 0xff, 0x89, 0x99, 0x3d, 0x1d, 0x00, 0x00,
  0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
])
export const SVG_TEXT = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="teal"/></svg>'

/** A 1x1 GIF: a second accepted raster type (uploads are PNG, JPEG, WebP or GIF only). */
export const GIF_BYTES = new Uint8Array([
  0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0x00, 0x80, 0x80, 0xff, 0xff, 0xff, 0x21,
  0xf9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44,
  0x01, 0x00, 0x3b,
])

export const pngFile = (name = 'a.png') => new File([PNG_BYTES], name, { type: 'image/png' })
export const gifFile = (name = 'a.gif') => new File([GIF_BYTES], name, { type: 'image/gif' })
export const svgFile = (name = 'a.svg') => new File([SVG_TEXT], name, { type: 'image/svg+xml' })
export const textFile = (name = 'notes.txt') => new File(['not an image'], name, { type: 'text/plain' })

/**
 * Fetches an answered media URL the way the app does (docs/decisions/050): with
 * the current session's bearer token, or with the token given (null: none).
 */
export async function fetchMedia(url: string, token: string | null = accessToken()) {
  const response = await fetch(`http://localhost${url}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  }
}

const credentialsFor = { user: seedUsers.parent, admin: seedUsers.admin } as const

/**
 * The two ways to be unauthenticated, for any endpoint that needs a signed-in
 * user (docs/product-rules.md#decisions-auth): no token, an unknown token, and the access token of
 * a session ended by logout. Nothing may change in the database.
 */
export function itRequiresSignIn<N extends EndpointName>(backend: TestBackend, name: N, input: () => CallInput<Endpoints[N]>) {
  const endpoint = endpoints[name]

  it('answers 401 "Authentication credentials were not provided." without a token', async () => {
    clearSession()
    const before = tables(backend.db)
    const changes = backend.changes
    const error = await failure(call(endpoint, input()))
    expect(error.status).toBe(401)
    expect(error.body).toEqual({ detail: 'Authentication credentials were not provided.' })
    expect(tables(backend.db)).toEqual(before)
    expect(backend.changes).toBe(changes)
  })

  it('answers 401 to an unknown token', async () => {
    clearSession()
    localStorage.setItem('access', 'not-a-token-this-server-issued')
    const before = tables(backend.db)
    const changes = backend.changes
    const error = await failure(call(endpoint, input()))
    expect(error.status).toBe(401)
    expect(error.body).toEqual({ detail: 'Given token not valid for any token type' })
    expect(tables(backend.db)).toEqual(before)
    expect(backend.changes).toBe(changes)
  })

  it('answers 401 to an access token revoked by logout', async () => {
    const session = await signIn(credentialsFor[endpoint.auth === 'admin' ? 'admin' : 'user'])
    await logout()
    localStorage.setItem('access', session.tokens.access)
    const before = tables(backend.db)
    const changes = backend.changes
    const error = await failure(call(endpoint, input()))
    expect(error.status).toBe(401)
    expect(error.message).toBe('Given token not valid for any token type')
    expect(tables(backend.db)).toEqual(before)
    expect(backend.changes).toBe(changes)
  })
}

/** docs/product-rules.md#decisions-roles: /accounts/admin/... and every write to /children/global-* need ADMIN. */
export function itForbidsClients<N extends EndpointName>(backend: TestBackend, name: N, input: () => CallInput<Endpoints[N]>) {
  it('answers 403 to a CLIENT and changes nothing', async () => {
    await signIn(seedUsers.parent)
    const before = tables(backend.db)
    const changes = backend.changes
    const error = await failure(call(endpoints[name], input()))
    expect(error.status).toBe(403)
    expect(error.body).toEqual({ detail: 'You do not have permission to perform this action.' })
    expect(tables(backend.db)).toEqual(before)
    expect(backend.changes).toBe(changes)
  })
}

/**
 * A list of a child's rows (doses, visits, documents, reminders) shows nothing to anyone else: 404 for another
 * parent's child and for an unknown child, with nothing stored; 403 for an admin (docs/decisions/072).
 */
export function itListsOnlyForTheChildsFamily(backend: TestBackend, list: (child: number) => Promise<unknown>, child: () => number) {
  it("answers 404 for another parent's child or an unknown child, 403 for an admin", async () => {
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => list(child()))
    await expectNotFoundWithNothingStored(backend, () => list(999_999))
    await signIn(seedUsers.admin)
    expect((await failure(list(child()))).status).toBe(403)
  })
}

/**
 * Runs a call that must be refused with 400 and checks that nothing was stored:
 * every table is as before and no change was reported to persistence.
 */
export async function expectRefusedWithNothingStored(backend: TestBackend, run: () => Promise<unknown>): Promise<ApiError> {
  const before = tables(backend.db)
  const changes = backend.changes
  const error = await failure(run())
  expect(error.status).toBe(400)
  expect(tables(backend.db)).toEqual(before)
  expect(backend.changes).toBe(changes)
  return error
}

/** Same as expectRefusedWithNothingStored, for 403 answers. */
export async function expectForbiddenWithNothingStored(backend: TestBackend, run: () => Promise<unknown>): Promise<ApiError> {
  const before = tables(backend.db)
  const changes = backend.changes
  const error = await failure(run())
  expect(error.status).toBe(403)
  expect(tables(backend.db)).toEqual(before)
  expect(backend.changes).toBe(changes)
  return error
}

/** Same as expectRefusedWithNothingStored, for 404 answers. */
export async function expectNotFoundWithNothingStored(backend: TestBackend, run: () => Promise<unknown>): Promise<ApiError> {
  const before = tables(backend.db)
  const changes = backend.changes
  const error = await failure(run())
  expect(error.status).toBe(404)
  expect(error.body).toEqual({ detail: 'Not found.' })
  expect(tables(backend.db)).toEqual(before)
  expect(backend.changes).toBe(changes)
  return error
}

/** An import file: content as the export saves it (or the text as given). */
export const importFile = (content: unknown, name = 'milestones.json') =>
  new File([typeof content === 'string' ? content : exportFileContent(content)], name, { type: 'application/json' })

/** The import's dry run (`?dry_run=1`): the plan of the file. */
export async function dryRunImport(content: unknown): Promise<ImportPlan> {
  const answer = await call(endpoints.importMilestones, { query: { dry_run: '1' }, body: { file: importFile(content) } })
  if (!('dry_run' in answer)) throw new Error('expected a plan')
  return answer
}
