import { z } from 'zod'
import { idSchema } from '@/contract/common'

/** A saved answer: question.id and choices[].option.id are what the app reads (docs/product-rules.md#7). */
export const responseSchema = z.object({
  id: idSchema,
  child: idSchema,
  question: z.object({ id: idSchema, text: z.string() }),
  choices: z.array(
    z.object({
      id: idSchema,
      option: z.object({ id: idSchema, label: z.string(), value_int: z.number().int().nullable() }),
    }),
  ),
  /** Who gave it (docs/decisions/072; an optional extension): the name of who gave the answer ("answered by Sam"); null when not known. */
  given_by: z.string().nullable().optional(),
})
export type ChildResponse = z.infer<typeof responseSchema>
export const responseListSchema = z.array(responseSchema)

/**
 * docs/decisions/031: one request answers at most this many questions. A band holds far
 * fewer active questions (the seed's have about 15), so the questionnaire never
 * comes near it, and a huge body is refused before any lookup.
 */
export const MAX_ANSWERS_PER_REQUEST = 500

/** docs/decisions/031: the most options an answer may list (a question's options are far fewer: the seed's have 2 to 5). */
export const MAX_OPTIONS_PER_QUESTION = 100

export const bulkResponsesBodySchema = z.object({
  child: idSchema,
  responses: z
    .array(
      z.object({
        question: idSchema,
        // docs/decisions/031: a question has at most MAX_OPTIONS_PER_QUESTION options; the server also checks the question's own.
        options: z
          .array(idSchema)
          .min(1, 'Choose an option.')
          .max(MAX_OPTIONS_PER_QUESTION, `Choose at most ${MAX_OPTIONS_PER_QUESTION} options.`),
      }),
    )
    .min(1, 'Send at least one answer.')
    .max(MAX_ANSWERS_PER_REQUEST, `Send at most ${MAX_ANSWERS_PER_REQUEST} answers.`),
})
export type BulkResponsesBody = z.infer<typeof bulkResponsesBodySchema>
