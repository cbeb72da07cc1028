import { z } from 'zod'
import { adminUserSchema, unitsSchema } from '@/contract/accounts'
import { sharedRoleSchema } from '@/contract/child-access'
import { childSchema } from '@/contract/children'
import { idSchema } from '@/contract/common'
import { bandSchema, optionSchema, questionSchema, questionSetSchema } from '@/contract/content'
import { doctorQuestionsSchema } from '@/contract/doctor-questions'
import { measurementSchema, milestoneHistoryEntrySchema } from '@/contract/progress'
import { doseRecordSchema, vaccineDoseSchema } from '@/contract/health'
import { reminderSchema } from '@/contract/reminders'
import { accessEndedSchema, invitationSchema } from '@/contract/sharing'
import { visitRecordSchema, wellChildVisitSchema } from '@/contract/visits'
import { healthDocumentSchema } from '@/contract/documents'

/**
 * The mock's records: each table's schema, derived from the wire contract and stored flat (parent ids instead of
 * nested lists) so every record is one row and nesting is built when answering. The tables that hold them, and how
 * each is snapshotted, migrated and exported, are in tables.ts.
 */
export const userRecordSchema = adminUserSchema.extend({
  password_hash: z.string(),
  is_onboarding_complete: z.boolean(),
  /** docs/decisions/062: the account's units preference; a record saved before it existed reads as metric. */
  units: unitsSchema.default('metric'),
  /**
   * docs/decisions/084: when the current address was proven; null while it is not. A record saved before this
   * existed reads as not confirmed (the safe reading: its invitations wait until the address is confirmed).
   */
  email_confirmed_at: z.string().nullable().default(null),
  /** docs/decisions/084: the link waiting to be opened (for `email`, the account's own or a new one): only its token's SHA-256, and when it expires. */
  email_confirmation: z.object({ email: z.string(), token_hash: z.string(), expires_at: z.string() }).nullable().default(null),
  /**
   * docs/decisions/094: the children this account followed until their owner ended its access, not yet dismissed
   * (newest first, at most ACCESS_ENDED_KEPT). Each notice's id is the ended access row's (never reused).
   */
  access_ended: z.array(accessEndedSchema).optional(),
})
export type UserRecord = z.infer<typeof userRecordSchema>

/**
 * A session: only the SHA-256 of its access and refresh tokens is kept (hex), as for invitations, so the snapshot
 * (a file on the server, IndexedDB in the demo) holds nothing that signs anyone in (docs/decisions/089).
 */
export const tokenRecordSchema = z.object({
  access_hash: z.string(),
  refresh_hash: z.string(),
  user_id: idSchema,
  revoked: z.boolean(),
  /** docs/security.md: when it was issued and last used (ms since 1970); a token saved before these existed reads as long expired. */
  created_at: z.number().int().min(0).default(0),
  last_used_at: z.number().int().min(0).default(0),
})
export type TokenRecord = z.infer<typeof tokenRecordSchema>

/**
 * A session as saved before only the tokens' hashes were kept (docs/decisions/089): read, then hashed as it is
 * restored, and the snapshot is saved again at once so the clear tokens leave the store; the tokens still sign in.
 */
export const clearTokenRecordSchema = tokenRecordSchema.omit({ access_hash: true, refresh_hash: true }).extend({ access: z.string(), refresh: z.string() })
export type ClearTokenRecord = z.infer<typeof clearTokenRecordSchema>
/** A session as a snapshot may hold it: hashed, or in clear from before decision 089. */
export const savedTokenSchema = z.union([tokenRecordSchema, clearTokenRecordSchema])
export type SavedToken = z.infer<typeof savedTokenSchema>

export const childRecordSchema = childSchema.omit({ name: true, age_in_months: true, access: true }).extend({
  parent_id: idSchema,
  /** docs/decisions/090: the parent said the vaccination record is complete; absent (older records): not yet. */
  vaccine_record_complete: z.boolean().optional(),
})
export type ChildRecord = z.infer<typeof childRecordSchema>

export const bandRecordSchema = bandSchema.omit({ sets: true })
export type BandRecord = z.infer<typeof bandRecordSchema>
export const setRecordSchema = questionSetSchema.omit({ questions: true })
export type SetRecord = z.infer<typeof setRecordSchema>
export const questionRecordSchema = questionSchema.omit({ options: true })
export type QuestionRecord = z.infer<typeof questionRecordSchema>
export const optionRecordSchema = optionSchema
export type OptionRecord = z.infer<typeof optionRecordSchema>

export const responseRecordSchema = z.object({
  id: idSchema,
  child: idSchema,
  question: idSchema,
  /** One entry per chosen option: the choice's own id and the option's id. */
  choices: z.array(z.object({ id: idSchema, option: idSchema })),
  /** docs/decisions/072: the account that gave the answer; null in records saved before it was kept. */
  given_by_id: idSchema.nullable().default(null),
})
export type ResponseRecord = z.infer<typeof responseRecordSchema>

/** docs/product-rules.md#decisions-progress-calls: one row per answer submission, as answered. */
export const historyRecordSchema = milestoneHistoryEntrySchema
export type HistoryRecord = z.infer<typeof historyRecordSchema>

