import { z } from 'zod'
import { idSchema, maxCharsMessage } from '@/contract/common'

/**
 * docs/decisions/060: the parent's "Questions for the doctor", one text per child,
 * printed on the summary for the doctor. An optional extension, designed
 * mock-first (docs/decisions/060): a backend without it answers 404 and only the
 * summary's questions box says it is not available on this server.
 */

export const DOCTOR_QUESTIONS_MAX_CHARS = 2000

/** The child's questions: an empty text and no date until the parent saves some. */
export const doctorQuestionsSchema = z.object({
  child: idSchema,
  text: z.string().max(DOCTOR_QUESTIONS_MAX_CHARS),
  /** When they were last saved (ISO date-time), or null when never. */
  updated_at: z.string().nullable(),
})
export type DoctorQuestions = z.infer<typeof doctorQuestionsSchema>

/** PUT /children/doctor-questions/: the whole text, replacing the last one (an empty text clears it). */
export const doctorQuestionsUpdateSchema = z.object({
  child: idSchema,
  text: z.string({ error: 'Enter the questions as text.' }).max(DOCTOR_QUESTIONS_MAX_CHARS, maxCharsMessage(DOCTOR_QUESTIONS_MAX_CHARS)),
})
export type DoctorQuestionsUpdate = z.input<typeof doctorQuestionsUpdateSchema>
