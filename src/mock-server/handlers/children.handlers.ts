import type { z } from 'zod'
import { childMeasurementRanges, childRuleMessages, childWriteShape, heightTextPattern, type childUpdateSchema } from '@/contract/children'
import { checkRoom } from '@/mock-server/lib/limits'
import { endpoints } from '@/contract/endpoints'
import { toCm, toKg } from '@/domain/units'
import { rememberAccessEnded } from '@/mock-server/lib/access-ended'
import type { Database } from '@/mock-server/db'
import type { ChildRecord, UserRecord } from '@/mock-server/records'
import { childTables } from '@/mock-server/tables'
import { accessOf, childFor, visibleChildren } from '@/mock-server/lib/child-access'
import { childRecordDefaults } from '@/mock-server/lib/child-record'
import type { ServerContext } from '@/mock-server/lib/context'
import { handle } from '@/mock-server/lib/handle'
import { badRequest } from '@/mock-server/lib/http-error'
import { checkImages, dropUnreferencedMedia, imageChange } from '@/mock-server/lib/media'
import { recordMeasurement, syncProfileMeasures } from '@/mock-server/lib/progress-history'
import { childView } from '@/mock-server/lib/views'
import { toIsoDate } from '@/domain/age'

function heightCm(text: string | undefined, unit: 'cm' | 'in'): number | null | undefined {
  if (text === undefined) return undefined
  const match = heightTextPattern.exec(text)
  if (!match) return null
  return toCm(Number(match[1]), (match[2] as 'cm' | 'in' | undefined) ?? unit)
}

/** The fields of a child write as the contract's schema hands them over (any subset: a create has them all). */
type ChildFields = z.output<typeof childUpdateSchema>

/**
 * The write's fields that the record keeps under another name or in another
 * unit (cm, kg, 'M'/'F'); null for a field the record does not keep (the photo
 * is stored apart). Every other field of the contract's write is stored as sent.
 */
const storedAs: { readonly [K in keyof ChildFields]?: ((body: ChildFields) => Partial<ChildRecord>) | null } = {
  sex: (body) => ({ sex: body.sex === 'Male' ? 'M' : 'F' }),
  weight: (body) => ({ weight_kg: body.weight === null || body.weight === undefined ? null : toKg(body.weight, body.weight_unit ?? 'kg') }),
  weight_unit: null,
  height: (body) => ({ height_cm: heightCm(body.height, body.height_unit ?? 'cm') ?? null }),
  height_unit: null,
  birth_weight: (body) => ({
    birth_weight: body.birth_weight === null || body.birth_weight === undefined ? null : toKg(body.birth_weight, body.birth_weight_unit ?? 'kg'),
  }),
  birth_weight_unit: null,
  health_conditions: (body) => ({ notes: body.health_conditions }),
  profile_image_upload: null,
}

/** Multipart child fields -> the stored record's fields (only those present). */
function recordChanges(body: ChildFields): Partial<ChildRecord> {
  const changes: Record<string, unknown> = {}
  for (const key of Object.keys(childWriteShape.shape) as Array<keyof ChildFields>) {
    if (body[key] === undefined) continue
    const convert = storedAs[key]
    if (convert) Object.assign(changes, convert(body))
    else if (convert === undefined) changes[key] = body[key]
  }
  return changes as Partial<ChildRecord>
}

/** docs/decisions/031: each measurement sent must be in its range once converted to cm or kg (a 400-digit height is Infinity cm). */
function checkMeasurements(changes: Partial<ChildRecord>) {
  const errors: Record<string, string[]> = {}
  const check = (value: number | null | undefined, range: { min: number; max: number; message: string }, field: string) => {
    if (typeof value === 'number' && !(value >= range.min && value <= range.max)) errors[field] = [range.message]
  }
  check(changes.height_cm, childMeasurementRanges.height_cm, 'height')
  check(changes.weight_kg, childMeasurementRanges.weight_kg, 'weight')
  check(changes.birth_weight, childMeasurementRanges.birth_weight_kg, 'birth_weight')
  if (Object.keys(errors).length > 0) throw badRequest(errors)
}

/** A child who was not premature has no weeks premature; a premature one must have them. */
function checkPrematurity(record: Pick<ChildRecord, 'is_premature' | 'weeks_premature'>) {
  if (record.is_premature && record.weeks_premature === null) {
    throw badRequest({ weeks_premature: [childRuleMessages.weeksPremature] })
  }
}

/**
 * docs/product-rules.md#decisions-progress-calls, docs/decisions/091: a height or weight given with the child is
 * also a measurement of that day (Track Progress charts it); on an edit, only a value that changed (the profile
 * form sends both each time). Then the child's own height and weight are the latest measurement's, so the profile
 * and the measurements never disagree. Answers the child as it is afterwards.
 */
