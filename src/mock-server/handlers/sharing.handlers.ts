import { ANSWERED_INVITATIONS_KEPT } from '@/contract/collection-limits'
import { endpoints } from '@/contract/endpoints'
import type { Invitation } from '@/contract/sharing'
import { INVITATION_VALID_DAYS, sharingMessages } from '@/contract/sharing'
import type { Database } from '@/mock-server/db'
import type { ChildAccessRecord, ChildRecord, InvitationRecord, UserRecord } from '@/mock-server/records'
import { rememberAccessEnded } from '@/mock-server/lib/access-ended'
import { accountAttempts, clientOf, refuseIfHeld } from '@/mock-server/lib/attempts'
import { accessOf, childFor, roleFor } from '@/mock-server/lib/child-access'
import type { ServerContext } from '@/mock-server/lib/context'
import { confirmAddress, isConfirmed } from '@/mock-server/lib/email-confirmation'
import { handle } from '@/mock-server/lib/handle'
import { badRequest, HttpError, notFound } from '@/mock-server/lib/http-error'
import { checkRoom } from '@/mock-server/lib/limits'
import { hashToken, randomInvitationToken } from '@/mock-server/lib/security'
import { childView, memberView } from '@/mock-server/lib/views'

const DAY_MS = 86_400_000
/** Failed previews are counted per client (the token is no account); one key for the account-wide part of the guard. */
const previewKey = 'invitation-preview'
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

function invitationView(row: InvitationRecord): Invitation {
  return { id: row.id, child: row.child, email: row.email, role: row.role, created_at: row.created_at, expires_at: row.expires_at }
}

const isWaiting = (row: InvitationRecord, now: Date) => row.status === 'pending' && Date.parse(row.expires_at) > now.getTime()

/** A shared-access row and its child, for a call about it: no access to the child (or no row) is a 404. */
function accessRow(ctx: ServerContext, user: UserRecord, id: number): { row: ChildAccessRecord; child: ChildRecord } {
  const row = ctx.db.childAccess.findFirst((q) => q.where({ id }))
  const child = row && ctx.db.children.findFirst((q) => q.where({ id: row.child }))
  if (!row || !child || !roleFor(ctx, user, child)) throw notFound()
  return { row, child }
}

/**
 * The invitation's answer rules, the same whether it is found by id (the invitee's list) or by the
 * link's token: single-use (`status`), 7 days, no admin, nobody who already has access. `field` is
 * where a 400 puts its message (`non_field_errors` by id, `token` by link).
 */
function checkAnswerable(ctx: ServerContext, user: UserRecord, row: InvitationRecord, now: Date, field: string): ChildRecord {
  const child = ctx.db.children.findFirst((q) => q.where({ id: row.child }))
  if (!child) throw notFound()
  if (user.user_type === 'ADMIN') throw new HttpError(403, { detail: sharingMessages.admin })
  if (row.status !== 'pending') throw badRequest({ [field]: [sharingMessages.answered] })
  if (Date.parse(row.expires_at) <= now.getTime()) throw badRequest({ [field]: [sharingMessages.expired] })
  if (roleFor(ctx, user, child)) throw badRequest({ [field]: [sharingMessages.hasAccess] })
  return child
}

/**
 * One of the caller's own invitations (sent to their email); any other id is a 404, and so is every id while the
 * caller's address is not confirmed (docs/decisions/084: typing an address proves nothing).
 */
function myInvitation(db: Database, user: UserRecord, id: number): InvitationRecord {
  const row = db.invitations.findFirst((q) => q.where({ id }))
  if (!row || !isConfirmed(user) || !sameEmail(row.email, user.email)) throw notFound()
  return row
}

async function accept(ctx: ServerContext, user: UserRecord, row: InvitationRecord, child: ChildRecord) {
  const { db } = ctx
  await db.invitations.update((q) => q.where({ id: row.id }), { data: (record) => void (record.status = 'accepted') })
  await db.childAccess.create({ id: db.nextId('childAccess'), child: child.id, user: user.id, role: row.role, since: ctx.now().toISOString() })
  return childView(child, ctx.now(), accessOf(db, user, child))
}

