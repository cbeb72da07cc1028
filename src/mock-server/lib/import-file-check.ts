import type { z } from 'zod'
import { importFileSchema, uniquenessMessages, type ImportBand } from '@/contract/content'
import { IMPORT_LIMITS, importLimitMessages } from '@/contract/content-import'
import { finiteJsonNumbers } from '@/contract/common'
import type { ServerContext } from '@/mock-server/lib/context'
import { controlCharacterErrors, controlCharactersMessage } from '@/mock-server/lib/control-characters'
import { isMissingUpload } from '@/mock-server/lib/media'

/*
 * The import file's check, the first step of the import and of its dry run (import-milestones.ts): every problem
 * of the file, each with its path, before anything is matched or written.
 */

/** A problem of the file and where it is: `bands[2].sets[0].title`; '' for the file as a whole. */
export interface ImportProblem {
  path: string
  message: string
}

/** `bands[2].sets[0].title`: where in the file a problem is. */
function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`), 'bands')
}

export const problemText = ({ path, message }: ImportProblem) => (path ? `${path}: ${message}` : message)

/** The rules zod cannot see: codes unique in the file, images that are uploads of this server. */
function crossChecks(ctx: ServerContext, raw: unknown): ImportProblem[] {
  if (!Array.isArray(raw)) return []
  const problems: ImportProblem[] = []
  const seen = new Map<string, number>()
  for (const [index, band] of raw.entries()) {
    if (band === null || typeof band !== 'object') continue
    const { code } = band as { code?: unknown }
    if (typeof code === 'string' && code.trim() !== '') {
      const key = code.trim().toLowerCase()
      const first = seen.get(key)
      if (first !== undefined) problems.push({ path: `bands[${index}].code`, message: uniquenessMessages.importCode(code, first) })
      else seen.set(key, index)
    }
    for (const field of ['milestone_image', 'goal_image'] as const) {
      const url = (band as Record<string, unknown>)[field]
      if (typeof url === 'string' && isMissingUpload(ctx, url)) {
        problems.push({ path: `bands[${index}].${field}`, message: `There is no uploaded image ${url} here: upload it in the band form.` })
      }
    }
  }
  return problems
}

/**
 * docs/product-rules.md#decisions-import: the whole file is checked before
 * anything changes, and every problem is reported, each with its path.
 */
export function checkImportFile(ctx: ServerContext, text: string): { bands: ImportBand[] } | { problems: ImportProblem[] } {
  let raw: unknown
  try {
    raw = JSON.parse(text, finiteJsonNumbers)
  } catch {
    return { problems: [{ path: '', message: 'The file is not valid JSON.' }] }
  }
  // docs/decisions/031: a file of millions of items is refused before zod lists a problem for each.
  if (itemCount(raw) > IMPORT_LIMITS.items) return { problems: [{ path: '', message: importLimitMessages.items }] }
  const parsed = importFileSchema.safeParse(raw)
  const problems = [...(parsed.success ? [] : schemaProblems(parsed.error)), ...crossChecks(ctx, raw), ...controlCharacterProblems(raw)]
  if (problems.length > 0 || !parsed.success) return { problems: firstProblems(problems) }
  return { bands: parsed.data }
}

/** The bands, sets, questions and options of a file (any array counts its entries), without reading it twice. */
function itemCount(raw: unknown): number {
  if (!Array.isArray(raw)) return 0
  let count = raw.length
  for (const band of raw) {
    const sets = (band as { sets?: unknown } | null)?.sets
    if (!Array.isArray(sets)) continue
    count += sets.length
    for (const set of sets) {
      const questions = (set as { questions?: unknown } | null)?.questions
      if (!Array.isArray(questions)) continue
      count += questions.length
      for (const question of questions) {
        const options = (question as { options?: unknown } | null)?.options
        if (Array.isArray(options)) count += options.length
      }
    }
  }
  return count
}

/** docs/decisions/031: texts with NUL or other control characters, as in a single write. */
function controlCharacterProblems(raw: unknown): ImportProblem[] {
  return Object.keys(controlCharacterErrors(raw)).map((path) => ({
    path: formatPath(path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key))),
    message: controlCharactersMessage,
  }))
}

/** docs/decisions/031: the first problems, then how many more (a file of 2.5 million bad items answered 214 MB). */
function firstProblems(problems: ImportProblem[]): ImportProblem[] {
  if (problems.length <= IMPORT_LIMITS.errors) return problems
  return [...problems.slice(0, IMPORT_LIMITS.errors), { path: '', message: importLimitMessages.more(problems.length - IMPORT_LIMITS.errors) }]
}

function schemaProblems(error: z.ZodError): ImportProblem[] {
  return error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }))
}
