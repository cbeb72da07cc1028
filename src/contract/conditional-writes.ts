import { z } from 'zod'
import type { RecordKind } from '@/contract/content-tag'
import { doctorQuestionsSchema } from '@/contract/doctor-questions'
import { healthDocumentSchema } from '@/contract/documents'
import { measurementSchema } from '@/contract/progress'
import { doseRecordSchema, vaccineDoseSchema } from '@/contract/health'
import { reminderSchema } from '@/contract/reminders'
import { childMemberSchema } from '@/contract/sharing'
import { visitRecordSchema } from '@/contract/visits'

/**
 * The records parents and admins share that a write may find changed (docs/decisions/086): each kind's wire
 * schema, with which the screens read the current version a 412 answers.
 */
export const taggedRecordSchemas = {
  doctorQuestions: doctorQuestionsSchema,
  reminder: reminderSchema,
  visit: visitRecordSchema,
  doseRecord: doseRecordSchema,
  document: healthDocumentSchema,
  measurement: measurementSchema,
  vaccineDose: vaccineDoseSchema,
  childAccess: childMemberSchema,
} as const satisfies Record<RecordKind, z.ZodType>

export type TaggedRecord<K extends RecordKind> = z.output<(typeof taggedRecordSchemas)[K]>

/** The 412 answer's text for a record of parents and admins; the screens show both versions under their own words. */
export const staleRecordMessage = 'Someone else changed this since you opened it. Nothing was saved.'

/**
 * A conditional write refused (412): the server's message and the record as it is now (its own wire fields;
 * a content level's without its children), so the screen can show both versions without another call.
 */
export const preconditionFailedSchema = z.object({ detail: z.string(), current: z.record(z.string(), z.unknown()) })

/** The current version in a 412 answer, read with its kind's schema; null when the body has none or another shape. */
export function currentOf<K extends RecordKind>(kind: K, body: unknown): TaggedRecord<K> | null {
  const answer = preconditionFailedSchema.safeParse(body)
  if (!answer.success) return null
  const current = taggedRecordSchemas[kind].safeParse(answer.data.current)
  return current.success ? (current.data as TaggedRecord<K>) : null
}
