import { z } from 'zod'
import { adminUserSchema, sessionUserSchema, tokensSchema, userProfileSchema } from '@/contract/accounts'
import { childBandSchema, childSchema, milestoneProgressSchema } from '@/contract/children'
import { acceptedImageTypes, canonicalIdPattern, detailSchema, fieldErrorsSchema, imageFileSchema, MAX_IMAGE_BYTES } from '@/contract/common'
import { preconditionFailedSchema } from '@/contract/conditional-writes'
import { documentFileSchema, documentFilePath, documentTypes, MAX_DOCUMENT_BYTES } from '@/contract/documents'
import { endpoints, mediaPath, mediaSafetyHeaders, type Endpoint, type EndpointName } from '@/contract/endpoints'
import { bandSchema, optionSchema, questionSchema, questionSetSchema } from '@/contract/content'
import { importAnswerSchema, importBodySchema, importLevelPlanSchema, importPlanSchema } from '@/contract/content-import'
import { measurementSchema, milestoneHistoryEntrySchema } from '@/contract/progress'
import { responseSchema } from '@/contract/responses'

type JsonSchema = Record<string, unknown>

/** Where a component schema lives in the document; every $ref the generator writes has this form. */
export const schemaRef = (name: string) => `#/components/schemas/${name}`
export const responseRef = (name: string) => `#/components/responses/${name}`

/**
 * Component names for the contract's shared schemas. A schema of the endpoint
 * table missing here still gets a component, named after its endpoint
 * (`<Name>Answer`, `<Name>Body`).
 */
const answerComponents: [z.ZodType, string][] = [
  [detailSchema, 'Detail'],
  [preconditionFailedSchema, 'PreconditionFailedBody'],
  [fieldErrorsSchema, 'FieldErrors'],
  [tokensSchema, 'Tokens'],
  [sessionUserSchema, 'SessionUser'],
  [endpoints.login.answer, 'LoginAnswer'],
  [endpoints.completeOnboarding.answer, 'OnboardingAnswer'],
  [userProfileSchema, 'UserProfile'],
  [adminUserSchema, 'AdminUser'],
  [endpoints.listUsers.answer, 'AdminUserList'],
  [childSchema, 'Child'],
  [endpoints.listChildren.answer, 'ChildList'],
  [childBandSchema, 'ChildBand'],
  [endpoints.listChildBands.answer, 'ChildBandList'],
  [milestoneProgressSchema, 'MilestoneProgress'],
  [endpoints.listMilestones.answer, 'MilestoneProgressList'],
  [optionSchema, 'Option'],
  [questionSchema, 'Question'],
  [questionSetSchema, 'QuestionSet'],
  [bandSchema, 'Band'],
  [endpoints.listBands.answer, 'BandList'],
  [importAnswerSchema, 'ImportAnswer'],
  [importLevelPlanSchema, 'ImportLevelPlan'],
  [importPlanSchema, 'ImportPlan'],
  [endpoints.importMilestones.answer, 'ImportResult'],
  [responseSchema, 'ChildResponse'],
  [endpoints.listResponses.answer, 'ChildResponseList'],
  [milestoneHistoryEntrySchema, 'MilestoneHistoryEntry'],
  [endpoints.listMilestoneHistory.answer, 'MilestoneHistoryList'],
  [measurementSchema, 'Measurement'],
  [endpoints.listMeasurements.answer, 'MeasurementList'],
]

const bodyComponents: [z.ZodType, string][] = [
  [endpoints.login.body, 'LoginBody'],
  [endpoints.signup.body, 'SignupBody'],
  [endpoints.logout.body, 'LogoutBody'],
  [endpoints.updateUser.body, 'AdminUserUpdate'],
  [endpoints.createChild.body, 'ChildCreate'],
  [endpoints.updateChild.body, 'ChildUpdate'],
  [endpoints.createBand.body, 'BandCreate'],
  [endpoints.updateBand.body, 'BandUpdate'],
  [endpoints.importMilestones.body, 'ImportBody'],
  [endpoints.createQuestionSet.body, 'QuestionSetCreate'],
  [endpoints.updateQuestionSet.body, 'QuestionSetUpdate'],
  [endpoints.createQuestion.body, 'QuestionCreate'],
  [endpoints.updateQuestion.body, 'QuestionUpdate'],
  [endpoints.createOption.body, 'OptionCreate'],
  [endpoints.createMeasurement.body, 'MeasurementCreate'],
  [endpoints.updateOption.body, 'OptionUpdate'],
  [endpoints.bulkCreateResponses.body, 'BulkResponsesBody'],
]

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/** MSW's `:childId` becomes OpenAPI's `{childId}`. */
export const openApiPath = (mswPath: string) => mswPath.replace(/:([A-Za-z]+)/g, '{$1}')

