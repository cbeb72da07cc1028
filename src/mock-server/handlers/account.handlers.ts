import { accountMessages, type Account } from '@/contract/accounts'
import { endpoints } from '@/contract/endpoints'
import type { Database } from '@/mock-server/db'
import type { UserRecord } from '@/mock-server/records'
import { findUserByEmail } from '@/mock-server/handlers/auth.handlers'
import { accountAttempts, clientOf, refuseIfHeld, type AccountAttempts } from '@/mock-server/lib/attempts'
import type { ServerContext } from '@/mock-server/lib/context'
import { handle } from '@/mock-server/lib/handle'
import { badRequest } from '@/mock-server/lib/http-error'
import { isConfirmed, sameAddress, sendConfirmation, tellOldAddress } from '@/mock-server/lib/email-confirmation'
import { hashToken, hashPassword } from '@/mock-server/lib/security'

export function accountView(user: UserRecord): Account {
  const { id, full_name, email, phone, city, country, units } = user
  // docs/decisions/084: a link waiting for another address is a change not made yet.
  const pending = user.email_confirmation && !sameAddress(user.email_confirmation.email, email) ? user.email_confirmation.email : null
  return { id, full_name, email, phone, city, country, units, email_confirmed: isConfirmed(user), pending_email: pending }
}

const currentUser = (db: Database, user: UserRecord) => db.users.findFirst((q) => q.where({ id: user.id })) ?? user

/** Every session of the account but `keep` (its access token's hash) signed out (docs/decisions/062: a changed password). */
function revokeOtherSessions(db: Database, userId: number, keep: string) {
  return db.tokens.updateMany((q) => q.where({ user_id: userId, access_hash: (hash) => hash !== keep }), {
    data(record) {
      record.revoked = true
    },
  })
}

/**
 * The account's own password, given again to change it or close the account: a wrong one is a failed login of the
 * account (docs/decisions/051, 429 once held) and answers 400 with `refusal`.
 */
export function checkPassword(ctx: ServerContext, logins: AccountAttempts['logins'], given: { user: UserRecord; request: Request; password: string }, refusal: Record<string, string[]>) {
  const { user, request, password } = given
  const key = user.email.trim().toLowerCase()
  const client = clientOf(request)
  const now = ctx.now().getTime()
  refuseIfHeld(logins, key, client, now)
  if (user.password_hash !== hashPassword(user.id, password)) {
    logins.fail(key, client, now)
    throw badRequest(refusal)
  }
  logins.succeed(key)
}

/**
 * The parent's own account (docs/decisions/062, optional extensions): read and edit it with
 * the sign-up's rules, and change the password, which signs out every other session.
 * A new e-mail address waits for its confirmation link (docs/decisions/084).
 */
export function accountHandlers(ctx: ServerContext) {
  const { db } = ctx
  // A wrong current password counts as a failed login of the account (docs/decisions/051).
  const { logins } = ctx.attempts ?? accountAttempts()
  return [
    handle(ctx, endpoints.getAccount, ({ user }) => accountView(user)),

    handle(ctx, endpoints.updateAccount, async ({ user, body, request }) => {
      const sameEmail = findUserByEmail(db, body.email)
      if (sameEmail && sameEmail.id !== user.id) throw badRequest({ email: [accountMessages.emailTaken] })
      // docs/decisions/084: a new address needs the current password and takes effect only once confirmed.
      const newEmail = sameAddress(body.email, user.email) ? null : body.email.trim()
      if (newEmail) {
        if (!body.current_password) throw badRequest({ current_password: [accountMessages.currentPasswordForEmail] })
        checkPassword(ctx, logins, { user, request, password: body.current_password }, { current_password: [accountMessages.currentPasswordWrong] })
      }
      const updated = await db.users.update((q) => q.where({ id: user.id }), {
        data(record) {
          record.full_name = body.full_name.trim()
          // The same address in other letter case is no new address: it is saved as typed.
          if (!newEmail) record.email = body.email.trim()
          record.phone = body.phone.trim()
          record.city = body.city
          record.country = body.country
          record.units = body.units
        },
      })
      if (!newEmail) return accountView(updated ?? user)
      const sent = await sendConfirmation(ctx, updated ?? user, newEmail)
      tellOldAddress(ctx, user, newEmail, 'account')
      return { ...accountView(currentUser(db, user)), ...sent }
    }),

    handle(ctx, endpoints.resendEmailConfirmation, async ({ user }) => {
      const waiting = user.email_confirmation?.email
      if (!waiting && isConfirmed(user)) throw badRequest({ non_field_errors: [accountMessages.alreadyConfirmed] })
      const sent = await sendConfirmation(ctx, user, waiting ?? user.email)
      return { ...accountView(currentUser(db, user)), ...sent }
    }),

    handle(ctx, endpoints.cancelEmailChange, async ({ user }) => {
      const waiting = user.email_confirmation
      if (!waiting || sameAddress(waiting.email, user.email)) return accountView(user)
      const updated = await db.users.update((q) => q.where({ id: user.id }), { data: (record) => void (record.email_confirmation = null) })
      return accountView(updated ?? user)
    }),

    // Public: the link may be opened in another browser, signed out. The token is the proof (256 bits, kept hashed).
    handle(ctx, endpoints.confirmEmail, async ({ body }) => {
      const hash = await hashToken(body.token)
      const owner = db.users.findFirst((q) => q.where((record) => record.email_confirmation?.token_hash === hash))
      const waiting = owner?.email_confirmation
      if (!owner || !waiting) throw badRequest({ token: [accountMessages.confirmationUnknown] })
      if (Date.parse(waiting.expires_at) <= ctx.now().getTime()) throw badRequest({ token: [accountMessages.confirmationExpired] })
      const holder = findUserByEmail(db, waiting.email)
      if (holder && holder.id !== owner.id) throw badRequest({ token: [accountMessages.confirmationTaken] })
      await db.users.update((q) => q.where({ id: owner.id }), {
        data(record) {
          record.email = waiting.email
          record.email_confirmed_at = ctx.now().toISOString()
          record.email_confirmation = null
        },
      })
      return { email: waiting.email }
    }),

    handle(ctx, endpoints.changePassword, async ({ user, token, body, request }) => {
      checkPassword(ctx, logins, { user, request, password: body.current_password }, { current_password: [accountMessages.currentPasswordWrong] })
      if (body.new_password === body.current_password) throw badRequest({ new_password: [accountMessages.samePassword] })
      await db.users.update((q) => q.where({ id: user.id }), {
        data(record) {
          record.password_hash = hashPassword(user.id, body.new_password)
        },
      })
      await revokeOtherSessions(db, user.id, token.access_hash)
    }),
  ]
}
