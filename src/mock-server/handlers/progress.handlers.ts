import { childAccessMessages } from '@/contract/child-access'
import { endpoints } from '@/contract/endpoints'
import { mayDeleteRow } from '@/domain/child-access'
import type { MeasurementRecord, UserRecord } from '@/mock-server/records'
import { childFor, roleFor } from '@/mock-server/lib/child-access'
import type { ServerContext } from '@/mock-server/lib/context'
import { handle } from '@/mock-server/lib/handle'
import { badRequest, HttpError, notFound } from '@/mock-server/lib/http-error'
import { checkRoom } from '@/mock-server/lib/limits'
import { childHistory, childMeasurements, correctMeasurement, measurementView, recordMeasurement, removeMeasurement } from '@/mock-server/lib/progress-history'

const beforeBirthMessage = 'The date cannot be before the date of birth.'

/**
 * The optional Track Progress calls (docs/product-rules.md#decisions-progress-calls):
 * answer history and measurements, with the children's access rule (no access: 404;
 * a viewer's measurement: 403). A measurement is corrected or deleted by the owner, or by the caregiver who added
 * it (docs/decisions/091, the rule of docs/decisions/089).
 */
export function progressHandlers(ctx: ServerContext) {
  const { db } = ctx

  /** A measurement the caller may change: no access or unknown, 404; a viewer, 403; a caregiver's of another, 403 `detail`. */
  const ownMeasurement = (user: UserRecord, id: number, detail: string): MeasurementRecord => {
    const row = db.measurements.findFirst((q) => q.where({ id }))
    if (!row) throw notFound()
    const child = childFor(ctx, user, row.child, 'measure')
    if (!mayDeleteRow(roleFor(ctx, user, child), 'measure', { given_by_you: row.given_by_id === user.id })) throw new HttpError(403, { detail })
    return row
  }

  return [
    handle(ctx, endpoints.listMilestoneHistory, ({ user, query }) => childHistory(db, childFor(ctx, user, query.child, 'read').id)),

    handle(ctx, endpoints.listMeasurements, ({ user, query }) =>
      childMeasurements(db, childFor(ctx, user, query.child, 'read').id).map((row) => measurementView(db, row, user)),
    ),

    handle(ctx, endpoints.createMeasurement, async ({ user, body }) => {
      const child = childFor(ctx, user, body.child, 'measure')
      if (body.date < child.dob) throw badRequest({ date: [beforeBirthMessage] })
      // Every measurement is kept, a second one of a day too (docs/decisions/091): each needs room (docs/decisions/085).
      checkRoom('measurements', db.measurements.findMany((q) => q.where({ child: child.id })).length)
      const { child: _child, date, ...values } = body
      return measurementView(db, await recordMeasurement(db, child.id, date, values, user.id), user)
    }),

    handle(ctx, endpoints.updateMeasurement, async ({ user, params, body }) => {
      const row = ownMeasurement(user, params.id, childAccessMessages.changeOthers)
      const child = db.children.findFirst((q) => q.where({ id: row.child }))!
      if (body.date < child.dob) throw badRequest({ date: [beforeBirthMessage] })
      const { date, ...values } = body
      return measurementView(db, await correctMeasurement(db, row, date, values), user)
    }),

    handle(ctx, endpoints.deleteMeasurement, async ({ user, params }) => {
      await removeMeasurement(db, ownMeasurement(user, params.id, childAccessMessages.deleteOthers))
    }),
  ]
}
