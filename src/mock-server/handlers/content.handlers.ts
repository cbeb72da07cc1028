import { endpoints } from '@/contract/endpoints'
import { bandAgeIssues, moveRefused, uniquenessMessages } from '@/contract/content'
import type { Database } from '@/mock-server/db'
import type { ServerContext } from '@/mock-server/lib/context'
import { handle } from '@/mock-server/lib/handle'
import { contentImpact } from '@/mock-server/lib/answers-touched'
import { deleteOptions, deleteQuestions, deleteSets } from '@/mock-server/lib/content-cascade'
import { badRequest, notFound } from '@/mock-server/lib/http-error'
import { contentItemCount, importMilestones, planImport } from '@/mock-server/lib/import-milestones'
import { checkImages, dropUnreferencedMedia, imageChange } from '@/mock-server/lib/media'
import { bandTree, bandView, optionView, questionSetView, questionView } from '@/mock-server/lib/views'
import { newContentKey } from '@/mock-server/lib/content-keys'
import { checkRoom } from '@/mock-server/lib/limits'
import { sentFields } from '@/mock-server/lib/patch'

const nextOrder = (siblings: readonly { order: number }[]) =>
  siblings.reduce((max, sibling) => Math.max(max, sibling.order + 1), 0)

const missingParent = (field: string, id: number) => badRequest({ [field]: [`Invalid pk "${id}" - object does not exist.`] })

function checkUniqueCode(db: Database, code: string, exceptId?: number) {
  const wanted = code.trim().toLowerCase()
  const clash = db.bands.findFirst((q) => q.where({ code: (c) => c.toLowerCase() === wanted }))
  if (clash && clash.id !== exceptId) throw badRequest({ code: ['A band with this code already exists.'] })
}

function checkUniqueSlug(db: Database, bandId: number, slug: string, exceptId?: number) {
  const clash = db.sets.findFirst((q) => q.where({ band: bandId, slug: slug.trim() }))
  if (clash && clash.id !== exceptId) throw badRequest({ slug: [uniquenessMessages.slug] })
}

/**
 * docs/decisions/031: a PATCH never moves an item to another parent. An option moved to
 * another question would leave parents' answers pointing at an option of
 * another question; the builder only reorders within a parent, so an item is
 * added where it belongs instead. Sending the current parent is fine.
 */
function keepParent(level: keyof typeof moveRefused, current: number, sent: number | undefined) {
  const { field, message } = moveRefused[level]
  if (sent !== undefined && sent !== current) throw badRequest({ [field]: [message] })
}

