import type { z } from 'zod'
import type { ImportAnswer } from '@/contract/milestones'
import { importFileSchema } from '@/contract/milestones'
import type { Database } from '@/mock-server/db'
import { deleteBandContent } from '@/mock-server/handlers/milestones.handlers'
import { badRequest } from '@/mock-server/lib/http-error'
import { restoreSnapshot, takeSnapshot } from '@/mock-server/snapshot'

/** `bands[2].sets[0].title`: where in the file a problem is. */
function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`), 'bands')
}

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0]
  return issue ? `${formatPath(issue.path)}: ${issue.message}` : 'The file does not match the export format.'
}

/**
 * PRODUCT.md: validate the whole file before anything changes; bands are
 * matched by code (replaced when the code exists, added otherwise); any error
 * answers 400 with what and where, and the database is unchanged.
 */
export async function importMilestones(db: Database, text: string): Promise<ImportAnswer> {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    throw badRequest({ file: ['The file is not valid JSON.'] })
  }
  const parsed = importFileSchema.safeParse(raw)
  if (!parsed.success) throw badRequest({ file: [firstProblem(parsed.error)] })
  const bands = parsed.data

  const seen = new Map<string, number>()
  for (const [index, band] of bands.entries()) {
    const key = band.code.trim().toLowerCase()
    const first = seen.get(key)
    if (first !== undefined) throw badRequest({ file: [`bands[${index}].code: Duplicate code "${band.code}" (also at bands[${first}])`] })
    seen.set(key, index)
  }

  const before = takeSnapshot(db)
  try {
    let created = 0
    let updated = 0
    let nextBandOrder = db.bands.all().reduce((max, b) => Math.max(max, b.order + 1), 0)
    for (const band of bands) {
      const wanted = band.code.trim().toLowerCase()
      const existing = db.bands.findFirst((q) => q.where({ code: (c) => c.toLowerCase() === wanted }))
      const fields = {
        code: band.code.trim(),
        title: band.title.trim(),
        age_min_months: band.age_min_months,
        age_max_months: band.age_max_months,
        is_active: band.is_active,
        milestone_image: band.milestone_image,
        goal_image: band.goal_image,
      }
      let bandId: number
      if (existing) {
        deleteBandContent(db, existing.id)
        await db.bands.update((q) => q.where({ id: existing.id }), {
          data(record) {
            Object.assign(record, fields, { order: band.order ?? existing.order })
          },
        })
        bandId = existing.id
        updated += 1
      } else {
        bandId = db.nextId('bands')
        await db.bands.create({ ...fields, id: bandId, order: band.order ?? nextBandOrder++ })
        created += 1
      }
      for (const [setIndex, set] of band.sets.entries()) {
        const setId = db.nextId('sets')
        const { questions, ...setFields } = set
        await db.sets.create({ ...setFields, id: setId, band: bandId, order: set.order ?? setIndex })
        for (const [questionIndex, question] of questions.entries()) {
          const questionId = db.nextId('questions')
          const { options, ...questionFields } = question
          await db.questions.create({ ...questionFields, id: questionId, band_set: setId, order: question.order ?? questionIndex })
          for (const [optionIndex, option] of options.entries()) {
            await db.options.create({ ...option, id: db.nextId('options'), question: questionId, order: option.order ?? optionIndex })
          }
        }
      }
    }
    const detail = `Imported ${bands.length} ${bands.length === 1 ? 'band' : 'bands'}: ${created} added, ${updated} replaced.`
    return { detail, created, updated }
  } catch (error) {
    await restoreSnapshot(db, before)
    throw error
  }
}