/**
 * Uploads are zod custom types (a File-like value), which JSON Schema cannot
 * express; in a multipart body they are binary parts of a given media type.
 * Anything else unrepresentable is a mistake in the contract: the conversion throws.
 */
export function describeUpload(ctx: { zodSchema: unknown }): JsonSchema | 'throw' {
  const def = (ctx.zodSchema as { _zod: { def: { type: string } } })._zod.def
  if (def.type !== 'custom') return 'throw'
  const mediaType =
    ctx.zodSchema === imageFileSchema ? 'image/*' : ctx.zodSchema === importBodySchema.shape.file ? 'application/json' : 'application/octet-stream'
  const upload: JsonSchema = { type: 'string', format: 'binary', contentMediaType: mediaType }
  if (ctx.zodSchema === documentFileSchema) {
    return {
      type: 'string',
      format: 'binary',
      contentMediaType: 'application/octet-stream',
      description: `A ${documentTypes.join(', ')} file of 1 byte to ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB. Its type is worked out from its first bytes (the name and the part's Content-Type prove nothing; an empty or \`application/octet-stream\` type is fine); anything else (an executable, an SVG, an HTML page) answers 400 \`{"file": ["Upload a PDF, JPEG, PNG or WebP file."]}\`.`,
    }
  }
  if (ctx.zodSchema === imageFileSchema) {
    upload.description = `${acceptedImageTypes.join(', ')} only (the part's Content-Type exactly, and the file's first bytes must agree), at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB; otherwise 400 with a message under the field.`
  }
  return upload
}

/**
 * Every component is converted as zod's *input*, in one registry: the input is
 * what a parse accepts, so an answer schema says what the client takes (extra
 * fields allowed, as parsing strips them) and a body schema what the server
 * takes (defaulted fields optional). Draft 2020-12 is OpenAPI 3.1's dialect.
 */
function convert(named: Map<z.ZodType, string>): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>()
  for (const [schema, id] of named) registry.add(schema, { id })
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'input',
    uri: schemaRef,
    unrepresentable: describeUpload,
  }) as { schemas: Record<string, JsonSchema> }
  // `$schema` and `$id` are noise inside an OpenAPI document (and a `$id` must not be a fragment).
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _s, $id: _i, ...schema }]) => [id, schema]))
}

function componentNames(table: Record<EndpointName, Endpoint>) {
  const answers = new Map(answerComponents)
  const bodies = new Map(bodyComponents)
  for (const [name, endpoint] of Object.entries(table)) {
    if (endpoint.answer && !answers.has(endpoint.answer)) answers.set(endpoint.answer, `${pascal(name)}Answer`)
    if (endpoint.body && !bodies.has(endpoint.body)) bodies.set(endpoint.body, `${pascal(name)}Body`)
  }
  const taken = [...answers.values(), ...bodies.values()]
  const twice = taken.find((id, index) => taken.indexOf(id) !== index)
  if (twice) throw new Error(`Two contract schemas are both named ${twice} in the OpenAPI document`)
  return { answers, bodies }
}

const json = (name: string) => ({ 'application/json': { schema: { $ref: schemaRef(name) } } })