/** A day's measurements of a child, in cm and kg. */
export const measurementRecordSchema = measurementSchema.omit({ given_by: true }).extend({
  /** docs/decisions/072: the account that last gave this day's measures; null in records saved before it was kept. */
  given_by_id: idSchema.nullable().default(null),
})
export type MeasurementRecord = z.infer<typeof measurementRecordSchema>

/** docs/decisions/060: a child's questions for the doctor, one row per child (saved at least once). */
export const doctorQuestionsRecordSchema = doctorQuestionsSchema.extend({ id: idSchema, updated_at: z.string() })
export type DoctorQuestionsRecord = z.infer<typeof doctorQuestionsRecordSchema>
/** docs/decisions/055: a Weekly Checklist tick, one row per child, week (its Monday) and question. */
export const practiceRecordSchema = z.object({ id: idSchema, child: idSchema, week: z.string(), question: idSchema })
export type PracticeRecord = z.infer<typeof practiceRecordSchema>

/**
 * Who added a row a caregiver may add (docs/decisions/089): the owner deletes any, a caregiver only their own. Null in
 * rows saved before it was kept, or whose account is gone: only the owner deletes those.
 */
const givenById = { given_by_id: idSchema.nullable().default(null) }

/** docs/decisions/059: a reminder a parent set for a child. */
export const reminderRecordSchema = reminderSchema.omit({ given_by_you: true }).extend(givenById)
export type ReminderRecord = z.infer<typeof reminderRecordSchema>

/** docs/decisions/073: the vaccine schedule (content) and what parents record about each child's doses. */
export const vaccineRecordSchema = vaccineDoseSchema
export type VaccineRecord = z.infer<typeof vaccineRecordSchema>
export const doseRecordRecordSchema = doseRecordSchema.omit({ given_by_you: true }).extend(givenById)
export type DoseRecordRecord = z.infer<typeof doseRecordRecordSchema>

/** docs/decisions/080: the recommended well-child visits (content) and the visits parents record for each child. */
export const visitScheduleRecordSchema = wellChildVisitSchema
export type VisitScheduleRecord = z.infer<typeof visitScheduleRecordSchema>
export const visitRecordRecordSchema = visitRecordSchema.omit({ given_by_you: true }).extend(givenById)
export type VisitRecordRecord = z.infer<typeof visitRecordRecordSchema>

/** docs/decisions/081: a child's document; its bytes are an upload (`media`), served only through the document. */
export const documentRecordSchema = healthDocumentSchema.omit({ file: true, given_by_you: true }).extend({ media_id: idSchema, ...givenById })
export type DocumentRecord = z.infer<typeof documentRecordSchema>

/** docs/decisions/072: a child shared with another account (the owner is the child's parent_id). */
export const childAccessRecordSchema = z.object({
  id: idSchema,
  child: idSchema,
  user: idSchema,
  role: sharedRoleSchema,
  since: z.string(),
})
export type ChildAccessRecord = z.infer<typeof childAccessRecordSchema>

/**
 * docs/decisions/072: an invitation to a child. Only the SHA-256 of its token is kept (hex), so a
 * copy of the database cannot accept it; `status` makes it single-use.
 */
export const invitationRecordSchema = invitationSchema.extend({
  token_hash: z.string(),
  invited_by: idSchema,
  status: z.enum(['pending', 'accepted', 'declined', 'revoked']),
})
export type InvitationRecord = z.infer<typeof invitationRecordSchema>

/** Any realm's Uint8Array (a Node Buffer, one read back from IndexedDB), never a copy of one. */
const bytesSchema = z.custom<Uint8Array<ArrayBuffer>>((value) => Object.prototype.toString.call(value) === '[object Uint8Array]', 'Expected the bytes of an upload.')

/**
 * Uploads (photos, band images, health documents): their bytes as they came, never as base64 text
 * (docs/decisions/085: a 10 MB file took 13.4 MB as text, on disk and in memory).
 */
export const mediaRecordSchema = z.object({
  id: idSchema,
  content_type: z.string(),
  bytes: bytesSchema,
})
export type MediaRecord = z.infer<typeof mediaRecordSchema>

function bytesOfBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** An upload as stored before decision 085: a base64 data URL. Read as bytes; the load writes it back as bytes. */
export const legacyMediaRecordSchema = z
  .object({ id: idSchema, content_type: z.string(), data_url: z.string().regex(/^data:[^,]*;base64,/) })
  .transform(({ id, content_type, data_url }) => ({ id, content_type, bytes: bytesOfBase64(data_url.slice(data_url.indexOf(',') + 1)) }))

/** An upload as a store holds it: as bytes, or from before decision 085 as a data URL (then `legacy`). */
export function readStoredMedia(raw: unknown): { record: MediaRecord; legacy: boolean } | null {
  const current = mediaRecordSchema.safeParse(raw)
  if (current.success) return { record: current.data, legacy: false }
  const legacy = legacyMediaRecordSchema.safeParse(raw)
  return legacy.success ? { record: legacy.data, legacy: true } : null
}
