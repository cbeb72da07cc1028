/**
 * docs/decisions/031: NUL and the other control characters (but tab, line feed and
 * carriage return) are refused in every text a body carries, with the field's
 * path; they would be stored and shown as they are.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
export const controlCharactersMessage = 'Remove the control characters from this text.'

export function controlCharacterErrors(value: unknown, path = '', errors: Record<string, string[]> = {}): Record<string, string[]> {
  if (typeof value === 'string') {
    if (controlCharacters.test(value)) errors[path || 'non_field_errors'] = [controlCharactersMessage]
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => controlCharacterErrors(item, path ? `${path}.${index}` : String(index), errors))
  } else if (value !== null && typeof value === 'object' && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) controlCharacterErrors(item, path ? `${path}.${key}` : key, errors)
  }
  return errors
}
