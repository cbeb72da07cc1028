import { errorText, firstFieldMessages, unexpectedErrorText } from '@/domain/error-text'

export type ApiErrorKind = 'network' | 'http' | 'contract'

/**
 * The one error the client throws. Screens read `message` (docs/product-rules.md#8
 * rules: string body, else detail, else all values joined) or `fieldErrors`
 * (first message per field) and never parse bodies themselves.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number
  readonly body: unknown
  /**
   * For a 'contract' error, where the answer broke the schema (`path: message`),
   * so a backend mismatch can be found from a log; screens never show these.
   */
  readonly problems: readonly string[]

  constructor(kind: ApiErrorKind, status: number, body: unknown, problems: readonly string[] = []) {
    super(kind === 'http' ? errorText(body) : unexpectedErrorText)
    this.name = 'ApiError'
    this.kind = kind
    this.status = status
    this.body = body
    this.problems = problems
  }

  /** Field name -> first message, for a DRF 400 body; empty for anything else. */
  get fieldErrors(): Record<string, string> {
    if (this.kind !== 'http' || this.status !== 400) return {}
    const { detail: _detail, ...fields } = firstFieldMessages(this.body)
    return fields
  }

  get isUnauthorized(): boolean {
    return this.kind === 'http' && this.status === 401
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** A request the server refused (a 4xx): its answer says why, and trying again will not change it, unlike a network or server failure. */
export function isClientError(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === 'http' && error.status < 500
}

/** A 404 from the server: the thing asked for is gone, or the server has no such optional call. */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 404
}
