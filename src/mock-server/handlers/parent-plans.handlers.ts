import { endpoints } from '@/contract/endpoints'
import type { PracticeWeek } from '@/contract/practice'
import type { Database } from '@/mock-server/db'
import { addedRowView, deletableRow, parentsChild, parentsChildRow } from '@/mock-server/lib/child-access'
import type { ServerContext } from '@/mock-server/lib/context'
import { handle } from '@/mock-server/lib/handle'
import { badRequest } from '@/mock-server/lib/http-error'
import { checkRoom } from '@/mock-server/lib/limits'
import { patchRow } from '@/mock-server/lib/patch'

function practiceWeek(db: Database, child: number, week: string): PracticeWeek {
  const rows = db.practice.findMany((q) => q.where({ child, week })).sort((a, b) => a.id - b.id)
  return { child, week, practised: rows.map((row) => row.question) }
}

/** The Weekly Checklist's ticks (docs/decisions/055) and the parent's reminders (docs/decisions/059): optional extensions. */
export function parentPlanHandlers(ctx: ServerContext) {
  const { db } = ctx
  return [
    handle(ctx, endpoints.listReminders, ({ user, query }) => {
      const child = parentsChild(ctx, user, query.child, 'read')
      return db.reminders
        .findMany((q) => q.where({ child: child.id }))
        .sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`) || a.id - b.id)
        .map(addedRowView(user))
    }),

    handle(ctx, endpoints.createReminder, async ({ user, body }) => {
      const child = parentsChild(ctx, user, body.child, 'remind')
      checkRoom('reminders', db.reminders.findMany((q) => q.where({ child: child.id })).length)
      const created = await db.reminders.create({ id: db.nextId('reminders'), child: child.id, text: body.text, date: body.date, time: body.time, repeat: body.repeat, given_by_id: user.id })
      return addedRowView(user)(created)
    }),

    handle(ctx, endpoints.updateReminder, async ({ user, params, body }) => {
      const current = parentsChildRow(ctx, user, db.reminders.findFirst((q) => q.where({ id: params.id })), 'remind')
      return addedRowView(user)(await patchRow(current, body, (data) => db.reminders.update((q) => q.where({ id: current.id }), { data })))
    }),

    handle(ctx, endpoints.deleteReminder, ({ user, params }) => {
      const current = deletableRow(ctx, user, db.reminders.findFirst((q) => q.where({ id: params.id })), 'remind')
      db.reminders.delete((q) => q.where({ id: current.id }))
    }),

    handle(ctx, endpoints.getPracticeWeek, ({ user, query }) => practiceWeek(db, parentsChild(ctx, user, query.child, 'read').id, query.week)),

    handle(ctx, endpoints.setPractice, async ({ user, body }) => {
      const child = parentsChild(ctx, user, body.child, 'tick')
      if (!db.questions.findFirst((q) => q.where({ id: body.question }))) throw badRequest({ question: ['Unknown question.'] })
      const where = { child: child.id, week: body.week, question: body.question }
      const existing = db.practice.findFirst((q) => q.where(where))
      if (body.practised && !existing) checkRoom('practiceTicks', db.practice.findMany((q) => q.where({ child: child.id })).length)
      if (body.practised && !existing) await db.practice.create({ id: db.nextId('practice'), ...where })
      if (!body.practised && existing) db.practice.delete((q) => q.where({ id: existing.id }))
      return practiceWeek(db, child.id, body.week)
    }),
  ]
}
