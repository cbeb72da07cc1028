import { accountMessages, type Account } from '@/contract/accounts'
import { endpoints } from '@/contract/endpoints'
import type { Database, UserRecord } from '@/mock-server/db'
import { findUserByEmail } from '@/mock-server/handlers/auth.handlers'
import { accountAttempts, clientOf, refuseIfHeld, type AccountAttempts } from '@/mock-server/lib/attempts'
import type { ServerContext } from '@/mock-server/lib/context'
import { handle } from '@/mock-server/lib/handle'
import { badRequest } from '@/mock-server/lib/http-error'
import { hashPassword } from '@/mock-server/lib/security'

export function accountView(user: UserRecord): Account {
  const { id, full_name, email, phone, city, country, units } = user
  return { id, full_name, email, phone, city, country, units }
}

/** Every session of the account but `keep` (its access token's hash) signed out (issue #26: a changed password). */
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
 * The parent's own account (issue #26, optional extensions): read and edit it with
 * the sign-up's rules, and change the password, which signs out every other session.
 */
export function accountHandlers(ctx: ServerContext) {
  const { db } = ctx
  // A wrong current password counts as a failed login of the account (docs/decisions/051).
  const { logins } = ctx.attempts ?? accountAttempts()
  return [
    handle(ctx, endpoints.getAccount, ({ user }) => accountView(user)),

    handle(ctx, endpoints.updateAccount, async ({ user, body }) => {
      const sameEmail = findUserByEmail(db, body.email)
      if (sameEmail && sameEmail.id !== user.id) throw badRequest({ email: [accountMessages.emailTaken] })
      const updated = await db.users.update((q) => q.where({ id: user.id }), {
        data(record) {
          record.full_name = body.full_name.trim()
          record.email = body.email.trim()
          record.phone = body.phone.trim()
          record.city = body.city
          record.country = body.country
          record.units = body.units
        },
      })
      return accountView(updated ?? user)
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
