import { recordTag, ifMatchAccepts, type TagKind } from '@/contract/content-tag'
import { staleRecordMessage } from '@/contract/conditional-writes'
import type { UserRecord } from '@/mock-server/records'
import { addedRowView, type AddedRow } from '@/mock-server/lib/child-access'
import type { ServerContext } from '@/mock-server/lib/context'
import { contentKey, type KeyedLevel } from '@/mock-server/lib/content-keys'
import { HttpError } from '@/mock-server/lib/http-error'
import { doctorQuestionsView, documentView, memberView } from '@/mock-server/lib/views'
import { measurementView } from '@/mock-server/lib/progress-history'

/** The 412 answer's text for the builder's content; the builder shows it as the server says it. */
export const staleItemMessage =
  'This item was changed in another tab or by another admin. The list has been reloaded: check it and try again.'

/** What a conditional write's call names: its `:id`, or (the questions for the doctor) the body's child. */
interface Target {
  params: unknown
  body: unknown
  /** The caller: a record's view says whether they added it (`given_by_you`, docs/decisions/089). */
  user: UserRecord | null
}

const idOf = (from: unknown) => {
  const id = (from as { id?: unknown } | undefined)?.id
  return typeof id === 'number' ? id : null
}

/** A row parents add, as its caller sees it (no author's id). */
const added = <Row extends AddedRow>(user: UserRecord | null, row: Row | undefined) => (row && user ? addedRowView(user)(row) : undefined)

/** The item as the wire shows it, key included (decision 049). */
const keyed = <T extends { id: number; key?: string | undefined }>(level: KeyedLevel, item: T | undefined) => item && { ...item, key: contentKey(level, item) }

/**
 * Each kind's record as the wire shows it now, found from the call (undefined: there is none, the business rule's
 * 404). A new kind is one entry (docs/decisions/086). Content levels answer their own fields, children left out.
 */
const currentRecord: Record<TagKind, (ctx: ServerContext, target: Target) => object | undefined> = {
  band: ({ db }, { params }) => db.bands.findFirst((q) => q.where({ id: idOf(params) ?? 0 })),
  questionSet: ({ db }, { params }) => keyed('set', db.sets.findFirst((q) => q.where({ id: idOf(params) ?? 0 }))),
  question: ({ db }, { params }) => keyed('question', db.questions.findFirst((q) => q.where({ id: idOf(params) ?? 0 }))),
  option: ({ db }, { params }) => keyed('option', db.options.findFirst((q) => q.where({ id: idOf(params) ?? 0 }))),
  doctorQuestions: ({ db }, { body }) => {
    const child = (body as { child?: unknown } | undefined)?.child
    if (typeof child !== 'number') return undefined
    return doctorQuestionsView(child, db.doctorQuestions.findFirst((q) => q.where({ child })))
  },
  reminder: ({ db }, { params, user }) => added(user, db.reminders.findFirst((q) => q.where({ id: idOf(params) ?? 0 }))),
  visit: ({ db }, { params, user }) => added(user, db.visits.findFirst((q) => q.where({ id: idOf(params) ?? 0 }))),
  doseRecord: ({ db }, { params, user }) => added(user, db.doseRecords.findFirst((q) => q.where({ id: idOf(params) ?? 0 }))),
  document: (ctx, { params, user }) => {
    const row = ctx.db.documents.findFirst((q) => q.where({ id: idOf(params) ?? 0 }))
    return row && user ? documentView(ctx, user, row) : undefined
  },
  measurement: ({ db }, { params, user }) => {
    const row = db.measurements.findFirst((q) => q.where({ id: idOf(params) ?? 0 }))
    return row && user ? measurementView(db, row, user) : undefined
  },
  vaccineDose: ({ db }, { params }) => db.vaccines.findFirst((q) => q.where({ id: idOf(params) ?? 0 })),
  childAccess: ({ db }, { params }) => {
    const row = db.childAccess.findFirst((q) => q.where({ id: idOf(params) ?? 0 }))
    return row && memberView(db, row)
  },
}

const isContentLevel = (kind: TagKind) => kind === 'band' || kind === 'questionSet' || kind === 'question' || kind === 'option'

/**
 * Conditional writes (docs/decisions/029, 086): a write whose endpoint row has `ifMatch` and whose request carries
 * If-Match is kept only if the record's tag, as it was before the write, matches; else 412 `{detail, current}` with
 * the record as it is. The record is read before the business rule runs and judged after it: the rule's own
 * refusals (404 no access, 403 the role, 400 a field) come first, so the current version goes only to a caller the
 * rule let write, and the failed precondition undoes the write with the rest of the transaction (handle.ts).
 * Without the header nothing changes.
 */
export function withIfMatch<C extends Target & { request: Request }, A>(ctx: ServerContext, kind: TagKind, resolver: (call: C) => A | Promise<A>): (call: C) => Promise<A> {
  return async (call) => {
    const header = call.request.headers.get('if-match')
    const found = header === null ? undefined : currentRecord[kind](ctx, call)
    // A copy: the write may replace the record's fields.
    const before = found && { ...found }
    const result = await resolver(call)
    // A missing record is the business rule's 404 (or, for the questions for the doctor, none saved yet: an empty text).
    if (header !== null && before && !ifMatchAccepts(header, recordTag(kind, before))) {
      throw new HttpError(412, { detail: isContentLevel(kind) ? staleItemMessage : staleRecordMessage, current: before })
    }
    return result
  }
}
