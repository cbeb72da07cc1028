import { endpoints } from '@/contract/endpoints'
import { childFor } from '@/mock-server/lib/child-access'
import type { ServerContext } from '@/mock-server/lib/context'
import { handle } from '@/mock-server/lib/handle'
import { badRequest } from '@/mock-server/lib/http-error'
import { checkRoom } from '@/mock-server/lib/limits'
import { childHistory, childMeasurements, measurementView, recordMeasurement } from '@/mock-server/lib/progress-history'

/**
 * The optional Track Progress calls (docs/product-rules.md#decisions-progress-calls):
 * answer history and measurements, with the children's access rule (no access: 404;
 * a viewer's measurement: 403).
 */
export function progressHandlers(ctx: ServerContext) {
  const { db } = ctx
  return [
    handle(ctx, endpoints.listMilestoneHistory, ({ user, query }) => childHistory(db, childFor(ctx, user, query.child, 'read').id)),

    handle(ctx, endpoints.listMeasurements, ({ user, query }) => 
      childMeasurements(db, childFor(ctx, user, query.child, 'read').id).map((row) => measurementView(db, row)),
    ),

    handle(ctx, endpoints.createMeasurement, async ({ user, body }) => {
      const child = childFor(ctx, user, body.child, 'measure')
      if (body.date < child.dob) throw badRequest({ date: ['The date cannot be before the date of birth.'] })
      // A day already measured is replaced, never refused; a new day needs room (docs/decisions/085).
      const days = db.measurements.findMany((q) => q.where({ child: child.id }))
      if (!days.some((row) => row.date === body.date)) checkRoom('measurements', days.length)
      const row = await recordMeasurement(
        db,
        child.id,
        body.date,
        { height_cm: body.height_cm, weight_kg: body.weight_kg, head_circumference_cm: body.head_circumference_cm },
        user.id,
      )
      return measurementView(db, row)
    }),
  ]
}