/** The error answers every operation may give; the mock's handle() produces each of them. */
const errorResponses = {
  BadRequest: {
    description:
      'Invalid body or query: every invalid field mapped to its messages (`non_field_errors` for the whole body); a body that cannot be parsed answers `{detail}`.',
    content: { 'application/json': { schema: { anyOf: [{ $ref: schemaRef('FieldErrors') }, { $ref: schemaRef('Detail') }] } } },
  },
  Unauthorized: {
    description:
      'No token, an unknown token, a token revoked by logout, or an expired one (wrong credentials on login). Access tokens expire 2 hours after their last use and 12 hours after they were issued (docs/security.md); the client then ends the session ("Your session has expired").',
    content: json('Detail'),
  },
  Forbidden: { description: 'The caller is not an ADMIN.', content: json('Detail') },
  NotFound: { description: 'No such item, or a child of another parent.', content: json('Detail') },
  PreconditionFailed: {
    description:
      'Optional extension (not in SPEC): the request sent `If-Match` and the record has changed since the client loaded it; nothing is written. `current` is the record as it is now (its own wire fields; a content level\'s without its children), given only after the write\'s own checks passed (404, 403 and 400 come first). The builder shows `detail` and reloads the list; the parents\' and admin\'s screens show both versions and let the person keep theirs (sent again with the tag of `current`) or take `current` (docs/decisions/086).',
    content: json('PreconditionFailedBody'),
  },
  UnsupportedMediaType: {
    description:
      'The body is not in the operation\'s media type: JSON only as `application/json` (a charset parameter is fine), multipart only as `multipart/form-data`. A page of another origin can send `text/plain` or a urlencoded form without a CORS preflight, so those are refused.',
    content: json('Detail'),
  },
  TooManyAttempts: {
    description:
      'Too many failed attempts (docs/decisions/051), counted apart for logins and for sign-ups refused for an existing email. Per client (its network address): 20 failures within 10 minutes, then every attempt from it answers 429 until the oldest is 10 minutes old (`{detail: "Too many failed attempts from this device. Please wait a few minutes and try again."}`). Per account (the email, known or not, so a 429 says nothing about whether an account exists): from the 10th failure within 15 minutes, a client that has failed itself waits 1 minute after the latest failure, doubling with each further failure up to 15 minutes (`{detail: "Too many failed attempts for this account. Please wait a minute and try again."}`); a client that has not been failing is never held back, so nobody can lock an account\'s owner out. A success clears the account\'s count. Every 429 sends `Retry-After` (seconds).',
    headers: { 'Retry-After': { required: true, description: 'Seconds to wait before the next attempt.', schema: { type: 'integer', minimum: 1 } } },
    content: json('Detail'),
  },
  ServerError: { description: 'The server failed (the mock answers this to an injected fault).', content: json('Detail') },
} as const

/** Conditional writes (docs/decisions/029, 086): the header a conditional update or delete may carry. */
const ifMatchParameter = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'Optional extension (not in SPEC): the record\'s version tag as the client last loaded it, `"<tag>"`, where tag = recordTag(kind, record) (src/contract/content-tag.ts: a 53-bit cyrb53 hash, base 36, of the canonical JSON of the record\'s own wire fields, sorted keys, the kind\'s left-out fields (a content level\'s children array, a vaccine dose\'s order, a member\'s name and email) left out, prefixed with the kind; `x-record-kind` names it). The record is the `:id` of the path, or for the questions for the doctor the body\'s `child` (never saved: `{child, text: "", updated_at: null}`). A stale tag answers 412 and writes nothing; without the header the write happens as before. The client computes the tag from the list it loaded (no ETag header is read), so a server must compute the same function.',
  schema: { type: 'string' },
} as const

function parameters(endpoint: Endpoint, input: (schema: z.ZodType) => JsonSchema) {
  const list: JsonSchema[] = []
  if (endpoint.ifMatch) list.push({ ...ifMatchParameter, 'x-record-kind': endpoint.ifMatch })
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue
    const object = input(schema) as { properties: Record<string, JsonSchema>; required?: string[] }
    for (const [name, property] of Object.entries(object.properties)) {
      list.push({ name, in: where, required: where === 'path' || (object.required ?? []).includes(name), schema: property })
    }
  }
  return list
}

/**
 * A path id, `?child=` or a body's `child` names an item, which may not exist
 * or be another parent's (404); a flag such as `?dry_run=1` names none.
 */
export const namesAChild = (schema: z.ZodType | undefined) => schema instanceof z.ZodObject && 'child' in schema.shape
const namesAnItem = (endpoint: Endpoint) => Boolean(endpoint.params) || namesAChild(endpoint.query) || namesAChild(endpoint.body)

