import { endpoints } from '@/contract/endpoints'
import { agesInOrder, doseRecordMessages, vaccineCardMessages, vaccineMessages, type VaccineDose } from '@/contract/health'
import type { Database } from '@/mock-server/db'
import { addedRowView, deletableRow, parentsChild, parentsChildRow } from '@/mock-server/lib/child-access'
import type { ServerContext } from '@/mock-server/lib/context'
import { handle } from '@/mock-server/lib/handle'
import { badRequest, notFound } from '@/mock-server/lib/http-error'
import { checkRoom } from '@/mock-server/lib/limits'
import { toIsoDate } from '@/domain/age'
import { VACCINE_SCHEDULE_SOURCE } from '@/mock-server/seed/vaccine-schedule'
import { patchRow, sentFields } from '@/mock-server/lib/patch'

const byOrder = (a: VaccineDose, b: VaccineDose) => a.order - b.order || a.id - b.id

/** docs/decisions/073: a date a dose was given (or recorded as not given), or of a visit, is never before the child was born. */
export function checkNotBeforeBirth(dob: string, date: string | undefined) {
  if (date !== undefined && date < dob) throw badRequest({ date: [doseRecordMessages.beforeBirth] })
}

/** Puts `moved` at `order` and numbers the schedule 0, 1, 2, ... again. */
async function renumber(db: Database, moved: number, order: number) {
  const others = db.vaccines.all().sort(byOrder).filter((dose) => dose.id !== moved)
  const ids = [...others.slice(0, order).map((d) => d.id), moved, ...others.slice(order).map((d) => d.id)]
  for (const [index, id] of ids.entries()) await db.vaccines.update((q) => q.where({ id }), { data: (row) => void (row.order = index) })
}

