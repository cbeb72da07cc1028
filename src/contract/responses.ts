import { z } from 'zod'
import { idSchema } from '@/contract/common'

/** A saved answer: question.id and choices[].option.id are what the app reads (SPEC section 7). */
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
})
export type ChildResponse = z.infer<typeof responseSchema>
export const responseListSchema = z.array(responseSchema)

export const bulkResponsesBodySchema = z.object({
  child: idSchema,
  responses: z
    .array(
      z.object({
        question: idSchema,
        options: z.array(idSchema).min(1, 'Choose an option.'),
      }),
    )
    .min(1, 'Send at least one answer.'),
})
export type BulkResponsesBody = z.infer<typeof bulkResponsesBodySchema>
