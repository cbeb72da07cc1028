import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { endpoints, uploadPaths, type EndpointName } from '@/contract/endpoints'
import { buildOpenApi, describeUpload, openApiPath, openApiText, schemaRef } from '@/contract/openapi'
import { schemaProblems } from './support/json-schema'

const committedPath = resolve(import.meta.dirname, '../../docs/openapi.json')
const document = buildOpenApi()
const names = Object.keys(endpoints) as EndpointName[]

type Json = Record<string, unknown>
type Operation = {
  operationId: string
  description?: string
  security: Json[]
  parameters?: { name: string; in: string; required: boolean; schema: Json }[]
  requestBody?: { required: boolean; content: Record<string, { schema: { $ref: string } }> }
  responses: Record<string, { $ref?: string; description?: string; content?: Record<string, { schema: Json }> }>
}

const operationOf = (name: EndpointName) => {
  const { method, path } = endpoints[name]
  return (document.paths as Record<string, Record<string, Operation>>)[openApiPath(path)]?.[method.toLowerCase()]
}

/** Follows a `#/...` pointer inside the document. */
const resolveRef = (ref: string): Json =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<Json>((node, key) => node[key] as Json, document as unknown as Json)

/** The schema with every $ref replaced by its target: what the component means on its own. */
function inlined(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(inlined)
  if (typeof schema !== 'object' || schema === null) return schema
  const { $ref, ...rest } = schema as Json
  if (typeof $ref === 'string') return inlined(resolveRef($ref))
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inlined(value)]))
}

const standalone = (schema: z.ZodType) => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: describeUpload }) as Json
  return rest
}

/** Every `$ref` string anywhere in a value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn)
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, item]) => (key === '$ref' && typeof item === 'string' ? [item] : refsIn(item)))
}

describe('docs/openapi.json', () => {
  it('is up to date with the zod contract', () => {
    const committed = readFileSync(committedPath, 'utf8')
    expect(committed === openApiText(), 'docs/openapi.json is out of date with src/contract: run `npm run openapi` and commit it').toBe(true)
  })

  it('is the same text every time it is built (stable order, 2-space indent, trailing newline)', () => {
    const text = openApiText(buildOpenApi())
    expect(text).toBe(openApiText(buildOpenApi()))
    expect(text.endsWith('}\n')).toBe(true)
    expect(text.split('\n')[1]).toBe('  "openapi": "3.1.0",')
  })
})

describe('the document is structurally valid OpenAPI 3.1', () => {
  it('has the required top-level fields', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/)
    expect(typeof document.info.title).toBe('string')
    expect(typeof document.info.version).toBe('string')
    expect(document.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema')
    expect(Object.keys(document.paths).length).toBeGreaterThan(0)
  })

  it('resolves every $ref inside the document', () => {
    const refs = refsIn(document)
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\/components\/(schemas|responses)\/[A-Za-z]+$/)
      expect(resolveRef(ref), ref).toBeTypeOf('object')
    }
  })

  it('gives each operation a unique operationId, known security schemes, and responses with a description', () => {
    const ids = new Set<string>()
    const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']
    for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
      expect(path).toMatch(/^\/[a-z_\-/{}A-Za-z]*\/$/)
      for (const [method, op] of Object.entries(item)) {
        expect(methods, `${method} ${path}`).toContain(method)
        expect(ids.has(op.operationId), op.operationId).toBe(false)
        ids.add(op.operationId)
        for (const requirement of op.security) {
          for (const scheme of Object.keys(requirement)) expect(document.components.securitySchemes).toHaveProperty(scheme)
        }
        expect(Object.keys(op.responses).length).toBeGreaterThan(0)
        for (const [status, response] of Object.entries(op.responses)) {
          expect(status).toMatch(/^[1-5]\d\d$/)
          const target = response.$ref ? (resolveRef(response.$ref) as { description?: unknown }) : response
          expect(typeof target.description, `${method} ${path} ${status}`).toBe('string')
        }
        // Every {name} of the path template is a required path parameter, and nothing else is.
        const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
        const inPath = (op.parameters ?? []).filter((p) => p.in === 'path')
        expect(inPath.map((p) => p.name)).toEqual(templated)
        for (const parameter of op.parameters ?? []) {
          expect(['path', 'query', 'header', 'cookie']).toContain(parameter.in)
          expect(parameter.schema).toBeTypeOf('object')
          if (parameter.in === 'path') expect(parameter.required).toBe(true)
        }
        if (op.requestBody) expect(Object.keys(op.requestBody.content).length).toBeGreaterThan(0)
      }
    }
  })
})

/** docs/product-rules.md#7 "The calls it makes", SPEC's own (the set rows expanded); the optional extensions are the endpoint table's. */
const specCalls = [
  'POST /accounts/login/',
  'POST /accounts/signup/',
  'POST /accounts/onboarding/complete/',
  'POST /accounts/logout/',
  'GET /children/profiles/',
  'GET /children/profiles/{childId}/',
  'POST /children/profiles/',
  'PATCH /children/profiles/{childId}/',
  'GET /children/child-bands/',
  'GET /accounts/admin/users/',
  'PUT /accounts/admin/users/{id}/',
  'GET /children/global-bands/',
  'POST /children/global-bands/',
  'PATCH /children/global-bands/{id}/',
  'DELETE /children/global-bands/{id}/',
  'GET /children/global-bands/export_milestones/',
  'POST /children/global-bands/import_milestones/',
  'POST /children/global-question-sets/',
  'PATCH /children/global-question-sets/{id}/',
  'DELETE /children/global-question-sets/{id}/',
  'POST /children/global-questions/',
  'PATCH /children/global-questions/{id}/',
  'DELETE /children/global-questions/{id}/',
  'POST /children/global-answer-options/',
  'PATCH /children/global-answer-options/{id}/',
  'DELETE /children/global-answer-options/{id}/',
  'GET /children/global-responses/',
  'POST /children/global-responses/bulk_create/',
  'GET /children/milestones/',
]