async function recordMeasuresOfToday(ctx: ServerContext, childId: number, fields: Partial<ChildRecord>, givenBy: number, before?: ChildRecord): Promise<ChildRecord | null> {
  const changed = (name: 'height_cm' | 'weight_kg') => {
    const value = fields[name] ?? null
    return value !== null && value !== before?.[name] ? value : null
  }
  const measures = { height_cm: changed('height_cm'), weight_kg: changed('weight_kg') }
  if (measures.height_cm !== null || measures.weight_kg !== null) {
    await recordMeasurement(ctx.db, childId, toIsoDate(ctx.now()), measures, givenBy)
  } else {
    await syncProfileMeasures(ctx.db, childId, (['height_cm', 'weight_kg'] as const).filter((name) => fields[name] === null))
  }
  return ctx.db.children.findFirst((q) => q.where({ id: childId })) ?? null
}

export function childrenHandlers(ctx: ServerContext) {
  const { db } = ctx
  // docs/decisions/072: each child with the caller's `access`, which a server without sharing leaves out (a token's `access` is another field, so not by name).
  const view = (user: UserRecord, child: ChildRecord) => childView(child, ctx.now(), ctx.withoutExtensions ? undefined : accessOf(db, user, child))
  return [
    // docs/decisions/072: the caller's own children, then those shared with them, each with its `access`.
    handle(ctx, endpoints.listChildren, ({ user }) => visibleChildren(ctx, user).map((child) => view(user, child))),

    handle(ctx, endpoints.getChild, ({ user, params }) => {
      return view(user, childFor(ctx, user, params.childId, 'read'))
    }),

    // The photo is checked first and stored last, once every rule has passed, so a refused write stores none.
    handle(ctx, endpoints.createChild, async ({ user, body }) => {
      checkRoom('children', db.children.findMany((q) => q.where({ parent_id: user.id })).length)
      const { profile_image_upload: photo } = await checkImages({ profile_image_upload: body.profile_image_upload })
      const fields = { ...childRecordDefaults, dob: body.dob, ...recordChanges(body) }
      checkMeasurements(fields)
      if (!fields.is_premature) fields.weeks_premature = null
      checkPrematurity(fields)
      const profile_image = (await imageChange(ctx, photo)) ?? null
      const child = await db.children.create({ ...fields, profile_image, id: db.nextId('children'), parent_id: user.id })
      return view(user, (await recordMeasuresOfToday(ctx, child.id, fields, user.id)) ?? child)
    }),

    handle(ctx, endpoints.updateChild, async ({ user, params, body }) => {
      const current = childFor(ctx, user, params.childId, 'editProfile')
      // As it was: the update below may change the record read.
      const before = { ...current }
      const { profile_image_upload: photo } = await checkImages({ profile_image_upload: body.profile_image_upload })
      const changes = recordChanges(body)
      checkMeasurements(changes)
      const merged = { ...current, ...changes }
      if (!merged.is_premature) merged.weeks_premature = null
      checkPrematurity(merged)
      const profile_image = await imageChange(ctx, photo)
      if (profile_image !== undefined) merged.profile_image = profile_image
      const updated = await db.children.update((q) => q.where({ id: current.id }), {
        data(record) {
          Object.assign(record, merged)
        },
      })
      dropUnreferencedMedia(db)
      const answered = (await recordMeasuresOfToday(ctx, current.id, changes, user.id, before)) ?? updated ?? merged
      return view(user, answered)
    }),
  ]
}

/**
 * docs/decisions/062: a child and everything stored for it. Every table whose rows carry a
 * `child` id (tables.ts: `childTables`) loses that child's rows (answers, history, measurements, and any
 * per-child table added later), then its photo upload goes with it.
 */
export async function deleteChildRecords(db: Database, childId: number, now: Date = new Date()): Promise<void> {
  // docs/decisions/094: everyone it was shared with is told once that it is no longer shared.
  const child = db.children.findFirst((q) => q.where({ id: childId }))
  if (child) for (const row of db.childAccess.findMany((q) => q.where({ child: childId }))) await rememberAccessEnded(db, row, child, now)
  for (const name of childTables) {
    const table = db[name] as unknown as { deleteMany(predicate: (q: { where(match: (row: { child: number }) => boolean): unknown }) => unknown): unknown }
    table.deleteMany((q) => q.where((row) => row.child === childId))
  }
  db.children.deleteMany((q) => q.where({ id: childId }))
  dropUnreferencedMedia(db)
}

/** DELETE /children/profiles/{id}/ (docs/decisions/062, an optional extension): the owner only (no access: 404; a caregiver or viewer: 403). */
export function childDeletionHandlers(ctx: ServerContext) {
  return [
    handle(ctx, endpoints.deleteChild, async ({ user, params }) => {
      await deleteChildRecords(ctx.db, childFor(ctx, user, params.childId, 'deleteChild').id, ctx.now())
    }),
  ]
}
