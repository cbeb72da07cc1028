/**
 * Version tags of builder content, for conditional writes (optimistic
 * concurrency, README decision 2026-11-25). A tag is a hash of an item's own
 * wire fields (its children arrays left out), so client and server compute it
 * alike from what the list answered: the client sends `If-Match: "<tag>"` with
 * a PATCH or DELETE, and the server refuses with 412 when the item has changed
 * since. Not a SPEC header: without it the server writes as before.
 */
export type ContentLevel = 'band' | 'questionSet' | 'question' | 'option'

/** The field holding each level's children, which the tag leaves out (a child has its own tag). */
const childrenField: Record<ContentLevel, string | null> = {
  band: 'sets',
  questionSet: 'questions',
  question: 'options',
  option: null,
}

/** JSON with object keys sorted at every depth, so the field order of an answer cannot change a tag. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** cyrb53: a fast 53-bit string hash (not a security measure: a tag only detects change). */
function hash53(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/** The version tag of a band, question set, question or answer option as the wire shows it. */
export function contentTag(level: ContentLevel, item: object): string {
  const skip = childrenField[level]
  const own = Object.fromEntries(Object.entries(item).filter(([key]) => key !== skip))
  return `${level}-${hash53(canonicalJson(own))}`
}

/** The If-Match header value for a tag (a strong entity tag: the tag in double quotes). */
export const ifMatchHeader = (tag: string) => `"${tag}"`

/**
 * Whether an If-Match header (RFC 9110: `*` or a list of entity tags) accepts
 * the current tag of an existing item. If-Match compares strongly: a weak tag
 * (`W/"..."`) never matches.
 */
export function ifMatchAccepts(header: string, currentTag: string): boolean {
  const wanted = header.trim()
  if (wanted === '*') return true
  return wanted
    .split(',')
    .map((part) => part.trim().replace(/^"(.*)"$/, '$1'))
    .includes(currentTag)
}
