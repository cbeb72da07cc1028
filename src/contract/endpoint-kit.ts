import { z } from 'zod'
import { idParamSchema } from '@/contract/common'
import type { TagKind } from '@/contract/content-tag'

/*
 * The endpoint table's row type and its builder, apart from the table so that its groups (src/contract/endpoints-*.ts)
 * build rows without importing the table back.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
/** public: no token needed (and none sent on logout); user: any signed-in user; admin: ADMIN only. */
export type AuthMode = 'public' | 'user' | 'admin'
export type Encoding = 'none' | 'json' | 'multipart'

export interface Endpoint<
  Auth extends AuthMode = AuthMode,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Answer extends z.ZodType | null = z.ZodType | null,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  IfMatch extends TagKind | undefined = TagKind | undefined,
> {
  method: HttpMethod
  /** MSW path syntax, relative to the API base URL, with DRF's trailing slash. */
  path: string
  auth: Auth
  encoding: Encoding
  body: Body
  params: Params
  query: Query
  /** null: the answer has no body (204). */
  answer: Answer
  status: 200 | 201 | 204
  /**
   * Conditional write (not in SPEC): the call may send `If-Match` with the
   * recordTag of this kind's record (`:id`, or the body's `child` for the
   * questions for the doctor); a stale tag answers 412 with the record as it is now.
   */
  ifMatch: IfMatch
  /** Failed attempts are limited per client and per account (docs/decisions/051): 429 with Retry-After. */
  attemptLimited?: boolean
  /** For the backend team (docs/openapi.json): a rule the schemas cannot say. */
  description?: string
  /** Not in SPEC, designed mock-first: a backend may lack it (404), and only its screen says so. */
  optionalExtension?: boolean
}

export function endpoint<
  Auth extends AuthMode,
  Body extends z.ZodType | undefined = undefined,
  Answer extends z.ZodType | null = null,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  IfMatch extends TagKind | undefined = undefined,
>(def: {
  method: HttpMethod
  path: string
  auth: Auth
  encoding?: Encoding
  body?: Body
  params?: Params
  query?: Query
  answer: Answer
  status?: 200 | 201 | 204
  ifMatch?: IfMatch
  attemptLimited?: boolean
  description?: string
  optionalExtension?: boolean
}): Endpoint<Auth, Body, Answer, Params, Query, IfMatch> {
  return {
    encoding: def.body ? 'json' : 'none',
    status: 200,
    ...def,
    body: def.body as Body,
    params: def.params as Params,
    query: def.query as Query,
    ifMatch: def.ifMatch as IfMatch,
  }
}

export const idParams = z.object({ id: idParamSchema })
export const childIdParams = z.object({ childId: idParamSchema })
