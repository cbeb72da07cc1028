export const unexpectedErrorText = 'An unexpected error occurred. Please try again.'

function flatten(value: unknown): string[] {
  if (value === null || value === undefined) return []
  if (typeof value === 'string') return [value]
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)]
  if (Array.isArray(value)) return value.flatMap(flatten)
  if (typeof value === 'object') return Object.values(value).flatMap(flatten)
  return []
}

/**
 * docs/product-rules.md#8 (login failure): a string body is shown as is; else its
 * `detail`; else all values of the object flattened and joined with spaces;
 * otherwise the generic text.
 */
export function errorText(body: unknown): string {
  if (typeof body === 'string' && body.trim() !== '') return body
  // DRF also answers bare lists (["…"]); a list is an object in the spec's sense.
  if (body && typeof body === 'object') {
    const detail = (body as { detail?: unknown }).detail
    if (typeof detail === 'string' && detail !== '') return detail
    const joined = flatten(body).join(' ').trim()
    if (joined !== '') return joined
  }
  return unexpectedErrorText
}

/** docs/product-rules.md#7 (sign-up): the first message of each field, for showing under that field. */
export function firstFieldMessages(body: unknown): Record<string, string> {
  const result: Record<string, string> = {}
  if (!body || typeof body !== 'object' || Array.isArray(body)) return result
  for (const [field, messages] of Object.entries(body)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : messages
    if (typeof first === 'string') result[field] = first
  }
  return result
}

/**
 * The server's first messages of the named form fields only (the others, a form has no place for). A message for the
 * whole request (`non_field_errors`, such as a collection's limit, docs/decisions/085) goes under `formWide`, the
 * field the person is looking at, when that field has none of its own.
 */
export function pickFieldErrors<F extends string>(errors: Readonly<Record<string, string>> | undefined, fields: readonly F[], formWide?: F): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {}
  for (const field of fields) {
    const message = errors?.[field]
    if (message) result[field] = message
  }
  if (formWide && errors?.non_field_errors) result[formWide] ??= errors.non_field_errors
  return result
}
