import { afterEach, describe, expect, it, vi } from 'vitest'
import { seedUsers } from '@/mock-server/seed/users'
import type { MailMessage } from '@/mock-server/lib/mail'
import { originPolicy, startNodeApiServer, type NodeApiServer } from '@/mock-server/node-server'
import { makeAccountUpdate } from '../support/factories'
import { linkToken, signupBody } from './helpers'

/*
 * docs/decisions/084 on `npm run api`, the production stand-in that outside testers probe as an attacker: the
 * confirmation link is never in an API answer. It is mailed to the log (a console mail backend) and, in test mode
 * only, listed by GET /__control/outbox.
 */
const running: NodeApiServer[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(running.splice(0).map((api) => api.close()))
})

async function start(testMode: boolean) {
  const api = await startNodeApiServer({ port: 0, host: '127.0.0.1', prefix: '/api', latencyMs: 0, allowOrigin: originPolicy(undefined), testMode })
  running.push(api)
  return api
}

/** Every answer's text, so a test can say what no answer carried. */
function client(api: NodeApiServer) {
  const answers: string[] = []
  let token = ''
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${api.origin}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    answers.push(text)
    return { status: res.status, json: (text ? JSON.parse(text) : undefined) as Record<string, unknown> }
  }
  return {
    answers,
    send,
    async signIn(account: { email: string; password: string }) {
      const { json } = await send('POST', '/accounts/login/', { email: account.email, password: account.password })
      token = (json.tokens as { access: string }).access
    },
    async signUp(email: string) {
      const { json } = await send('POST', '/accounts/signup/', { ...signupBody(), email })
      token = (json.tokens as { access: string }).access
    },
  }
}

describe('npm run api: confirmation links never in an answer (docs/decisions/084)', () => {
  it('a sign-up, a change of address and a new link answer no link; the log and the test-mode outbox have them, and the outbox token confirms', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const api = await start(true)
    const stranger = client(api)
    await stranger.signUp('new.parent@example.org')
    expect((await stranger.send('POST', '/accounts/me/email/confirmation/')).status).toBe(200)
    await stranger.signIn(seedUsers.early)
    const change = await stranger.send('PATCH', '/accounts/me/', makeAccountUpdate({ full_name: seedUsers.early.full_name, email: 'grandma@example.com', current_password: seedUsers.early.password }))
    expect(change.status).toBe(200)
    expect(change.json).toMatchObject({ email: seedUsers.early.email, pending_email: 'grandma@example.com' })
    expect(change.json).not.toHaveProperty('confirmation_link')

    const outbox = (await (await fetch(`${api.origin}/__control/outbox`)).json()) as MailMessage[]
    const links = outbox.flatMap((message) => (message.link ? [message.link] : []))
    expect(outbox.map((message) => message.to)).toEqual(['new.parent@example.org', 'new.parent@example.org', 'grandma@example.com', seedUsers.early.email])
    expect(links).toHaveLength(3)
    for (const link of links) {
      expect(log.mock.calls.flat().join('\n')).toContain(link)
      for (const answer of stranger.answers) expect(answer).not.toContain(linkToken(link))
    }
    expect(stranger.answers.join('\n')).not.toContain('confirm-email')

    const confirmed = await client(api).send('POST', '/accounts/email/confirm/', { token: linkToken(links[2]) })
    expect(confirmed).toEqual({ status: 200, json: { email: 'grandma@example.com' } })
  })

  it('outside test mode there is no outbox to read', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const api = await start(false)
    expect((await fetch(`${api.origin}/__control/outbox`)).status).toBe(404)
  })
})
