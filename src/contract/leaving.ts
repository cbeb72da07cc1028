import { z } from 'zod'
import { accountSchema, accountTextLimits } from '@/contract/accounts'
import { childRoleSchema } from '@/contract/child-access'
import { idSchema, isoDateSchema, maxCharsMessage } from '@/contract/common'
import { documentFileName, type HealthDocument } from '@/contract/documents'
import { measurementSchema } from '@/contract/progress'

/*
 * docs/decisions/077: a parent takes their data with them and closes
 * the account. Optional extensions, designed mock-first.
 */

/** The export's format: a reader checks it before reading the tables; a change of shape raises it. */
export const EXPORT_FORMAT_VERSION = 2

/** Who gave a row of a child's data: `given_by_you` for the exporting account, else the other account's name (null: not kept, or gone). */
const givenBy = { given_by: z.string().nullable(), given_by_you: z.boolean() }

/** A cell of an exported table: every table is flat, so each is one CSV (a list is one cell, its items joined). */
export type ExportCell = string | number | boolean | null | readonly string[]

export const exportedChildSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  sex: z.enum(['M', 'F']),
  dob: isoDateSchema,
  height_cm: z.number().nullable(),
  weight_kg: z.number().nullable(),
  is_premature: z.boolean(),
  weeks_premature: z.number().nullable(),
  birth_weight_kg: z.number().nullable(),
  health_conditions: z.string(),
  has_photo: z.boolean(),
  /** owner: the exporting parent's own child (everything kept for it is exported); caregiver or viewer: shared with them (only what they gave). */
  role: childRoleSchema,
  owner_name: z.string(),
})

export const exportedAnswerSchema = z.object({
  id: idSchema,
  child: idSchema,
  question_id: idSchema,
  question_text: z.string(),
  /** The chosen options' labels, as the parent saw them. */
  answer: z.array(z.string()),
  ...givenBy,
})

export const exportedHistorySchema = z.object({
  id: idSchema,
  child: idSchema,
  date: isoDateSchema,
  band: z.string().nullable(),
  area: z.string(),
  completion_percentage: z.number(),
  answered: z.number().nullable(),
})

export const exportedMeasurementSchema = measurementSchema.omit({ given_by: true }).extend(givenBy)

export const exportedTickSchema = z.object({ id: idSchema, child: idSchema, week: isoDateSchema, question_id: idSchema, question_text: z.string() })
export const exportedReminderSchema = z.object({ id: idSchema, child: idSchema, text: z.string(), date: isoDateSchema, time: z.string(), repeat: z.string(), ...givenBy })
export const exportedDoctorQuestionsSchema = z.object({ child: idSchema, text: z.string(), updated_at: z.string().nullable() })
export const exportedVaccineRecordSchema = z.object({
  id: idSchema,
  child: idSchema,
  vaccine: z.string(),
  dose: z.number(),
  status: z.string(),
  date: isoDateSchema,
  clinic: z.string(),
  lot: z.string(),
  note: z.string(),
  ...givenBy,
})
/** docs/decisions/080: the visits recorded for a child, past and planned. */
export const exportedVisitSchema = z.object({
  id: idSchema,
  child: idSchema,
  date: isoDateSchema,
  /** hour:minute, or '' for a visit without a time (docs/decisions/093). */
  time: z.string(),
  kind: z.string(),
  clinician: z.string(),
  notes: z.string(),
  questions: z.string(),
  ...givenBy,
})

/** Where a document's file is in the export's ZIP: its own folder, the id first so two of one name never collide. */
export const exportedDocumentPath = (document: Pick<HealthDocument, 'id' | 'name' | 'content_type'>) => `documents/${document.id}-${documentFileName(document)}`

/**
 * docs/decisions/081: a child's health documents, described, with their files (docs/decisions/089): the ZIP holds each
 * file at `file_in_zip`; `file_url` is the API's authenticated URL of its bytes, as the document's `file`.
 */
export const exportedDocumentSchema = z.object({
  id: idSchema,
  child: idSchema,
  name: z.string(),
  kind: z.string(),
  date: isoDateSchema,
  content_type: z.string(),
  size: z.number(),
  uploaded_at: z.string(),
  file_in_zip: z.string(),
  file_url: z.string(),
  ...givenBy,
})

/** The export's tables but the account, each a list of rows, in the order of the ZIP's CSV files. */
const exportListRows = {
  children: exportedChildSchema,
  answers: exportedAnswerSchema,
  history: exportedHistorySchema,
  measurements: exportedMeasurementSchema,
  checklist_ticks: exportedTickSchema,
  reminders: exportedReminderSchema,
  doctor_questions: exportedDoctorQuestionsSchema,
  vaccine_records: exportedVaccineRecordSchema,
  visits: exportedVisitSchema,
  documents: exportedDocumentSchema,
} as const

const listsOf = <T extends Record<string, z.ZodType>>(rows: T) => Object.fromEntries(Object.entries(rows).map(([name, row]) => [name, z.array(row)])) as { [K in keyof T]: z.ZodArray<T[K]> }

/** GET /accounts/me/export/: everything the parent gave, one flat table per kind (lengths in cm, weights in kg). */
export const accountExportSchema = z.object({
  format_version: z.literal(EXPORT_FORMAT_VERSION),
  exported_at: z.string(),
  account: accountSchema,
  ...listsOf(exportListRows),
})
export type AccountExport = z.infer<typeof accountExportSchema>
/** Each table's row, in the order of the ZIP's CSV files (the account is one row); a CSV's columns are its row's fields. */
export const exportTableSchemas = { account: accountSchema, ...exportListRows } as const
export type ExportTableName = keyof typeof exportTableSchemas
export const exportTableNames = Object.keys(exportTableSchemas) as ExportTableName[]

export const accountDeletionMessages = {
  passwordRequired: 'Enter your password.',
  passwordWrong: 'Your password is not correct.',
  choiceMissing: (name: string) => `Choose what happens to ${name}: hand the profile to someone it is shared with, or delete it.`,
  notYours: 'Only the children you own can be handed over or deleted.',
  notShared: (name: string) => `${name} can be handed only to someone it is shared with.`,
  twice: 'Each child may be named once.',
  lastAdmin: 'You are the last admin: make another account an admin before deleting yours.',
  deleted: 'Your account has been deleted.',
} as const

/** What happens to one owned child: handed to an account it is shared with (who becomes its owner), or deleted with the account. */
export const childDispositionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ id: idSchema, action: z.literal('transfer'), to_user: idSchema }),
    z.object({ id: idSchema, action: z.literal('delete') }),
  ],
  { error: 'Choose transfer (with to_user) or delete.' },
)
export type ChildDisposition = z.infer<typeof childDispositionSchema>

/** POST /accounts/me/delete/: the password, and a choice for every owned child that is shared. */
export const accountDeleteBodySchema = z.object({
  password: z.string({ error: accountDeletionMessages.passwordRequired }).min(1, accountDeletionMessages.passwordRequired).max(accountTextLimits.password, maxCharsMessage(accountTextLimits.password)),
  children: z.array(childDispositionSchema).max(100).default([]),
})
export type AccountDeleteBody = z.input<typeof accountDeleteBodySchema>
