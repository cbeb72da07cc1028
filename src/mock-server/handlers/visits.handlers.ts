import { endpoints } from '@/contract/endpoints'
import { addedRowView, deletableRow, parentsChild, parentsChildRow } from '@/mock-server/lib/child-access'
import type { ServerContext } from '@/mock-server/lib/context'
import { handle } from '@/mock-server/lib/handle'
import { checkRoom } from '@/mock-server/lib/limits'
import { checkNotBeforeBirth } from '@/mock-server/handlers/health.handlers'
import { VISIT_SCHEDULE_SOURCE } from '@/mock-server/seed/visit-schedule'
import { patchRow } from '@/mock-server/lib/patch'

/** The well-child visit schedule (content) and the visits parents record (docs/decisions/080): optional extensions. */
export function visitHandlers(ctx: ServerContext) {
  const { db } = ctx
  return [
    handle(ctx, endpoints.getVisitSchedule, ({ user }) => ({
      source: { ...VISIT_SCHEDULE_SOURCE },
      visits: db.visitSchedule
        .all()
        .filter((visit) => user.user_type === 'ADMIN' || visit.is_active)
        .sort((a, b) => a.order - b.order || a.id - b.id),
    })),

    handle(ctx, endpoints.listVisits, ({ user, query }) => {
      const child = parentsChild(ctx, user, query.child, 'read')
      return db.visits
        .findMany((q) => q.where({ child: child.id }))
        .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.id - b.id)
        .map(addedRowView(user))
    }),

    handle(ctx, endpoints.createVisit, async ({ user, body }) => {
      const child = parentsChild(ctx, user, body.child, 'recordHealth')
      checkNotBeforeBirth(child.dob, body.date)
      checkRoom('visits', db.visits.findMany((q) => q.where({ child: child.id })).length)
      return addedRowView(user)(await db.visits.create({ id: db.nextId('visits'), ...body, child: child.id, given_by_id: user.id }))
    }),

    handle(ctx, endpoints.updateVisit, async ({ user, params, body }) => {
      const current = parentsChildRow(ctx, user, db.visits.findFirst((q) => q.where({ id: params.id })), 'recordHealth')
      const child = db.children.findFirst((q) => q.where({ id: current.child }))!
      checkNotBeforeBirth(child.dob, body.date)
      return addedRowView(user)(await patchRow(current, body, (data) => db.visits.update((q) => q.where({ id: current.id }), { data })))
    }),

    handle(ctx, endpoints.deleteVisit, ({ user, params }) => {
      const current = deletableRow(ctx, user, db.visits.findFirst((q) => q.where({ id: params.id })), 'recordHealth')
      db.visits.delete((q) => q.where({ id: current.id }))
    }),
  ]
}
