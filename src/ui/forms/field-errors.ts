/**
 * TanStack Form keeps a field's errors as strings or Standard Schema issues
 * (zod's, with `message`); screens show the first one under the input.
 */
export function firstError(errors: readonly unknown[] | undefined): string | undefined {
  for (const error of errors ?? []) {
    if (typeof error === 'string' && error !== '') return error
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message
  }
  return undefined
}
