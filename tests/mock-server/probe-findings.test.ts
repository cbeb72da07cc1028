import { describe, expect, it } from 'vitest'
import { login, signup } from '@/api/accounts.api'
import { bulkCreateResponses, createChild, getChild, listChildren } from '@/api/children.api'
import { importMilestones, previewImport } from '@/api/content.api'
import { call } from '@/api/client'
import { accessToken } from '@/api/session'
import { passwordMessages } from '@/contract/accounts'
import { MAX_CHILDREN_PER_PARENT, tooManyChildrenMessage } from '@/contract/children'
import { IMPORT_LIMITS, importLimitMessages } from '@/contract/content-import'
import { endpoints } from '@/contract/endpoints'
import { dobFromAge } from '@/domain/age'
import { clientAddressHeader, tooManyAttemptsMessage, tooManyFromClientMessage } from '@/mock-server/lib/attempts'
import { hashToken } from '@/mock-server/lib/security'
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@/mock-server/lib/sessions'
import { seedUsers } from '@/mock-server/seed/users'
import { API_BASE } from '../support/backend'
import {
  expectNotFoundWithNothingStored,
  expectRefusedWithNothingStored,
  failure,
  seedChildId,
  signIn,
  signupBody,
  tables,
  startTestBackend,
} from './helpers'

/*
 * docs/decisions/031: the probe's findings, each as the request that found it and the
 * answer it gets now. The same handlers run in the demo's service worker;
 * tests/mock-server/node-server-probe.test.ts sends the HTTP-only ones to `npm run api`.
 */
const backend = startTestBackend()

