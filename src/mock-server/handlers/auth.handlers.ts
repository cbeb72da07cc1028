import { endpoints } from '@/contract/endpoints'
import type { Database } from '@/mock-server/db'
import type { UserRecord } from '@/mock-server/records'
import { accountAttempts, clientOf, refuseIfHeld as refuseHeld, type LoginGuard } from '@/mock-server/lib/attempts'
import type { ServerContext } from '@/mock-server/lib/context'
import { handle } from '@/mock-server/lib/handle'
import { sendConfirmation } from '@/mock-server/lib/email-confirmation'
import { badRequest, HttpError } from '@/mock-server/lib/http-error'
import { hashPassword, hashToken, randomToken } from '@/mock-server/lib/security'
import { pruneExpiredTokens } from '@/mock-server/lib/sessions'
import { sessionUserView } from '@/mock-server/lib/views'

export function findUserByEmail(db: Database, email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase()
  return db.users.findFirst((q) => q.where({ email: (value) => value.toLowerCase() === wanted }))
}

/**
 * docs/security.md: a new session; expired ones are deleted on the way, so the snapshot does not pile them up. The tokens
 * go to the caller only: the database keeps their hashes (docs/decisions/089).
 */
async function issueTokens(db: Database, user: UserRecord, now: number) {
  pruneExpiredTokens(db, now)
  const tokens = { access: randomToken(), refresh: randomToken() }
  const hashes = { access_hash: await hashToken(tokens.access), refresh_hash: await hashToken(tokens.refresh) }
  await db.tokens.create({ ...hashes, user_id: user.id, revoked: false, created_at: now, last_used_at: now })
  return { tokens, user: sessionUserView(user) }
}

export function authHandlers(ctx: ServerContext) {
  const { db } = ctx
  // docs/decisions/051: failed attempts per client and per account (by email, known or not, so a block tells nothing about the account).
  const { logins, signups } = ctx.attempts ?? accountAttempts()
  const accountKey = (email: string) => email.trim().toLowerCase()
  const refuseIfHeld = (guard: LoginGuard, key: string, client: string) => refuseHeld(guard, key, client, ctx.now().getTime())
  return [
    handle(ctx, endpoints.login, async ({ body, request }) => {
      const key = accountKey(body.email)
      const client = clientOf(request)
      refuseIfHeld(logins, key, client)
      const user = findUserByEmail(db, body.email)
      if (!user || user.password_hash !== hashPassword(user.id, body.password)) {
        logins.fail(key, client, ctx.now().getTime())
        throw new HttpError(401, { detail: 'No active account found with the given credentials' })
      }
      logins.succeed(key)
      return issueTokens(db, user, ctx.now().getTime())
    }),

    handle(ctx, endpoints.signup, async ({ body, request }) => {
      const key = accountKey(body.email)
      const client = clientOf(request)
      refuseIfHeld(signups, key, client)
      if (findUserByEmail(db, body.email)) {
        signups.fail(key, client, ctx.now().getTime())
        throw badRequest({ email: ['A user with this email already exists.'] })
      }
      const email = body.email.trim()
      const id = db.nextId('users')
      const user = await db.users.create({
        id,
        full_name: body.full_name.trim(),
        email,
        phone: body.phone.trim(),
        gender: body.gender,
        city: body.city,
        country: body.country,
        user_type: 'CLIENT',
        date_joined: ctx.now().toISOString(),
        profile: { bio: '', date_of_birth: null, address: '', postal_code: '', number_of_children: 0 },
        password_hash: hashPassword(id, body.password),
        is_onboarding_complete: false,
        // docs/decisions/084: a new account's address is not proven; invitations to it wait until its link is opened.
        email_confirmed_at: null,
        email_confirmation: null,
      })
      await sendConfirmation(ctx, user, email)
      return issueTokens(db, user, ctx.now().getTime())
    }),

    handle(ctx, endpoints.completeOnboarding, async ({ user }) => {
      const updated = await db.users.update((q) => q.where({ id: user.id }), {
        data(record) {
          record.is_onboarding_complete = true
        },
      })
      return { user: sessionUserView(updated ?? user) }
    }),

    // docs/product-rules.md#decisions: logout revokes the refresh token and the access token issued with it.
    handle(ctx, endpoints.logout, async ({ body }) => {
      const refresh_hash = await hashToken(body.refresh)
      const token = db.tokens.findFirst((q) => q.where({ refresh_hash, revoked: false }))
      if (!token) throw new HttpError(401, { detail: 'Token is invalid or expired' })
      await db.tokens.update((q) => q.where({ refresh_hash }), {
        data(record) {
          record.revoked = true
        },
      })
    }),
  ]
}