function operation(name: string, endpoint: Endpoint, names: ReturnType<typeof componentNames>, input: (schema: z.ZodType) => JsonSchema) {
  const success =
    endpoint.answer === null
      ? { description: 'Done; no body.' }
      : { description: 'Success.', content: json(names.answers.get(endpoint.answer) ?? '') }
  const responses: Record<string, unknown> = { [String(endpoint.status)]: success }
  const ref = (id: keyof typeof errorResponses) => ({ $ref: responseRef(id) })
  if (endpoint.body || endpoint.query) responses['400'] = ref('BadRequest')
  // Public rows still answer 401: login to wrong credentials, logout to an unknown refresh token.
  responses['401'] = ref('Unauthorized')
  if (endpoint.auth === 'admin') responses['403'] = ref('Forbidden')
  if (namesAnItem(endpoint)) responses['404'] = ref('NotFound')
  if (endpoint.ifMatch) responses['412'] = ref('PreconditionFailed')
  if (endpoint.body) responses['415'] = ref('UnsupportedMediaType')
  if (endpoint.attemptLimited) responses['429'] = ref('TooManyAttempts')
  responses['500'] = ref('ServerError')

  const op: JsonSchema = {
    operationId: name,
    tags: [endpoint.path.split('/')[1] ?? ''],
    security: endpoint.auth === 'public' ? [] : [{ bearerAuth: [] }],
  }
  if (endpoint.auth === 'admin') op['x-required-role'] = 'ADMIN'
  if (endpoint.description) op.description = endpoint.description
  if (endpoint.optionalExtension) op['x-optional-extension'] = true
  const params = parameters(endpoint, input)
  if (params.length > 0) op.parameters = params
  if (endpoint.body) {
    const mediaType = endpoint.encoding === 'multipart' ? 'multipart/form-data' : 'application/json'
    op.requestBody = { required: true, content: { [mediaType]: { schema: { $ref: schemaRef(names.bodies.get(endpoint.body) ?? '') } } } }
  }
  op.responses = responses
  return op
}

/**
 * GET /media/{mediaId}/: not a row of the endpoint table (infrastructure, like
 * static files), but the real backend must serve uploads with the same safety
 * headers as the mock (docs/decisions/031).
 */