/** A request as any client could send it, with the session's token unless told otherwise. */
async function send(path: string, init: RequestInit & { token?: string | null; client?: string } = {}) {
  const { token = accessToken(), client, headers, ...rest } = init
  const response = await fetch(`${API_BASE}${path}`, {
    ...rest,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(client ? { [clientAddressHeader]: client } : {}),
      ...(rest.body && typeof rest.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null }
}

const loginAs = (email: string, password: string, client: string) =>
  send('/accounts/login/', { method: 'POST', body: JSON.stringify({ email, password }), token: null, client })

/** A question made multi-select (the seed has none), with its options. */
async function multiSelectQuestion() {
  const question = backend.db.questions.all().find((q) => backend.db.options.findMany((o) => o.where({ question: q.id })).length >= 2)!
  await backend.db.questions.update((q) => q.where({ id: question.id }), {
    data(record) {
      record.multi_select = true
    },
  })
  return { question, options: backend.db.options.findMany((q) => q.where({ question: question.id })) }
}

describe('finding 2: an answer\'s options are bounded', () => {
  it('refuses a list of 100,000 option ids at once, stores nothing', async () => {
    await signIn(seedUsers.parent)
    const { question } = await multiSelectQuestion()
    const options = Array.from({ length: 100_000 }, (_, i) => i + 1)
    const error = await expectRefusedWithNothingStored(backend, () =>
      bulkCreateResponses({ child: seedChildId(backend.db, 'olivia'), responses: [{ question: question.id, options }] }),
    )
    expect(error.body).toEqual({ 'responses.0.options': ['Choose at most 100 options.'] })
  })

  it('refuses the same option twice on a multi-select question, stores nothing', async () => {
    await signIn(seedUsers.parent)
    const { question, options } = await multiSelectQuestion()
    const error = await expectRefusedWithNothingStored(backend, () =>
      bulkCreateResponses({ child: seedChildId(backend.db, 'olivia'), responses: [{ question: question.id, options: [options[0]!.id, options[0]!.id] }] }),
    )
    expect(error.body).toEqual({ 'responses.0.options': ['Choose each option once.'] })
  })

  it('still refuses two options on a single-choice question', async () => {
    await signIn(seedUsers.parent)
    const question = backend.db.questions.all().find((q) => !q.multi_select && backend.db.options.findMany((o) => o.where({ question: q.id })).length >= 2)!
    const options = backend.db.options.findMany((q) => q.where({ question: question.id })).map((o) => o.id)
    const error = await expectRefusedWithNothingStored(backend, () =>
      bulkCreateResponses({ child: seedChildId(backend.db, 'olivia'), responses: [{ question: question.id, options: options.slice(0, 2) }] }),
    )
    expect(error.body).toEqual({ 'responses.0.options': ['This question takes one option.'] })
  })

  it('answers 413 to a JSON body over 1,000,000 characters, stores nothing', async () => {
    await signIn(seedUsers.parent)
    const before = tables(backend.db)
    const padding = ' '.repeat(1_000_001)
    const answer = await send('/children/global-responses/bulk_create/', { method: 'POST', body: `{"child": 1${padding}}` })
    expect(answer.status).toBe(413)
    expect(tables(backend.db)).toEqual(before)
  })
})

describe('finding 3: the login email is bounded', () => {
  it('refuses an email over 254 characters with 400 before anything is counted', async () => {
    const email = `${'a'.repeat(100_000)}@example.org`
    const error = await failure(login({ email, password: 'whatever1' }))
    expect(error.status).toBe(400)
    expect(error.body).toEqual({ email: ['Use at most 254 characters.'] })
    expect(backend.changes).toBe(0)
  })
})

describe('finding 5: the import file and its error list are bounded', () => {
  const file = (text: string) => new File([text], 'milestones.json', { type: 'application/json' })

  it('lists the first 100 problems, then how many more', async () => {
    await signIn(seedUsers.admin)
    const error = await expectRefusedWithNothingStored(backend, () => importMilestones(file(JSON.stringify(Array.from({ length: 5000 }, () => 1)))))
    const messages = (error.body as { file: string[] }).file
    expect(messages).toHaveLength(IMPORT_LIMITS.errors + 1)
    expect(messages.at(-1)).toBe(importLimitMessages.more(4900))
    const preview = await previewImport(file(JSON.stringify(Array.from({ length: 5000 }, () => 1))))
    expect(preview.available && preview.plan.errors).toHaveLength(IMPORT_LIMITS.errors + 1)
  })

  it('refuses a file of more than 20,000 items with one problem', async () => {
    await signIn(seedUsers.admin)
    const error = await expectRefusedWithNothingStored(backend, () => importMilestones(file(JSON.stringify(Array.from({ length: 20_001 }, () => 1)))))
    expect(error.body).toEqual({ file: [importLimitMessages.items] })
  })

  it('refuses a file over 2 MB (JSON.parse of 5 MB of [1,1,...] held the server for seconds)', async () => {
    await signIn(seedUsers.admin)
    const error = await expectRefusedWithNothingStored(backend, () => importMilestones(file(`[${' '.repeat(IMPORT_LIMITS.bytes)}]`)))
    expect(error.body).toEqual({ file: [importLimitMessages.bytes] })
  })
})

describe('finding 6: login limits per client and per account (docs/decisions/051)', () => {
  it('holds one client that tries many accounts, with Retry-After; another client is not held', async () => {
    for (let i = 0; i < 20; i += 1) expect((await loginAs(`nobody${i}@example.org`, 'wrong1234', 'mallory')).status).toBe(401)
    const held = await loginAs(seedUsers.parent.email, seedUsers.parent.password, 'mallory')
    expect([held.status, held.body]).toEqual([429, { detail: tooManyFromClientMessage }])
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await loginAs(seedUsers.parent.email, seedUsers.parent.password, 'paula')).status).toBe(200)
  })

  it('cannot lock the admin out: ten bad logins on their email hold the failing client only', async () => {
    for (let i = 0; i < 10; i += 1) expect((await loginAs(seedUsers.admin.email, `wrong-${i}-pass`, 'mallory')).status).toBe(401)
    const held = await loginAs(seedUsers.admin.email, seedUsers.admin.password, 'mallory')
    expect([held.status, held.body]).toEqual([429, { detail: tooManyAttemptsMessage }])
    expect(held.headers.get('retry-after')).toBe('60')
    expect((await loginAs(seedUsers.admin.email, seedUsers.admin.password, 'ada')).status).toBe(200)
  })

  it('backs off instead of locking: the wait doubles with each failure after it and ends', async () => {
    for (let i = 0; i < 10; i += 1) await loginAs(seedUsers.parent.email, `wrong-${i}-pass`, 'mallory')
    backend.advanceClock(60_000)
    expect((await loginAs(seedUsers.parent.email, 'wrong-again1', 'mallory')).status).toBe(401)
    expect((await loginAs(seedUsers.parent.email, seedUsers.parent.password, 'mallory')).headers.get('retry-after')).toBe('120')
    backend.advanceClock(120_000)
    expect((await loginAs(seedUsers.parent.email, seedUsers.parent.password, 'mallory')).status).toBe(200)
  })
})

