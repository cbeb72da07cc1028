import { z } from 'zod'
import { idSchema } from '@/contract/common'

/*
 * The Milestone Builder's import call beyond its file (whose schema, importFileSchema, takes the single writes' rules
 * in content.ts): its bounds, body and query, and its two answers, the import's result and the dry run's plan
 * (docs/decisions/044).
 */

export const importAnswerSchema = z.object({
  detail: z.string(),
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
})
export type ImportAnswer = z.infer<typeof importAnswerSchema>

/**
 * docs/decisions/031: the import file's bounds. Its size, the items in it (bands, sets,
 * questions and options together: the seed has about 300) and the errors an
 * answer lists (the first ones, then how many more).
 */
export const IMPORT_LIMITS = { bytes: 2 * 1024 * 1024, items: 20_000, errors: 100 } as const
export const importLimitMessages = {
  bytes: `Upload a file of at most ${IMPORT_LIMITS.bytes / 1024 / 1024} MB.`,
  items: `The file holds more than ${IMPORT_LIMITS.items} items (bands, question sets, questions and answer options together); split it.`,
  more: (n: number) => `... and ${n} more ${n === 1 ? 'problem' : 'problems'}.`,
} as const

/** Multipart body of import_milestones: the file under `file`. */
export const importBodySchema = z.object({
  file: z
    .custom<Blob>((value) => typeof value === 'object' && value !== null && typeof (value as Blob).text === 'function', 'Upload a .json file.')
    // docs/decisions/031: an export of the whole content is tens of kB; the file is read whole.
    .refine((file) => file.size <= IMPORT_LIMITS.bytes, importLimitMessages.bytes),
})

/**
 * `?dry_run=1` on import_milestones (docs/decisions/044): the server
 * checks the file and answers the plan below; nothing changes. Any other value
 * is a 400, so a mistyped flag can never import.
 */
export const importQuerySchema = z.object({
  dry_run: z.literal('1', { error: 'Use dry_run=1 for a preview, or leave it out to import.' }).optional(),
})

/** An item the import would add, change or remove; `within` names its parents ("B0006 › Movement"). */
const importPlanItemSchema = z.object({
  /** The stored item's id; null for an item the import adds. */
  id: idSchema.nullable(),
  label: z.string(),
  within: z.string(),
})
export type ImportPlanItem = z.infer<typeof importPlanItemSchema>

export const importLevelPlanSchema = z.object({
  added: z.array(importPlanItemSchema),
  /** `fields`: the wire names of the fields whose stored value the import replaces. */
  changed: z.array(
    importPlanItemSchema.extend({
      fields: z.array(z.string()),
      /** docs/decisions/049: the stored title, text or label when the file rewords it (matched by key); `label` is the new one. */
      was: z.string().describe('Optional extension (docs/decisions/049): the stored title, text or label when the file rewords an item it matches by key.').optional(),
    }),
  ),
  /** Also the items below a removed parent: they go with it. */
  removed: z.array(importPlanItemSchema),
  unchanged: z.number().int().min(0),
})
export type ImportLevelPlan = z.infer<typeof importLevelPlanSchema>

/** The file's levels, by their keys in the export (`sets` are the question sets). */
export const importPlanLevels = ['bands', 'sets', 'questions', 'options'] as const
export type ImportPlanLevel = (typeof importPlanLevels)[number]

/**
 * The dry run's answer. `dry_run: true` is the marker an import's own answer
 * (`{detail, created, updated}`) lacks: a client that asked for a plan and got
 * anything else knows the server does not do dry runs (decision 044).
 */
export const importPlanSchema = z.object({
  dry_run: z.literal(true),
  /** False when the file has errors: then `errors` lists every one and the levels are empty. */
  valid: z.boolean(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
  levels: z.object({
    bands: importLevelPlanSchema,
    sets: importLevelPlanSchema,
    questions: importLevelPlanSchema,
    options: importLevelPlanSchema,
  }),
  /**
   * Parents' answers the import would delete (answers to removed questions, and
   * answers left with no choice when their options go) or change (a removed
   * option taken out of a multi-select answer), and whose they are.
   */
  answers: z.object({
    deleted: z.number().int().min(0),
    changed: z.number().int().min(0),
    children: z.number().int().min(0),
    parents: z.number().int().min(0),
  }),
})
export type ImportPlan = z.infer<typeof importPlanSchema>

/** What import_milestones answers: the import's result, or with `?dry_run=1` the plan. */
export const importResultSchema = z.union([importPlanSchema, importAnswerSchema])

export function isImportPlan(answer: unknown): answer is ImportPlan {
  return importPlanSchema.safeParse(answer).success
}
