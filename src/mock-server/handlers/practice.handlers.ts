import { endpoints } from '@/contract/endpoints'
import type { PracticeWeek } from '@/contract/practice'
import type { Database, UserRecord } from '@/mock-server/db'
import { ownChild } from '@/mock-server/handlers/children.handlers'
import type { ServerContext } from '@/mock-server/lib/context'
import { handle } from '@/mock-server/lib/handle'
import { badRequest, forbidden } from '@/mock-server/lib/http-error'

/** The checklist and the reminders are a parent's: an admin is refused (403), another parent's child is a 404. */
export function parentsChild(db: Database, user: UserRecord, childId: number) {
  if (user.user_type === 'ADMIN') throw forbidden()
  return ownChild(db, user, childId)
}

function practiceWeek(db: Database, child: number, week: string): PracticeWeek {
  const rows = db.practice.findMany((q) => q.where({ child, week })).sort((a, b) => a.id - b.id)
  return { child, week, practised: rows.map((row) => row.question) }
}

/** The Weekly Checklist's ticks (issue #24 point 3): an optional extension, one row per child, week and question. */
export function practiceHandlers(ctx: ServerContext) {
  const { db } = ctx
  return [
    handle(ctx, endpoints.getPracticeWeek, ({ user, query }) => practiceWeek(db, parentsChild(db, user, query.child).id, query.week)),

    handle(ctx, endpoints.setPractice, async ({ user, body }) => {
      const child = parentsChild(db, user, body.child)
      if (!db.questions.findFirst((q) => q.where({ id: body.question }))) throw badRequest({ question: ['Unknown question.'] })
      const where = { child: child.id, week: body.week, question: body.question }
      const existing = db.practice.findFirst((q) => q.where(where))
      if (body.practised && !existing) await db.practice.create({ id: db.nextId('practice'), ...where })
      if (!body.practised && existing) db.practice.delete((q) => q.where({ id: existing.id }))
      return practiceWeek(db, child.id, body.week)
    }),
  ]
}