describe('finding 7: strict parsing', () => {
  it('reaches an item only by its canonical decimal id: 1e0, 0x1, " 1" and 00001 are 404, writes included', async () => {
    await signIn(seedUsers.parent)
    const id = seedChildId(backend.db, 'olivia')
    for (const written of [`${id}e0`, `0x${id.toString(16)}`, ` ${id}`, `0000${id}`, `${id}.0`, `+${id}`]) {
      await expectNotFoundWithNothingStored(backend, () => call(endpoints.getChild, { params: { childId: written } }))
    }
    await signIn(seedUsers.admin)
    const option = backend.db.options.all()[0]!
    for (const written of [`${option.id}e0`, `0${option.id}`]) {
      await expectNotFoundWithNothingStored(backend, () => call(endpoints.deleteOption, { params: { id: written } }))
    }
    expect(backend.db.options.findFirst((q) => q.where({ id: option.id }))).toBeTruthy()
  })

  it('refuses a ?child= that is not a canonical id', async () => {
    await signIn(seedUsers.parent)
    const id = seedChildId(backend.db, 'olivia')
    for (const written of [`${id}e0`, `0${id}`]) {
      const answer = await send(`/children/global-responses/?child=${written}`)
      expect([written, answer.status, answer.body]).toEqual([written, 400, { child: ['A valid child id is required.'] }])
    }
  })

  it('serves paths only as the endpoint table writes them', async () => {
    await signIn(seedUsers.parent)
    expect((await send('/children/profiles/')).status).toBe(200)
    for (const path of ['http://localhost/API/CHILDREN/PROFILES/', 'http://localhost//api/children/profiles/', `${API_BASE}/children/profiles//`, `${API_BASE}/children/Profiles/`, `${API_BASE}/children/profiles`]) {
      const response = await fetch(path, { headers: { Authorization: `Bearer ${accessToken()}` } })
      expect([path, response.status, await response.json()]).toEqual([path, 404, { detail: 'Not found.' }])
    }
  })

  it('answers 405 with Allow to a method a path does not take', async () => {
    await signIn(seedUsers.parent)
    const answer = await send('/children/profiles/', { method: 'DELETE' })
    expect([answer.status, answer.body]).toEqual([405, { detail: 'Method "DELETE" not allowed.' }])
    expect(answer.headers.get('allow')).toBe('GET, POST, OPTIONS')
  })

  it('refuses NUL and other control characters in text fields with the field named, JSON and multipart alike', async () => {
    await signIn(seedUsers.parent)
    const error = await expectRefusedWithNothingStored(backend, () => createChild({ first_name: 'Mi\u0000a', sex: 'Female', dob: dobFromAge(8) }))
    expect(error.body).toEqual({ first_name: ['Remove the control characters from this text.'] })
    await signIn(seedUsers.admin)
    const user = backend.db.users.findFirst((q) => q.where({ email: seedUsers.parent.email }))!
    const put = await send(`/accounts/admin/users/${user.id}/`, {
      method: 'PUT',
      body: JSON.stringify({ ...user, city: 'Lon\u0007don', profile: { ...user.profile, bio: 'tab\tand\nnew line are fine' } }),
    })
    expect([put.status, put.body]).toEqual([400, { city: ['Remove the control characters from this text.'] }])
  })

  it('refuses a date that is not a real day in the admin user PUT (2020-13-45)', async () => {
    await signIn(seedUsers.admin)
    const user = backend.db.users.findFirst((q) => q.where({ email: seedUsers.parent.email }))!
    const before = tables(backend.db)
    const put = await send(`/accounts/admin/users/${user.id}/`, { method: 'PUT', body: JSON.stringify({ ...user, profile: { ...user.profile, date_of_birth: '2020-13-45' } }) })
    expect([put.status, put.body]).toEqual([400, { 'profile.date_of_birth': ['Enter a real date.'] }])
    expect(tables(backend.db)).toEqual(before)
  })
})

