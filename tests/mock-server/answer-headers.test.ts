import { describe, expect, it } from 'vitest'
import { MAX_JSON_BODY_CHARS } from '@/contract/common'
import { hasDotSegment } from '@/mock-server/lib/strict-paths'
import { seedUsers } from '@/mock-server/seed/users'
import { API_BASE } from '../support/backend'
import { seedChildId, signIn, startSeedBackend } from './helpers'

/*
 * The in-browser backend's answers (the same handlers as `npm run api`, docs/decisions/089): every one carries
 * X-Content-Type-Options: nosniff, whichever handler or refusal made it.
 */
const { backend, db } = startSeedBackend()

describe('X-Content-Type-Options: nosniff on every answer of the mock', () => {
  it('is sent with handle()\'s answers, the strict paths\' refusals, malformed paths, uploads and their refusals', async () => {
    const { tokens } = await signIn(seedUsers.parent)
    const auth = { Authorization: `Bearer ${tokens.access}` }
    const json = { ...auth, 'Content-Type': 'application/json' }
    const olivia = seedChildId(db(), 'olivia')
    const document = db().documents.all()[0]!
    const cases: [string, string, string, RequestInit?][] = [
      ['200', 'GET', '/children/profiles/', { headers: auth }],
      ['201', 'POST', '/children/reminders/', { headers: json, body: JSON.stringify({ child: olivia, text: 'Nap', date: '2030-01-01', time: '09:00', repeat: 'none' }) }],
      ['400', 'POST', '/accounts/login/', { headers: { 'Content-Type': 'application/json' }, body: '{"email": ""}' }],
      ['401', 'GET', '/children/profiles/'],
      ['403', 'GET', '/accounts/admin/users/', { headers: auth }],
      ['404 of a handler', 'GET', '/children/profiles/999999/', { headers: auth }],
      ['404 unknown path', 'GET', '/nothing/here/'],
      ['405', 'PUT', '/children/profiles/'],
      ['413', 'POST', '/accounts/login/', { headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(MAX_JSON_BODY_CHARS + 1) }],
      ['415', 'POST', '/accounts/login/', { headers: { 'Content-Type': 'text/plain' }, body: '{}' }],
      ['400 malformed path', 'GET', '/media/%zz/'],
      ['media 401', 'GET', '/media/1/'],
      ['document file 401', 'GET', `/health/documents/${document.id}/file/`],
      ['204', 'POST', '/accounts/logout/', { headers: json, body: JSON.stringify({ refresh: tokens.refresh }) }],
    ]
    await signIn(seedUsers.parent).then((session) => {
      cases.push(['media 404', 'GET', '/media/999999/', { headers: { Authorization: `Bearer ${session.tokens.access}` } }])
      cases.push(['document file 200', 'GET', `/health/documents/${document.id}/file/`, { headers: { Authorization: `Bearer ${session.tokens.access}` } }])
    })
    for (const [label, method, path, init] of cases) {
      const res = await fetch(`${API_BASE}${path}`, { method, ...init })
      expect([label, res.status, res.headers.get('x-content-type-options')]).toEqual([label, Number(/\d{3}/.exec(label)![0]), 'nosniff'])
    }
    expect(backend.db.users.all().length).toBeGreaterThan(0)
  })
})

describe('hasDotSegment', () => {
  it('finds ., .. and their encoded or backslashed forms as whole steps only', () => {
    for (const path of ['/api/children/profiles/2/../1/', '/api/./x/', '/api/%2e%2e/x/', '/api/%2E./x/', '/api/a\\..\\b/', '/api/a%2f..%2fb/', '/api/..?x=1']) {
      expect([path, hasDotSegment(path)]).toEqual([path, true])
    }
    for (const path of ['/api/children/profiles/1/', '/api/a..b/', '/api/...x/', '/api/x/?next=../y']) {
      expect([path, hasDotSegment(path)]).toEqual([path, false])
    }
  })
})
