import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { endpoints, type EndpointName } from '@/contract/endpoints'
import { openApiPath } from '@/contract/openapi'
import { schemaProblems } from './json-schema'

type Json = Record<string, unknown>
type Response = { $ref?: string; content?: { 'application/json'?: { schema: Json } } }

/** The committed docs/openapi.json: what the backend team reads (openapi.test.ts keeps it up to date). */
export const committedDocument = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../docs/openapi.json'), 'utf8')) as Json

const pointer = (ref: string) =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<Json>((node, key) => node[key] as Json, committedDocument)

/** The JSON Schema the document gives for this endpoint's answer with this status; throws if the status is not documented. */
export function documentedAnswerSchema(name: EndpointName, status: number): Json {
  const { method, path } = endpoints[name]
  const paths = committedDocument.paths as Record<string, Record<string, { responses: Record<string, Response> }>>
  let response = paths[openApiPath(path)]?.[method.toLowerCase()]?.responses[String(status)]
  if (!response) throw new Error(`docs/openapi.json has no ${status} answer for ${method} ${path}`)
  if (response.$ref) response = pointer(response.$ref) as Response
  const schema = response.content?.['application/json']?.schema
  if (!schema) throw new Error(`docs/openapi.json gives no JSON body for ${status} of ${method} ${path}`)
  return schema
}

/** Problems of a JSON answer against the document's schema for it (empty when valid). */
export function documentProblems(name: EndpointName, status: number, value: unknown): string[] {
  return schemaProblems(committedDocument, documentedAnswerSchema(name, status), value)
}