describe('finding 8: every account can log in', () => {
  it('refuses a sign-up password without letters and digits, with the spec\'s messages', async () => {
    for (const password of ['aaaaaaaa', '        ', '12345678']) {
      const error = await expectRefusedWithNothingStored(backend, () => signup(signupBody({ password, confirm_password: password })))
      expect(error.body).toEqual({ password: [passwordMessages.lettersAndNumbers] })
    }
    const short = await failure(signup(signupBody({ password: 'a1', confirm_password: 'a1' })))
    expect(short.body).toEqual({ password: [passwordMessages.length] })
  })
})

describe('finding 9: at most 50 children, and sessions expire', () => {
  it(`refuses child ${MAX_CHILDREN_PER_PARENT + 1}, stores nothing`, async () => {
    await signIn(seedUsers.parent)
    const have = (await listChildren()).length
    for (let i = have; i < MAX_CHILDREN_PER_PARENT; i += 1) await createChild({ first_name: `Kid${i}`, sex: 'Female', dob: dobFromAge(8) })
    const error = await expectRefusedWithNothingStored(backend, () => createChild({ first_name: 'One more', sex: 'Male', dob: dobFromAge(8) }))
    expect(error.body).toEqual({ non_field_errors: [tooManyChildrenMessage] })
  })

  it('ends a session unused for the idle time, and keeps one in use', async () => {
    await signIn(seedUsers.parent)
    const id = seedChildId(backend.db, 'olivia')
    backend.advanceClock(SESSION_IDLE_MS - 60_000)
    await expect(getChild(id)).resolves.toMatchObject({ id })
    backend.advanceClock(SESSION_IDLE_MS - 60_000)
    await expect(getChild(id)).resolves.toMatchObject({ id })
    backend.advanceClock(SESSION_IDLE_MS)
    const error = await failure(getChild(id))
    expect([error.status, error.body]).toEqual([401, { detail: 'Given token not valid for any token type' }])
  })

  it('ends any session at the absolute lifetime, in use or not, and prunes expired ones at the next sign-in', async () => {
    const first = await signIn(seedUsers.parent)
    const id = seedChildId(backend.db, 'olivia')
    for (let spent = 0; spent < SESSION_ABSOLUTE_MS; spent += SESSION_IDLE_MS / 2) {
      backend.advanceClock(SESSION_IDLE_MS / 2)
      if (spent + SESSION_IDLE_MS / 2 < SESSION_ABSOLUTE_MS) await getChild(id)
    }
    expect((await failure(getChild(id))).status).toBe(401)
    const access_hash = await hashToken(first.tokens.access)
    expect(backend.db.tokens.findFirst((q) => q.where({ access_hash }))).toBeTruthy()
    await signIn(seedUsers.admin)
    expect(backend.db.tokens.findFirst((q) => q.where({ access_hash }))).toBeUndefined()
  })
})