/** Every row of the endpoint table, and (not rows of it) the paths that serve an upload's bytes, as `METHOD /path/`. */
const tableCalls = [
  ...names.map((name) => `${endpoints[name].method} ${openApiPath(endpoints[name].path)}`),
  ...uploadPaths.map((path) => `GET ${openApiPath(path)}`),
]

describe('every row of the endpoint table is in the document', () => {
  const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))

  it('covers exactly the calls of the endpoint table and the uploads served back', () => {
    expect([...documented].sort()).toEqual([...tableCalls].sort())
  })

  it('holds every call of SPEC section 7', () => {
    expect(documented).toEqual(expect.arrayContaining(specCalls))
  })

  it('marks the optional extensions, and only them, with x-optional-extension and says what a backend without them does', () => {
    const marked = names.filter((name) => (operationOf(name) as { 'x-optional-extension'?: boolean } | undefined)?.['x-optional-extension'] === true)
    expect(marked.sort()).toEqual([
      'acceptInvitation',
      'acceptInvitationLink',
      'addVaccineCard',
      'cancelEmailChange',
      'changePassword',
      'confirmEmail',
      'contentImpact',
      'createDoseRecord',
      'createInvitation',
      'createMeasurement',
      'createReminder',
      'createVaccineDose',
      'createVisit',
      'declineInvitation',
      'deleteAccount',
      'deleteChild',
      'deleteDocument',
      'deleteDoseRecord',
      'deleteMeasurement',
      'deleteReminder',
      'deleteVisit',
      'dismissAccessEnded',
      'exportAccount',
      'getAccount',
      'getAdminOverview',
      'getDoctorQuestions',
      'getPracticeWeek',
      'getVaccineRecordState',
      'getVaccineSchedule',
      'getVisitSchedule',
      'listAccessEnded',
      'listChildAccess',
      'listDocuments',
      'listDoseRecords',
      'listMeasurements',
      'listMilestoneHistory',
      'listMyInvitations',
      'listReminders',
      'listVisits',
      'previewInvitation',
      'removeChildAccess',
      'resendEmailConfirmation',
      'revokeInvitation',
      'saveDoctorQuestions',
      'setPractice',
      'setVaccineRecordState',
      'updateAccount',
      'updateChildAccess',
      'updateDocument',
      'updateDoseRecord',
      'updateMeasurement',
      'updateReminder',
      'updateVaccineDose',
      'updateVisit',
      'uploadDocument',
    ])
    for (const name of marked) expect(operationOf(name)?.description).toContain('Optional extension')
  })

  it.each(names)('%s: method, path, status, schema refs, auth and error answers', (name) => {
    const endpoint = endpoints[name]
    const op = operationOf(name)
    expect(op, `${endpoint.method} ${openApiPath(endpoint.path)}`).toBeDefined()
    if (!op) return
    expect(op.operationId).toBe(name)

    const success = op.responses[String(endpoint.status)]
    expect(success).toBeDefined()
    if (endpoint.answer === null) {
      expect(success?.content).toBeUndefined()
    } else {
      const ref = success?.content?.['application/json']?.schema.$ref as string
      expect(ref).toMatch(/^#\/components\/schemas\//)
      // The component, its refs inlined, is exactly zod's own JSON Schema of the answer.
      expect(inlined(resolveRef(ref))).toEqual(standalone(endpoint.answer))
    }

    if (endpoint.body) {
      const mediaType = endpoint.encoding === 'multipart' ? 'multipart/form-data' : 'application/json'
      expect(Object.keys(op.requestBody?.content ?? {})).toEqual([mediaType])
      expect(op.requestBody?.required).toBe(true)
      const ref = op.requestBody?.content[mediaType]?.schema.$ref as string
      expect(inlined(resolveRef(ref))).toEqual(standalone(endpoint.body))
    } else {
      expect(op.requestBody).toBeUndefined()
    }

    expect(op.security).toEqual(endpoint.auth === 'public' ? [] : [{ bearerAuth: [] }])

    const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)
    expect(query).toEqual(endpoint.query ? Object.keys((endpoint.query as z.ZodObject).shape) : [])

    const errors = Object.keys(op.responses).filter((status) => status !== String(endpoint.status))
    const expected = ['401', '500']
    if (endpoint.body || endpoint.query) expected.push('400')
    if (endpoint.auth === 'admin') expected.push('403')
    // A path id, ?child= or a body's child names an item that may not exist; import's ?dry_run=1 names none.
    const bodyChild = endpoint.body instanceof z.ZodObject && 'child' in endpoint.body.shape
    if (endpoint.params || query.includes('child') || bodyChild) expected.push('404')
    // Conditional writes (README 2026-11-25): the optional If-Match header and its 412.
    if (endpoint.ifMatch) expected.push('412')
    // docs/decisions/031: a body in another media type answers 415; login, sign-up and the password change limit failed attempts (429).
    if (endpoint.body) expected.push('415')
    if (endpoint.attemptLimited) expected.push('429')
    expect(errors.sort()).toEqual(expected.sort())
    const headers = (op.parameters ?? []).filter((p) => p.in === 'header').map((p) => [p.name, p.required])
    expect(headers).toEqual(endpoint.ifMatch ? [['If-Match', false]] : [])
  })

  it('describes each upload of a multipart body as a binary part with its media type', () => {
    const uploads = (schemaName: string) =>
      Object.entries((inlined(resolveRef(schemaRef(schemaName))) as { properties: Record<string, Json> }).properties)
        .filter(([, property]) => JSON.stringify(property).includes('"format":"binary"'))
        .map(([field, property]) => [field, JSON.stringify(property).match(/"contentMediaType":"([^"]+)"/)?.[1]])
    expect(uploads('ChildCreate')).toEqual([['profile_image_upload', 'image/*']])
    expect(uploads('BandUpdate')).toEqual([
      ['milestone_image', 'image/*'],
      ['goal_image', 'image/*'],
    ])
    expect(uploads('ImportBody')).toEqual([['file', 'application/json']])
  })

  it('gives the DRF error shapes: 400 {field: [messages]} (or {detail}), 401/403/404/500 {detail}', () => {
    const schemaOf = (response: string) =>
      (resolveRef(`#/components/responses/${response}`) as { content: { 'application/json': { schema: Json } } }).content['application/json'].schema
    const check = (response: string, value: unknown) => schemaProblems(document, schemaOf(response), value)
    expect(check('BadRequest', { email: ['Please enter a valid email'] })).toEqual([])
    expect(check('BadRequest', { detail: 'JSON parse error - the request body is not valid JSON.' })).toEqual([])
    expect(check('BadRequest', { email: 'not a list' })).not.toEqual([])
    for (const response of ['Unauthorized', 'Forbidden', 'NotFound', 'ServerError']) {
      expect(check(response, { detail: 'Not found.' })).toEqual([])
      expect(check(response, { message: 'Not found.' })).not.toEqual([])
    }
  })
})
