import { endpoints } from '@/contract/endpoints'
import type { ChildResponse } from '@/contract/responses'
import type { Database } from '@/mock-server/db'
import type { ResponseRecord } from '@/mock-server/records'
import { childFor, nameOf } from '@/mock-server/lib/child-access'
import type { ServerContext } from '@/mock-server/lib/context'
import { handle } from '@/mock-server/lib/handle'
import { badRequest } from '@/mock-server/lib/http-error'
import { childBands, isOfferedQuestion, milestoneProgress } from '@/mock-server/lib/progress'
import { recordSubmission } from '@/mock-server/lib/progress-history'

function responseView(db: Database, response: ResponseRecord): ChildResponse {
  const question = db.questions.findFirst((q) => q.where({ id: response.question }))
  return {
    id: response.id,
    child: response.child,
    question: { id: response.question, text: question?.text ?? '' },
    choices: response.choices.flatMap((choice) => {
      const option = db.options.findFirst((q) => q.where({ id: choice.option }))
      return option ? [{ id: choice.id, option: { id: option.id, label: option.label, value_int: option.value_int } }] : []
    }),
    given_by: nameOf(db, response.given_by_id),
  }
}

export function responseHandlers(ctx: ServerContext) {
  const { db } = ctx
  return [
    handle(ctx, endpoints.listResponses, ({ user, query }) => {
      const child = childFor(ctx, user, query.child, 'read')
      return db.responses
        .findMany((q) => q.where({ child: child.id }))
        .sort((a, b) => a.id - b.id)
        .map((response) => responseView(db, response))
    }),

    handle(ctx, endpoints.listChildBands, ({ user, query }) => childBands(db, childFor(ctx, user, query.child, 'read'), ctx.now())),

    handle(ctx, endpoints.listMilestones, ({ user, query }) => milestoneProgress(db, childFor(ctx, user, query.child, 'read'), ctx.now())),

    // docs/product-rules.md#decisions: every id must exist and belong together, else 400 and nothing is stored;
    // an answer replaces the child's earlier answer to the same question. decision 048: an answer to
    // content parents are no longer offered (a questionnaire opened before the admin's change) is not stored,
    // the others are, and the answer lists only what was stored, so the parent can be told what did not count.
    handle(ctx, endpoints.bulkCreateResponses, async ({ user, body }) => {
      const child = childFor(ctx, user, body.child, 'answer')
      const errors: Record<string, string[]> = {}
      const seen = new Set<number>()
      // One look-up table for the request (docs/decisions/031: a list of ids must not cost a table scan each).
      const optionsById = new Map(db.options.all().map((option) => [option.id, option]))
      body.responses.forEach((answer, index) => {
        const question = db.questions.findFirst((q) => q.where({ id: answer.question }))
        if (!question) {
          errors[`responses.${index}.question`] = [`Invalid pk "${answer.question}" - object does not exist.`]
          return
        }
        if (seen.has(answer.question)) errors[`responses.${index}.question`] = ['This question is answered twice.']
        seen.add(answer.question)
        // docs/decisions/031: each option once (100,000 copies of one choice were stored), so at most the question's own options.
        if (new Set(answer.options).size !== answer.options.length) {
          errors[`responses.${index}.options`] = ['Choose each option once.']
          return
        }
        if (!question.multi_select && answer.options.length > 1) {
          errors[`responses.${index}.options`] = ['This question takes one option.']
        }
        const bad = answer.options.find((optionId) => optionsById.get(optionId)?.question !== question.id)
        if (bad !== undefined) errors[`responses.${index}.options`] = [`Option ${bad} does not belong to question ${question.id}.`]
      })
      if (Object.keys(errors).length > 0) throw badRequest(errors)

      const counted = body.responses.filter((answer) => {
        const question = db.questions.findFirst((q) => q.where({ id: answer.question }))!
        return isOfferedQuestion(db, question) && answer.options.every((id) => db.options.findFirst((q) => q.where({ id }))?.is_active)
      })
      if (counted.length === 0) return []

      const saved: ResponseRecord[] = []
      for (const answer of counted) {
        db.responses.deleteMany((q) => q.where({ child: child.id, question: answer.question }))
        saved.push(
          await db.responses.create({
            id: db.nextId('responses'),
            child: child.id,
            question: answer.question,
            choices: answer.options.map((option) => ({ id: db.nextId('choices'), option })),
            given_by_id: user.id,
          }),
        )
      }
      // docs/product-rules.md#decisions-progress-calls: each submission is a point of Track Progress.
      await recordSubmission(db, child, ctx.now())
      return saved.map((response) => responseView(db, response))
    }),
  ]
}
