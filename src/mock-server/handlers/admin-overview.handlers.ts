import type { AdminOverview } from '@/contract/admin-overview'
import { endpoints } from '@/contract/endpoints'
import { toIsoDate } from '@/domain/age'
import { ageCoverage } from '@/domain/age-coverage'
import { isActiveButUnanswerable } from '@/domain/answerable'
import { answerStatus } from '@/domain/child-overview'
import type { ServerContext } from '@/mock-server/lib/context'
import { handle } from '@/mock-server/lib/handle'
import { bandTree } from '@/mock-server/lib/views'

const MOST_NOT_YET = 5

/** docs/decisions/061: the admin's overview (counts only, no names), ADMIN only. */
export function adminOverviewHandlers(ctx: ServerContext) {
  const { db } = ctx
  return [
    handle(ctx, endpoints.getAdminOverview, (): AdminOverview => {
      const bands = bandTree(db)
      const ref = (band: { id: number; title: string }) => ({ id: band.id, title: band.title })
      const questions = bands.flatMap((band) => band.sets.flatMap((set) => set.questions.map((question) => ({ question, band }))))
      const byId = new Map(questions.map((entry) => [entry.question.id, entry]))

      const now = ctx.now()
      const weekStart = toIsoDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6))
      const notYet = new Map<number, number>()
      for (const response of db.responses.all()) {
        const entry = byId.get(response.question)
        if (entry && response.choices.some((choice) => answerStatus(entry.question, choice.option) === 'notYet')) {
          notYet.set(response.question, (notYet.get(response.question) ?? 0) + 1)
        }
      }

      return {
        parents: db.users.findMany((q) => q.where({ user_type: 'CLIENT' })).length,
        children: db.children.all().length,
        answers_this_week: db.history.all().filter((entry) => entry.date >= weekStart).length,
        unanswerable_questions: questions
          .filter(({ question }) => isActiveButUnanswerable(question))
          .map(({ question, band }) => ({ id: question.id, text: question.text, band: ref(band) })),
        age_gaps: ageCoverage(bands).gaps.map(({ from, to, message }) => ({ from, to, message })),
        inactive: bands.flatMap((band) => [
          ...(band.is_active ? [] : [{ level: 'band' as const, id: band.id, title: band.title, band: ref(band) }]),
          ...band.sets.flatMap((set) => [
            ...(set.is_active ? [] : [{ level: 'set' as const, id: set.id, title: set.title, band: ref(band) }]),
            ...set.questions.filter((q) => !q.is_active).map((q) => ({ level: 'question' as const, id: q.id, title: q.text, band: ref(band) })),
          ]),
        ]),
        most_not_yet: [...notYet.entries()]
          .sort(([a, countA], [b, countB]) => countB - countA || a - b)
          .slice(0, MOST_NOT_YET)
          .flatMap(([id, count]) => {
            const entry = byId.get(id)
            return entry ? [{ question: id, text: entry.question.text, band: ref(entry.band), count }] : []
          }),
      }
    }),
  ]
}
