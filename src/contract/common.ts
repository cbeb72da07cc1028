import { z } from 'zod'

/** Database ids are positive integers, as in the Django REST backend. */
export const idSchema = z.number().int().positive()
export type Id = z.infer<typeof idSchema>

/**
 * docs/decisions/031: an id in a path or a query is written only as a canonical decimal
 * number ("1"), never "1e0", "0x1", " 1" or "00001", which a number parser
 * would all read as 1.
 */
export const canonicalIdPattern = /^[1-9][0-9]{0,15}$/

/** The id a path or query text names, or null when it is not a canonical decimal id. */
export function parseWholeId(text: string): number | null {
  if (!canonicalIdPattern.test(text)) return null
  const id = Number(text)
  return Number.isSafeInteger(id) ? id : null
}

/** A path id: arrives as text, must be a canonical positive integer (anything else answers 404). */
export const idParamSchema = z.string().regex(canonicalIdPattern).transform(Number).pipe(idSchema)

/** docs/decisions/031: the longest JSON request body the API reads (bulk_create's 500 answers are a few kB); longer answers 413. */
export const MAX_JSON_BODY_CHARS = 1_000_000

/** DRF's 400 body: every invalid field mapped to its list of messages. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()))
export type FieldErrors = z.infer<typeof fieldErrorsSchema>

/** DRF's 401/403/404 body. */
export const detailSchema = z.object({ detail: z.string() })
export type Detail = z.infer<typeof detailSchema>

/**
 * docs/decisions/031: every string a write takes has a length limit, and going past it
 * says so (a schema-wide `error` would otherwise answer "... is required").
 */
export const maxCharsMessage = (max: number) => `Use at most ${max} characters.`

/** Free text a writer may leave empty, trimmed, at most `max` characters. */
export const optionalText = (max: number) => z.string().trim().max(max, maxCharsMessage(max))

/**
 * The named optional text fields, each '' when a create leaves it out. Only for creates: an update's
 * `.partial()` of a defaulted field would write '' over a value the request did not mention.
 */
export function blankByDefault<K extends string, F extends Record<K, z.ZodString>>(fields: F, ...keys: K[]) {
  return Object.fromEntries(keys.map((key) => [key, (fields[key] as z.ZodString).default('')])) as unknown as { [P in K]: z.ZodDefault<F[P]> }
}

/** A wall-clock time of day, hour:minute on the 24-hour clock ("09:30"): reminders and visits. */
export const timeOfDayPattern = /^([01]\d|2[0-3]):[0-5]\d$/

/** Calendar dates travel as year-month-day (docs/product-rules.md#3). */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')

/** Something File-like: a browser File/Blob or Node's undici File. */
export const fileSchema = z.custom<Blob>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).arrayBuffer === 'function' &&
    typeof (value as Blob).type === 'string',
  'Upload a file.',
)

/**
 * docs/decisions/031: uploads are raster images only. docs/product-rules.md#9 accepts "any image
 * type"; an SVG is a document that can carry script, so it is refused, as is
 * any content type that is not exactly one of these. The server also checks
 * the first bytes (src/mock-server/lib/media.ts), which a sync schema cannot.
 */
export const acceptedImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export type AcceptedImageType = (typeof acceptedImageTypes)[number]
export const isAcceptedImageType = (type: string): type is AcceptedImageType => (acceptedImageTypes as readonly string[]).includes(type)
/** Per image; a phone photo fits, and the child form says the same limit. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024
export const imageMessages = {
  notImage: 'Upload a valid image.',
  notRaster: 'Upload a PNG, JPEG, WebP or GIF image.',
  tooLarge: `Upload an image of at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`,
} as const

/** An uploaded image: PNG, JPEG, WebP or GIF, at most MAX_IMAGE_BYTES. */
export const imageFileSchema = fileSchema.superRefine((file, ctx) => {
  if (!file.type.startsWith('image/')) ctx.addIssue({ code: 'custom', message: imageMessages.notImage })
  else if (!isAcceptedImageType(file.type)) ctx.addIssue({ code: 'custom', message: imageMessages.notRaster })
  else if (file.size > MAX_IMAGE_BYTES) ctx.addIssue({ code: 'custom', message: imageMessages.tooLarge })
})

/**
 * docs/decisions/031: a number too large for a double (a height of 400 digits) reads as
 * ±Infinity, which zod refuses as "expected number, received Infinity". Read as
 * the largest double instead, it is out of every range and gets the range's
 * own message, as any other number out of range.
 */
export const finiteNumber = (value: unknown): unknown =>
  value === Infinity ? Number.MAX_VALUE : value === -Infinity ? -Number.MAX_VALUE : value

/** JSON.parse's reviver for request bodies and import files: see finiteNumber. */
export const finiteJsonNumbers = (_key: string, value: unknown): unknown => finiteNumber(value)

/**
 * Multipart values arrive as text. These preprocessors let one schema accept
 * both the typed value the client holds and the text the wire carries.
 */
const emptyToNull = (value: unknown) => (value === '' || value === 'null' ? null : value)

export const formBoolean = z.preprocess((value) => {
  if (value === 'true' || value === 'on' || value === '1') return true
  if (value === 'false' || value === '0' || value === '') return false
  return value
}, z.boolean({ error: 'Must be true or false.' }))

export const formNumber = z.preprocess((value) => {
  const v = emptyToNull(value)
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return finiteNumber(Number(v))
  return finiteNumber(v)
}, z.number({ error: 'A valid number is required.' }))

export const formNullableNumber = z.preprocess((value) => {
  const v = emptyToNull(value)
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return finiteNumber(Number(v))
  return finiteNumber(v)
}, z.number({ error: 'A valid number is required.' }).nullable())

/** An image field of a multipart write: a new file, or '' to clear it. */
export const imageUploadField = z.union([imageFileSchema, z.literal('')])

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T

/**
 * The PATCH form of a write shape: every field optional and no defaults.
 * zod's own `.partial()` keeps `.default()`s, so a PATCH of one field would
 * reset every defaulted field it did not send (is_active back to true,
 * notes to '', value_int to null).
 */
export function patchOf<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, field instanceof z.ZodDefault ? field.unwrap() : field]),
  ) as { [K in keyof Shape]: WithoutDefault<Shape[K]> }
  return z.object(shape).partial()
}