/**
 * docs/decisions/085: invitations no longer waiting (answered, withdrawn, expired) are kept for the answers they give
 * ("already answered"), the newest ANSWERED_INVITATIONS_KEPT of a child; older ones are deleted, so inviting and
 * withdrawing again and again grows nothing.
 */
function forgetOldInvitations(db: Database, rows: readonly InvitationRecord[], now: Date) {
  const done = rows.filter((row) => !isWaiting(row, now)).sort((a, b) => b.id - a.id)
  const old = new Set(done.slice(ANSWERED_INVITATIONS_KEPT).map((row) => row.id))
  if (old.size > 0) db.invitations.deleteMany((q) => q.where({ id: (id) => old.has(id) }))
}

/** docs/decisions/072: invitations and shared access, optional extensions. */
export function sharingHandlers(ctx: ServerContext) {
  const { db } = ctx
  const { invitationPreviews: previews } = ctx.attempts ?? accountAttempts()
  return [
    handle(ctx, endpoints.listChildAccess, ({ user, query }) => {
      const child = childFor(ctx, user, query.child, 'share')
      const now = ctx.now()
      return {
        child: child.id,
        owner: { user: user.id, full_name: user.full_name, email: user.email },
        members: db.childAccess
          .findMany((q) => q.where({ child: child.id }))
          .sort((a, b) => a.id - b.id)
          .map((row) => memberView(db, row)),
        invitations: db.invitations
          .findMany((q) => q.where({ child: child.id }))
          .filter((row) => isWaiting(row, now))
          .sort((a, b) => a.id - b.id)
          .map(invitationView),
      }
    }),

    handle(ctx, endpoints.updateChildAccess, async ({ user, params, body }) => {
      const { row, child } = accessRow(ctx, user, params.id)
      childFor(ctx, user, child.id, 'share')
      const updated = await db.childAccess.update((q) => q.where({ id: row.id }), { data: (record) => void (record.role = body.role) })
      return memberView(db, updated ?? { ...row, role: body.role })
    }),

    // The owner removes anyone; a member may leave (remove their own access).
    handle(ctx, endpoints.removeChildAccess, async ({ user, params }) => {
      const { row, child } = accessRow(ctx, user, params.id)
      if (row.user !== user.id) childFor(ctx, user, child.id, 'share')
      db.childAccess.delete((q) => q.where({ id: row.id }))
      // docs/decisions/094: removed by the owner, the member is told once; leaving oneself needs no telling.
      if (row.user !== user.id) await rememberAccessEnded(db, row, child, ctx.now())
    }),

    handle(ctx, endpoints.createInvitation, async ({ user, body }) => {
      const child = childFor(ctx, user, body.child, 'share')
      const now = ctx.now()
      if (sameEmail(body.email, user.email)) throw badRequest({ email: [sharingMessages.ownEmail] })
      const invitee = db.users.findFirst((q) => q.where({ email: (email) => sameEmail(email, body.email) }))
      if (invitee && roleFor(ctx, invitee, child)) throw badRequest({ email: [sharingMessages.hasAccess] })
      const waiting = db.invitations.findFirst((q) => q.where((row) => row.child === child.id && sameEmail(row.email, body.email) && isWaiting(row, now)))
      if (waiting) throw badRequest({ email: [sharingMessages.pending] })
      const rows = db.invitations.findMany((q) => q.where({ child: child.id }))
      checkRoom('pendingInvitations', rows.filter((row) => isWaiting(row, now)).length)
      forgetOldInvitations(db, rows, now)
      const token = randomInvitationToken()
      const row = await db.invitations.create({
        id: db.nextId('invitations'),
        child: child.id,
        email: body.email,
        role: body.role,
        token_hash: await hashToken(token),
        invited_by: user.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS).toISOString(),
        status: 'pending',
      })
      // The demo sends no email: the inviter is given the link the email would carry.
      return { ...invitationView(row), link: `/invitation?token=${token}` }
    }),

    handle(ctx, endpoints.revokeInvitation, async ({ user, params }) => {
      const row = db.invitations.findFirst((q) => q.where({ id: params.id }))
      if (!row || row.status !== 'pending') throw notFound()
      childFor(ctx, user, row.child, 'share')
      await db.invitations.update((q) => q.where({ id: row.id }), { data: (record) => void (record.status = 'revoked') })
    }),

    handle(ctx, endpoints.listMyInvitations, ({ user }) => {
      const now = ctx.now()
      // docs/decisions/084: invitations are matched to a confirmed address only.
      if (!isConfirmed(user)) return []
      return db.invitations
        .findMany((q) => q.where((row) => sameEmail(row.email, user.email)))
        .filter((row) => isWaiting(row, now))
        .sort((a, b) => a.id - b.id)
        .flatMap((row) => {
          const child = db.children.findFirst((q) => q.where({ id: row.child }))
          const owner = child && db.users.findFirst((q) => q.where({ id: child.parent_id }))
          if (!child || !owner) return []
          return [{ id: row.id, child: { id: child.id, name: childView(child, now).name }, owner_name: owner.full_name, role: row.role, expires_at: row.expires_at }]
        })
    }),

    handle(ctx, endpoints.acceptInvitation, async ({ user, params }) => {
      const row = myInvitation(db, user, params.id)
      return accept(ctx, user, row, checkAnswerable(ctx, user, row, ctx.now(), 'non_field_errors'))
    }),

    handle(ctx, endpoints.declineInvitation, async ({ user, params }) => {
      const row = myInvitation(db, user, params.id)
      const child = db.children.findFirst((q) => q.where({ id: row.child }))
      if (!child) throw notFound()
      if (row.status !== 'pending') throw badRequest({ non_field_errors: [sharingMessages.answered] })
      if (Date.parse(row.expires_at) <= ctx.now().getTime()) throw badRequest({ non_field_errors: [sharingMessages.expired] })
      await db.invitations.update((q) => q.where({ id: row.id }), { data: (record) => void (record.status = 'declined') })
    }),

    // Public (docs/decisions/094): the link's token is the proof. Only what the invitee needs to decide; every token
    // that cannot be accepted any more is the same 404, and failed tries count per client as failed logins do.
    handle(ctx, endpoints.previewInvitation, async ({ body, request }) => {
      const client = clientOf(request)
      refuseIfHeld(previews, previewKey, client, ctx.now().getTime())
      const hash = await hashToken(body.token)
      const row = db.invitations.findFirst((q) => q.where({ token_hash: hash }))
      const child = row && isWaiting(row, ctx.now()) ? db.children.findFirst((q) => q.where({ id: row.child })) : undefined
      const owner = child && db.users.findFirst((q) => q.where({ id: child.parent_id }))
      if (!row || !child || !owner) {
        previews.fail(previewKey, client, ctx.now().getTime())
        throw notFound()
      }
      return { inviter_name: owner.full_name, child_first_name: child.first_name, role: row.role, email: row.email }
    }),

    handle(ctx, endpoints.listAccessEnded, ({ user }) => user.access_ended ?? []),

    handle(ctx, endpoints.dismissAccessEnded, async ({ user, params }) => {
      if (!(user.access_ended ?? []).some((notice) => notice.id === params.id)) throw notFound()
      await db.users.update((q) => q.where({ id: user.id }), {
        data: (record) => void (record.access_ended = (record.access_ended ?? []).filter((notice) => notice.id !== params.id)),
      })
    }),

    handle(ctx, endpoints.acceptInvitationLink, async ({ user, body }) => {
      const hash = await hashToken(body.token)
      const row = db.invitations.findFirst((q) => q.where({ token_hash: hash }))
      if (!row) throw notFound()
      if (!sameEmail(row.email, user.email)) throw new HttpError(403, { detail: sharingMessages.otherEmail })
      const child = await accept(ctx, user, row, checkAnswerable(ctx, user, row, ctx.now(), 'token'))
      // docs/decisions/084: the link was mailed to this address, so opening it proves the address.
      if (!isConfirmed(user)) await confirmAddress(ctx, user)
      return child
    }),
  ]
}
