import { endpoints } from '@/contract/endpoints'
import { ownChild } from '@/mock-server/handlers/children.handlers'
import type { ServerContext } from '@/mock-server/lib/context'
import { handle } from '@/mock-server/lib/handle'
import { badRequest } from '@/mock-server/lib/http-error'
import { childHistory, childMeasurements, recordMeasurement } from '@/mock-server/lib/progress-history'

/**
 * The optional Track Progress calls (docs/product-rules.md#decisions-progress-calls):
 * answer history and measurements, with the children's ownership rule (another
 * parent's child is a 404).
 */
export function progressHandlers(ctx: ServerContext) {
  const { db } = ctx
  return [
    handle(ctx, endpoints.listMilestoneHistory, ({ user, query }) => childHistory(db, ownChild(db, user, query.child).id)),

    handle(ctx, endpoints.listMeasurements, ({ user, query }) => childMeasurements(db, ownChild(db, user, query.child).id)),

    handle(ctx, endpoints.createMeasurement, async ({ user, body }) => {
      const child = ownChild(db, user, body.child)
      if (body.date < child.dob) throw badRequest({ date: ['The date cannot be before the date of birth.'] })
      return recordMeasurement(db, child.id, body.date, {
        height_cm: body.height_cm,
        weight_kg: body.weight_kg,
        head_circumference_cm: body.head_circumference_cm,
      })
    }),
  ]
}
