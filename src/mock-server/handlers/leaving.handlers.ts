import { endpoints } from '@/contract/endpoints'
import { accountDeletionMessages, type ChildDisposition } from '@/contract/leaving'
import type { Database } from '@/mock-server/db'
import type { ChildRecord, UserRecord } from '@/mock-server/records'
import { givenByTables } from '@/mock-server/tables'
import { accountView, checkPassword } from '@/mock-server/handlers/account.handlers'
import { deleteChildRecords } from '@/mock-server/handlers/children.handlers'
import { documentFileUrl } from '@/mock-server/handlers/documents.handlers'
import { accountExport } from '@/mock-server/lib/account-export'
import { accountAttempts } from '@/mock-server/lib/attempts'
import type { ServerContext } from '@/mock-server/lib/context'
import { handle } from '@/mock-server/lib/handle'
import { badRequest, HttpError } from '@/mock-server/lib/http-error'

const childName = (child: ChildRecord) => [child.first_name, child.last_name].filter(Boolean).join(' ')

/**
 * Every owned child that is shared has one choice, naming only the account's own children and, for a
 * hand-over, an account the child is shared with. Checked before anything changes; answers the hand-overs.
 */
function checkChoices(db: Database, user: UserRecord, choices: readonly ChildDisposition[]): { child: ChildRecord; to: number }[] {
  const owned = db.children.findMany((q) => q.where({ parent_id: user.id }))
  const byId = new Map(owned.map((child) => [child.id, child]))
  const errors: string[] = []
  if (new Set(choices.map((choice) => choice.id)).size !== choices.length) errors.push(accountDeletionMessages.twice)
  const handOvers: { child: ChildRecord; to: number }[] = []
  for (const choice of choices) {
    const child = byId.get(choice.id)
    if (!child) {
      errors.push(accountDeletionMessages.notYours)
      continue
    }
    if (choice.action !== 'transfer') continue
    const member = db.childAccess.findFirst((q) => q.where({ child: child.id, user: choice.to_user }))
    if (member) handOvers.push({ child, to: choice.to_user })
    else errors.push(accountDeletionMessages.notShared(childName(child)))
  }
  const chosen = new Set(choices.map((choice) => choice.id))
  for (const child of owned) {
    const shared = db.childAccess.findFirst((q) => q.where({ child: child.id })) !== undefined
    if (shared && !chosen.has(child.id)) errors.push(accountDeletionMessages.choiceMissing(childName(child)))
  }
  if (errors.length > 0) throw badRequest({ children: [...new Set(errors)] })
  return handOvers
}

/** The account and everything else of theirs (docs/decisions/077); the hand-overs were checked. */
async function deleteAccountRecords(db: Database, user: UserRecord, handOvers: readonly { child: ChildRecord; to: number }[], now: Date) {
  for (const { child, to } of handOvers) {
    // The new owner's access row goes (they own it now); the other members keep theirs.
    db.childAccess.deleteMany((q) => q.where({ child: child.id, user: to }))
    await db.children.update((q) => q.where({ id: child.id }), {
      data(record) {
        record.parent_id = to
      },
    })
  }
  for (const child of db.children.findMany((q) => q.where({ parent_id: user.id }))) await deleteChildRecords(db, child.id, now)
  db.childAccess.deleteMany((q) => q.where({ user: user.id }))
  db.invitations.deleteMany((q) => q.where({ invited_by: user.id }))
  // What they gave or added on children that stay (shared with them, or handed over) stays with the child, from nobody
  // known: only the owner deletes those rows then (docs/decisions/089).
  for (const name of givenByTables) {
    await (db[name] as typeof db.responses).updateMany((q) => q.where({ given_by_id: user.id }), {
      data(record) {
        record.given_by_id = null
      },
    })
  }
  db.tokens.deleteMany((q) => q.where({ user_id: user.id }))
  db.users.deleteMany((q) => q.where({ id: user.id }))
}

/** Export my data and delete my account (docs/decisions/077), optional extensions:, delete my account. */
export function leavingHandlers(ctx: ServerContext) {
  const { db } = ctx
  // A wrong password counts as a failed login of the account (docs/decisions/051).
  const { logins } = ctx.attempts ?? accountAttempts()
  return [
    handle(ctx, endpoints.exportAccount, ({ user }) => accountExport(db, user, ctx.now(), accountView(user), (id) => documentFileUrl(ctx, id))),

    handle(ctx, endpoints.deleteAccount, async ({ user, body, request }) => {
      const admins = db.users.findMany((q) => q.where({ user_type: 'ADMIN' }))
      if (user.user_type === 'ADMIN' && admins.length <= 1) throw new HttpError(403, { detail: accountDeletionMessages.lastAdmin })
      checkPassword(ctx, logins, { user, request, password: body.password }, { password: [accountDeletionMessages.passwordWrong] })
      await deleteAccountRecords(db, user, checkChoices(db, user, body.children), ctx.now())
    }),
  ]
}
