import { childAccessMessages, type ChildAccess, type ChildRole } from '@/contract/child-access'
import { mayDeleteRow, mayDo, type ChildAction } from '@/domain/child-access'
import type { Database } from '@/mock-server/db'
import type { ChildRecord, UserRecord } from '@/mock-server/records'
import type { ServerContext } from '@/mock-server/lib/context'
import { forbidden, HttpError, notFound } from '@/mock-server/lib/http-error'

/**
 * What an access check reads: the database and whether the server has the extensions. Sharing is one
 * of them: a server without it (`--without-extensions`, switched at run time over the same database)
 * counts only ownership, so a child shared earlier is neither listed nor served to the one it was shared with.
 */
export type AccessScope = Pick<ServerContext, 'db' | 'withoutExtensions'>

/** The shared-access rows the scope counts: none on a server without sharing. */
function sharedRows(scope: AccessScope, where: { child?: number; user: number }) {
  return scope.withoutExtensions ? [] : scope.db.childAccess.findMany((q) => q.where(where))
}

/** The caller's role for a child: owner (its parent), the role it was shared with, or null (no access). */
export function roleFor(scope: AccessScope, user: UserRecord, child: ChildRecord): ChildRole | null {
  if (child.parent_id === user.id) return 'owner'
  return sharedRows(scope, { child: child.id, user: user.id })[0]?.role ?? null
}

/**
 * The one access check of every child endpoint (docs/decisions/072): a child the
 * caller has no access to answers 404, as if it did not exist
 * (docs/product-rules.md#decisions-ownership); an action the caller's role does not allow
 * (src/domain/child-access.ts) answers 403. Runs before any other rule, so a refusal stores nothing.
 */
export function childFor(scope: AccessScope, user: UserRecord, childId: number, action: ChildAction): ChildRecord {
  const child = scope.db.children.findFirst((q) => q.where({ id: childId }))
  const role = child ? roleFor(scope, user, child) : null
  if (!child || !role) throw notFound()
  if (!mayDo(role, action)) throw forbidden()
  return child
}

/**
 * The checklist, reminders and health records are a parent's: an admin is refused (403); then the
 * children's access rule (no access: 404; an action the role does not allow: 403).
 */
export function parentsChild(scope: AccessScope, user: UserRecord, childId: number, action: ChildAction): ChildRecord {
  if (user.user_type === 'ADMIN') throw forbidden()
  return childFor(scope, user, childId, action)
}

/** A parent's row of a child (a reminder, a dose record): an unknown row, or one of a child without access, is a 404. */
export function parentsChildRow<Row extends { child: number }>(scope: AccessScope, user: UserRecord, row: Row | undefined | null, action: ChildAction): Row {
  if (user.user_type === 'ADMIN') throw forbidden()
  if (!row) throw notFound()
  childFor(scope, user, row.child, action)
  return row
}

/** A row someone added to a child, as kept: who added it stays on the server. */
export type AddedRow = { child: number; given_by_id: number | null }

/**
 * A row to delete (docs/decisions/089): the row's access check, then the owner deletes any row, a caregiver only
 * the rows they added (403 with childAccessMessages.deleteOthers, nothing deleted).
 */
export function deletableRow<Row extends AddedRow>(scope: AccessScope, user: UserRecord, row: Row | undefined | null, action: ChildAction): Row {
  const found = parentsChildRow(scope, user, row, action)
  const child = scope.db.children.findFirst((q) => q.where({ id: found.child }))!
  if (!mayDeleteRow(roleFor(scope, user, child), action, { given_by_you: found.given_by_id === user.id })) {
    throw new HttpError(403, { detail: childAccessMessages.deleteOthers })
  }
  return found
}

/** A row as the caller sees it: whether they added it (`given_by_you`), never whose account did. */
export const addedRowView =
  (user: UserRecord) =>
  <Row extends AddedRow>({ given_by_id, ...row }: Row) => ({ ...row, given_by_you: given_by_id === user.id })

/** Every child the caller can see: their own, then those shared with them, each by id. */
export function visibleChildren(scope: AccessScope, user: UserRecord): ChildRecord[] {
  const shared = new Set(sharedRows(scope, { user: user.id }).map((row) => row.child))
  return scope.db.children.findMany((q) => q.where((child) => child.parent_id === user.id || shared.has(child.id))).sort((a, b) => a.id - b.id)
}

/** The child's `access` for the caller (who has access: the handlers checked it). */
export function accessOf(db: Database, user: UserRecord, child: ChildRecord): ChildAccess {
  const owner = child.parent_id === user.id ? user : db.users.findFirst((q) => q.where({ id: child.parent_id }))
  const row = child.parent_id === user.id ? null : db.childAccess.findFirst((q) => q.where({ child: child.id, user: user.id }))
  return { role: row?.role ?? 'owner', owner_name: owner?.full_name ?? '', ...(row ? { access_id: row.id } : {}) }
}

/** The name that `given_by` answers for an account id (null: not kept, or the account is gone). */
export function nameOf(db: Database, userId: number | null): string | null {
  if (userId === null) return null
  return db.users.findFirst((q) => q.where({ id: userId }))?.full_name ?? null
}
