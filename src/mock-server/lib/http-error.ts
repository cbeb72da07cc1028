import type { z } from 'zod'
import type { FieldErrors } from '@/contract/common'

/** Thrown by a handler's business rule; handle() turns it into the DRF-style answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** Headers of the answer, such as a 429's Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`)
  }
}

export const notFound = () => new HttpError(404, { detail: 'Not found.' })
export const forbidden = () => new HttpError(403, { detail: 'You do not have permission to perform this action.' })
export const badRequest = (errors: FieldErrors) => new HttpError(400, errors)

/** Zod issues as DRF field errors: dotted path -> messages; root issues under non_field_errors. */
export function fieldErrorsFrom(error: z.ZodError, prefix = ''): FieldErrors {
  const result: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? prefix + issue.path.map(String).join('.') : prefix || 'non_field_errors'
    ;(result[key] ??= []).push(issue.message)
  }
  return result
}