function mediaOperation() {
  const headers = Object.fromEntries(
    Object.entries(mediaSafetyHeaders).map(([name, value]) => [
      name,
      { required: true, description: 'Sent with every media answer: never sniffed, never run as a document (an SVG cannot run script).', schema: { type: 'string', const: value } },
    ]),
  )
  return {
    operationId: 'getMedia',
    tags: ['media'],
    security: [{ bearerAuth: [] }],
    description:
      'Serves an uploaded image: the URLs the API hands out in `profile_image`, `milestone_image` and `goal_image`. Private (docs/decisions/050): only with the bearer token, and only to those who may see the image: a child\'s photo to the child\'s parent, a band\'s image to any signed-in user. Anyone else gets 404, as for an id that does not exist (ids are sequential, so knowing the URL must not be enough). The app fetches each image with its token and shows it from a blob URL. `Cache-Control: private, no-store`: a browser\'s HTTP cache keys by URL alone and would hand the bytes to the next account of the same browser. Every answer carries `X-Content-Type-Options: nosniff` and `Content-Security-Policy: default-src \'none\'; sandbox`; a stored type that is not `image/...` is served as `application/octet-stream`. Not a row of SPEC section 7 (infrastructure, like static files).',
    parameters: [{ name: 'mediaId', in: 'path', required: true, schema: { type: 'string', pattern: canonicalIdPattern.source } }],
    responses: {
      '200': {
        description: 'The image as uploaded.',
        headers,
        content: Object.fromEntries(acceptedImageTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
      },
      '400': { description: 'A path with a broken percent escape: `{detail: "Bad request."}`.', content: json('Detail') },
      '401': { $ref: responseRef('Unauthorized') },
      '404': { description: 'No such upload, one nothing refers to, or one the caller may not see: `{detail: "Not found."}`.', content: json('Detail') },
    },
  }
}

/** GET /health/documents/{id}/file/ (docs/decisions/081): a document's bytes, served as uploads are, with a Content-Disposition. */
function documentFileOperation() {
  const media = mediaOperation()
  return {
    operationId: 'getDocumentFile',
    tags: ['health'],
    'x-optional-extension': true,
    security: media.security,
    description:
      "Optional extension (docs/decisions/081): the bytes of a health document, the `file` URL of its answer. Only with the bearer token and only to those who may see the child (anyone else: 404, as for an id that does not exist; an admin: 403). `Content-Type` is the type worked out from the bytes at upload (`application/pdf`, `image/jpeg`, `image/png` or `image/webp`; anything else is served as `application/octet-stream` and only as an attachment, never as HTML or SVG). `Content-Disposition: inline` with the document's name and extension (RFC 6266: an ASCII `filename` and the exact `filename*`), or `attachment` with `?download=1`. `Cache-Control: private, no-store`, `X-Content-Type-Options: nosniff` and `Content-Security-Policy: default-src 'none'; sandbox` as for every upload. After the document or its child is deleted: 404.",
    parameters: [
      { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: canonicalIdPattern.source } },
      { name: 'download', in: 'query', required: false, schema: { type: 'string', enum: ['1'] }, description: '`1`: served as an attachment (a download) instead of inline.' },
    ],
    responses: {
      '200': {
        description: 'The document as uploaded.',
        headers: {
          ...media.responses['200'].headers,
          'Content-Disposition': { required: true, description: '`inline` (or `attachment` with `?download=1`) with the file name.', schema: { type: 'string' } },
        },
        content: Object.fromEntries(documentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
      },
      '400': media.responses['400'],
      '401': media.responses['401'],
      '403': { description: 'An admin (documents are the parents\' own): `{detail: "..."}`.', content: json('Detail') },
      '404': { description: 'No such document, one deleted (with its child or alone), or one the caller may not see: `{detail: "Not found."}`.', content: json('Detail') },
    },
  }
}

/** Code-unit order, not localeCompare: the file must not depend on the machine's locale. */
const sortedByKey = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))

/**
 * The OpenAPI 3.1 document of the endpoint table: one operation per row, the
 * request and answer schemas as components, the DRF error shapes as shared
 * responses. Pure: the same table always gives the same document.
 */
export function buildOpenApi(table: Record<EndpointName, Endpoint> = endpoints) {
  const names = componentNames(table)
  const schemas = convert(new Map([...names.answers, ...names.bodies]))
  const input = (schema: z.ZodType) => {
    const { $schema: _s, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' }) as JsonSchema
    return rest
  }

  const paths: Record<string, Record<string, unknown>> = {}
  for (const [name, endpoint] of Object.entries(table)) {
    const path = openApiPath(endpoint.path)
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(name, endpoint, names, input) }
  }
  paths[openApiPath(mediaPath)] = { get: mediaOperation() }
  paths[openApiPath(documentFilePath)] = { get: documentFileOperation() }
  const methodOrder = ['get', 'post', 'put', 'patch', 'delete']
  const orderedPaths = Object.fromEntries(
    Object.entries(sortedByKey(paths)).map(([path, ops]) => [
      path,
      Object.fromEntries(Object.entries(ops).sort(([a], [b]) => methodOrder.indexOf(a) - methodOrder.indexOf(b))),
    ]),
  )

  return {
    openapi: '3.1.0',
    info: {
      title: 'First 1,000 Days API',
      version: '1.0.0',
      description:
        'Generated from the zod contract (src/contract/endpoints.ts) by `npm run openapi`; do not edit by hand. Paths are relative to the API base URL and keep the trailing slash.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/api', description: 'The in-browser mock on the app origin; real-API builds use VITE_API_BASE_URL.' }],
    paths: orderedPaths,
    components: {
      schemas: sortedByKey(schemas),
      responses: errorResponses,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The `access` token from login or sign-up.' } },
    },
  }
}

export type OpenApiDocument = ReturnType<typeof buildOpenApi>

/** The committed file's text: 2-space indent and a trailing newline. */
export function openApiText(document: OpenApiDocument = buildOpenApi()): string {
  return `${JSON.stringify(document, null, 2)}\n`
}