/** The vaccine schedule (content, admins write it) and the doses parents record (docs/decisions/073): optional extensions. */
export function healthHandlers(ctx: ServerContext) {
  const { db } = ctx
  const keyTaken = (key: string, except?: number) => db.vaccines.all().some((dose) => dose.key === key && dose.id !== except)
  return [
    handle(ctx, endpoints.getVaccineSchedule, ({ user }) => ({
      source: { ...VACCINE_SCHEDULE_SOURCE },
      doses: db.vaccines
        .all()
        .filter((dose) => user.user_type === 'ADMIN' || dose.is_active)
        .sort(byOrder),
    })),

    handle(ctx, endpoints.createVaccineDose, async ({ body }) => {
      if (keyTaken(body.key)) throw badRequest({ key: [vaccineMessages.keyTaken] })
      checkRoom('vaccineDoses', db.vaccines.all().length)
      const id = db.nextId('vaccines')
      const count = db.vaccines.all().length
      const { order = count, ...fields } = body
      await db.vaccines.create({ id, ...fields, order: count })
      if (order < count) await renumber(db, id, order)
      return db.vaccines.findFirst((q) => q.where({ id }))!
    }),

    handle(ctx, endpoints.updateVaccineDose, async ({ params, body }) => {
      const current = db.vaccines.findFirst((q) => q.where({ id: params.id }))
      if (!current) throw notFound()
      if (body.key !== undefined && keyTaken(body.key, current.id)) throw badRequest({ key: [vaccineMessages.keyTaken] })
      if ((body.to_months ?? current.to_months) < (body.from_months ?? current.from_months)) throw badRequest({ to_months: [vaccineMessages.window] })
      const ages = {
        min_age_days: body.min_age_days === undefined ? current.min_age_days : body.min_age_days,
        max_age_days: body.max_age_days === undefined ? current.max_age_days : body.max_age_days,
      }
      if (!agesInOrder(ages)) throw badRequest({ max_age_days: [vaccineMessages.maxAge] })
      const { order, ...fields } = sentFields(body)
      await db.vaccines.update((q) => q.where({ id: current.id }), { data: (row) => void Object.assign(row, fields) })
      if (order !== undefined) await renumber(db, current.id, order)
      return db.vaccines.findFirst((q) => q.where({ id: current.id }))!
    }),

    handle(ctx, endpoints.listDoseRecords, ({ user, query }) => {
      const child = parentsChild(ctx, user, query.child, 'read')
      return db.doseRecords
        .findMany((q) => q.where({ child: child.id }))
        .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
        .map(addedRowView(user))
    }),

    handle(ctx, endpoints.createDoseRecord, async ({ user, body }) => {
      const child = parentsChild(ctx, user, body.child, 'recordHealth')
      if (!db.vaccines.findFirst((q) => q.where({ id: body.dose }))) throw badRequest({ dose: [doseRecordMessages.dose] })
      if (db.doseRecords.findFirst((q) => q.where({ child: child.id, dose: body.dose }))) throw badRequest({ dose: [doseRecordMessages.recorded] })
      checkNotBeforeBirth(child.dob, body.date)
      return addedRowView(user)(await db.doseRecords.create({ id: db.nextId('doseRecords'), ...body, child: child.id, given_by_id: user.id }))
    }),

    // docs/decisions/090: the doses a vaccination card shows, all stored or none (each checked before any is written).
    handle(ctx, endpoints.addVaccineCard, async ({ user, body }) => {
      const child = parentsChild(ctx, user, body.child, 'recordHealth')
      const errors: Record<string, string[]> = {}
      const seen = new Set<number>()
      for (const [index, entry] of body.doses.entries()) {
        const refuse = (field: string, message: string) => void (errors[`doses.${index}.${field}`] ??= []).push(message)
        if (seen.has(entry.dose)) refuse('dose', vaccineCardMessages.twice)
        seen.add(entry.dose)
        if (!db.vaccines.findFirst((q) => q.where({ id: entry.dose }))) refuse('dose', doseRecordMessages.dose)
        else if (db.doseRecords.findFirst((q) => q.where({ child: child.id, dose: entry.dose }))) refuse('dose', doseRecordMessages.recorded)
        if (!entry.date_unknown && entry.date !== undefined && entry.date < child.dob) refuse('date', doseRecordMessages.beforeBirth)
      }
      if (Object.keys(errors).length > 0) throw badRequest(errors)
      const today = toIsoDate(ctx.now())
      const created = []
      for (const entry of body.doses) {
        const date = entry.date_unknown ? today : (entry.date ?? today)
        const fields = { status: 'given' as const, date, date_unknown: entry.date_unknown, clinic: '', lot: '', note: '' }
        created.push(await db.doseRecords.create({ id: db.nextId('doseRecords'), ...fields, child: child.id, dose: entry.dose, given_by_id: user.id }))
      }
      return created.map(addedRowView(user))
    }),

    handle(ctx, endpoints.getVaccineRecordState, ({ user, query }) => {
      const child = parentsChild(ctx, user, query.child, 'read')
      return { child: child.id, complete: child.vaccine_record_complete ?? false }
    }),

    handle(ctx, endpoints.setVaccineRecordState, async ({ user, body }) => {
      const child = parentsChild(ctx, user, body.child, 'recordHealth')
      await db.children.update((q) => q.where({ id: child.id }), { data: (row) => void (row.vaccine_record_complete = body.complete) })
      return { child: child.id, complete: body.complete }
    }),

    handle(ctx, endpoints.updateDoseRecord, async ({ user, params, body }) => {
      const current = parentsChildRow(ctx, user, db.doseRecords.findFirst((q) => q.where({ id: params.id })), 'recordHealth')
      const child = db.children.findFirst((q) => q.where({ id: current.child }))!
      checkNotBeforeBirth(child.dob, body.date)
      return addedRowView(user)(await patchRow(current, body, (data) => db.doseRecords.update((q) => q.where({ id: current.id }), { data })))
    }),

    handle(ctx, endpoints.deleteDoseRecord, ({ user, params }) => {
      const current = deletableRow(ctx, user, db.doseRecords.findFirst((q) => q.where({ id: params.id })), 'recordHealth')
      db.doseRecords.delete((q) => q.where({ id: current.id }))
    }),
  ]
}
