/**
 * Version tags of records, for conditional writes (optimistic concurrency,
 * docs/decisions/029 for the builder's content, docs/decisions/086 for the
 * records parents and admins share). A tag is a hash of a record's own wire
 * fields (its children arrays and the fields another record changes left
 * out), so client and server compute it alike from what the list answered:
 * the client sends `If-Match: "<tag>"` with a write, and the server refuses
 * with 412 when the record has changed since. Not a SPEC header: without it
 * the server writes as before.
 */
export type ContentLevel = 'band' | 'questionSet' | 'question' | 'option'

/**
 * Every kind of record a conditional write guards, with the wire fields its tag leaves out: a content level's
 * children (a child has its own tag); a vaccine dose's `order` (a move elsewhere renumbers it, and the form does
 * not edit it); a member's name and email (their account's, not the access); whether the caller added a row
 * (`given_by_you`, the reader's, not the row's: docs/decisions/089). A new kind is one row here, its
 * schema in conditional-writes.ts and its reader in the mock's if-match.ts.
 */
const tagLeavesOut = {
  band: ['sets'],
  questionSet: ['questions'],
  question: ['options'],
  option: [],
  doctorQuestions: [],
  reminder: ['given_by_you'],
  visit: ['given_by_you'],
  doseRecord: ['given_by_you'],
  document: ['given_by_you'],
  measurement: ['given_by_you'],
  vaccineDose: ['order'],
  childAccess: ['full_name', 'email'],
} as const satisfies Record<ContentLevel | (string & {}), readonly string[]>

export type TagKind = keyof typeof tagLeavesOut
/** The records of parents and admins (not the builder's content levels), which answer a 412 the screens resolve. */
export type RecordKind = Exclude<TagKind, ContentLevel>

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

/** The version tag of a record as the wire shows it: its kind, then the hash of its own fields. */
export function recordTag(kind: TagKind, item: object): string {
  const skip: readonly string[] = tagLeavesOut[kind]
  const own = Object.fromEntries(Object.entries(item).filter(([key]) => !skip.includes(key)))
  return `${kind}-${hash53(canonicalJson(own))}`
}

/** The version tag of a band, question set, question or answer option as the wire shows it. */
export const contentTag = (level: ContentLevel, item: object): string => recordTag(level, item)

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
