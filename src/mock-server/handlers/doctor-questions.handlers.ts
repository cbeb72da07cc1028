import { endpoints } from '@/contract/endpoints'
import { childFor } from '@/mock-server/lib/child-access'
import type { ServerContext } from '@/mock-server/lib/context'
import { handle } from '@/mock-server/lib/handle'
import { doctorQuestionsView as view } from '@/mock-server/lib/views'

/**
 * docs/decisions/060: the parent's questions for the doctor, one text per
 * child, with the children's access rule (no access: 404; a viewer's save: 403).
 */
export function doctorQuestionsHandlers(ctx: ServerContext) {
  const { db } = ctx
  const rowOf = (child: number) => db.doctorQuestions.findFirst((q) => q.where({ child }))
  return [
    handle(ctx, endpoints.getDoctorQuestions, ({ user, query }) => {
      const child = childFor(ctx, user, query.child, 'read')
      return view(child.id, rowOf(child.id))
    }),

    handle(ctx, endpoints.saveDoctorQuestions, async ({ user, body }) => {
      const child = childFor(ctx, user, body.child, 'askDoctor')
      const updated_at = ctx.now().toISOString()
      const existing = rowOf(child.id)
      const row = existing
        ? ((await db.doctorQuestions.update((q) => q.where({ id: existing.id }), { data: (record) => void Object.assign(record, { text: body.text, updated_at }) })) ?? {
            ...existing,
            text: body.text,
            updated_at,
          })
        : await db.doctorQuestions.create({ id: db.nextId('doctorQuestions'), child: child.id, text: body.text, updated_at })
      return view(child.id, row)
    }),
  ]
}