export function contentHandlers(ctx: ServerContext) {
  const { db } = ctx
  return [
    handle(ctx, endpoints.listBands, () => bandTree(db)),
    handle(ctx, endpoints.exportMilestones, () => bandTree(db)),
    // What a change touches (docs/decisions/066): an optional extension; a server without extensions has no such call (404).
    ...(ctx.withoutExtensions ? [] : [handle(ctx, endpoints.contentImpact, ({ query }) => contentImpact(db, query.level, query.id))]),
    handle(ctx, endpoints.importMilestones, async ({ body, query }) => {
      // The dry run answers the plan and writes nothing (a server without extensions has no dry run: docs/decisions/044).
      if (query.dry_run === '1' && !ctx.withoutExtensions) return planImport(ctx, await body.file.text())
      const answer = await importMilestones(ctx, await body.file.text())
      dropUnreferencedMedia(db)
      return answer
    }),

    // Images are checked first and stored last, once every rule has passed, so a refused write stores none.
    handle(ctx, endpoints.createBand, async ({ body }) => {
      const images = await checkImages({ milestone_image: body.milestone_image, goal_image: body.goal_image })
      checkUniqueCode(db, body.code)
      checkRoom('contentItems', contentItemCount(db))
      const band = await db.bands.create({
        id: db.nextId('bands'),
        code: body.code,
        title: body.title,
        age_min_months: body.age_min_months ?? null,
        age_max_months: body.age_max_months ?? null,
        is_active: body.is_active,
        milestone_image: (await imageChange(ctx, images.milestone_image)) ?? null,
        goal_image: (await imageChange(ctx, images.goal_image)) ?? null,
        order: body.order ?? nextOrder(db.bands.all()),
      })
      return bandView(db, band)
    }),

    handle(ctx, endpoints.updateBand, async ({ params, body }) => {
      const current = db.bands.findFirst((q) => q.where({ id: params.id }))
      if (!current) throw notFound()
      const images = await checkImages({ milestone_image: body.milestone_image, goal_image: body.goal_image })
      if (body.code !== undefined) checkUniqueCode(db, body.code, current.id)
      const changes = sentFields({ ...body, order: body.order ?? undefined, milestone_image: undefined, goal_image: undefined })
      const merged = { ...current, ...changes }
      // The range rule holds for the band as it will be stored, not just for the fields sent.
      const ageIssues = bandAgeIssues(merged.age_min_months, merged.age_max_months)
      if (ageIssues.length > 0) {
        const errors: Record<string, string[]> = {}
        for (const issue of ageIssues) (errors[issue.path] ??= []).push(issue.message)
        throw badRequest(errors)
      }
      Object.assign(
        merged,
        sentFields({
          milestone_image: await imageChange(ctx, images.milestone_image),
          goal_image: await imageChange(ctx, images.goal_image),
        }),
      )
      const updated = await db.bands.update((q) => q.where({ id: current.id }), {
        data(record) {
          Object.assign(record, merged)
        },
      })
      dropUnreferencedMedia(db)
      return bandView(db, updated ?? merged)
    }),

    handle(ctx, endpoints.deleteBand, ({ params }) => {
      const band = db.bands.findFirst((q) => q.where({ id: params.id }))
      if (!band) throw notFound()
      deleteSets(
        db,
        db.sets.findMany((q) => q.where({ band: band.id })).map((set) => set.id),
      )
      db.bands.delete((q) => q.where({ id: band.id }))
      dropUnreferencedMedia(db)
    }),

    handle(ctx, endpoints.createQuestionSet, async ({ body }) => {
      if (!db.bands.findFirst((q) => q.where({ id: body.band }))) throw missingParent('band', body.band)
      checkUniqueSlug(db, body.band, body.slug)
      checkRoom('contentItems', contentItemCount(db))
      const siblings = db.sets.findMany((q) => q.where({ band: body.band }))
      const set = await db.sets.create({ ...body, id: db.nextId('sets'), key: newContentKey('set'), order: body.order ?? nextOrder(siblings) })
      return questionSetView(db, set)
    }),

    handle(ctx, endpoints.updateQuestionSet, async ({ params, body }) => {
      const current = db.sets.findFirst((q) => q.where({ id: params.id }))
      if (!current) throw notFound()
      keepParent('questionSet', current.band, body.band)
      const merged = { ...current, ...sentFields(body) }
      checkUniqueSlug(db, merged.band, merged.slug, current.id)
      const updated = await db.sets.update((q) => q.where({ id: current.id }), {
        data(record) {
          Object.assign(record, merged)
        },
      })
      return questionSetView(db, updated ?? merged)
    }),

    handle(ctx, endpoints.deleteQuestionSet, ({ params }) => {
      if (!db.sets.findFirst((q) => q.where({ id: params.id }))) throw notFound()
      deleteSets(db, [params.id])
    }),

    handle(ctx, endpoints.createQuestion, async ({ body }) => {
      if (!db.sets.findFirst((q) => q.where({ id: body.band_set }))) throw missingParent('band_set', body.band_set)
      checkRoom('contentItems', contentItemCount(db))
      const siblings = db.questions.findMany((q) => q.where({ band_set: body.band_set }))
      const question = await db.questions.create({ ...body, id: db.nextId('questions'), key: newContentKey('question'), order: body.order ?? nextOrder(siblings) })
      return questionView(db, question)
    }),

    handle(ctx, endpoints.updateQuestion, async ({ params, body }) => {
      const current = db.questions.findFirst((q) => q.where({ id: params.id }))
      if (!current) throw notFound()
      keepParent('question', current.band_set, body.band_set)
      const merged = { ...current, ...sentFields(body) }
      const updated = await db.questions.update((q) => q.where({ id: current.id }), {
        data(record) {
          Object.assign(record, merged)
        },
      })
      return questionView(db, updated ?? merged)
    }),

    handle(ctx, endpoints.deleteQuestion, ({ params }) => {
      if (!db.questions.findFirst((q) => q.where({ id: params.id }))) throw notFound()
      deleteQuestions(db, [params.id])
    }),

    handle(ctx, endpoints.createOption, async ({ body }) => {
      if (!db.questions.findFirst((q) => q.where({ id: body.question }))) throw missingParent('question', body.question)
      checkRoom('contentItems', contentItemCount(db))
      const siblings = db.options.findMany((q) => q.where({ question: body.question }))
      return optionView(await db.options.create({ ...body, id: db.nextId('options'), key: newContentKey('option'), order: body.order ?? nextOrder(siblings) }))
    }),

    handle(ctx, endpoints.updateOption, async ({ params, body }) => {
      const current = db.options.findFirst((q) => q.where({ id: params.id }))
      if (!current) throw notFound()
      keepParent('option', current.question, body.question)
      const merged = { ...current, ...sentFields(body) }
      const updated = await db.options.update((q) => q.where({ id: current.id }), {
        data(record) {
          Object.assign(record, merged)
        },
      })
      return optionView(updated ?? merged)
    }),

    handle(ctx, endpoints.deleteOption, ({ params }) => {
      if (!db.options.findFirst((q) => q.where({ id: params.id }))) throw notFound()
      deleteOptions(db, [params.id])
    }),
  ]
}
