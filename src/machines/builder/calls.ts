import { fromPromise } from 'xstate'
import { contentTag } from '@/contract/content-tag'
import type { Band, Impact, Option } from '@/contract/content'
import { findItem, levels, type Item, type Level } from '@/domain/content-levels'
import { isApiError, isNotFoundError } from '@/api/api-error'
import * as contentApi from '@/api/content.api'
import type { SaveFieldsInput, SaveInput, Values } from '@/machines/builder/context'

/** Each level's endpoints, so save, delete, toggle and reorder are written once. */
const levelApi = {
  band: { create: contentApi.createBand, update: contentApi.updateBand, remove: contentApi.deleteBand },
  questionSet: { create: contentApi.createQuestionSet, update: contentApi.updateQuestionSet, remove: contentApi.deleteQuestionSet },
  question: { create: contentApi.createQuestion, update: contentApi.updateQuestion, remove: contentApi.deleteQuestion },
  option: { create: contentApi.createOption, update: contentApi.updateOption, remove: contentApi.deleteOption },
} as const

type LooseApi = {
  create: (values: Values) => Promise<Item>
  update: (id: number, values: Values, ifMatch?: string) => Promise<Item>
  remove: (id: number, ifMatch?: string) => Promise<void>
}
const apiFor = (level: Level) => levelApi[level] as unknown as LooseApi

/**
 * docs/decisions/048: a new question is created with the options typed in its form (the
 * standard Yes 2 / Sometimes 1 / Not yet 0 to start with), one call each after the
 * question's own (SPEC's calls). If one is refused, the new question is deleted
 * again (nobody has answered it: parents are offered it only with two options
 * saved) and the form stays open with what was typed.
 */
async function createQuestionWithOptions({ options, ...question }: Values): Promise<Item> {
  const saved = await contentApi.createQuestion(question as Parameters<typeof contentApi.createQuestion>[0])
  const created: Option[] = []
  try {
    for (const option of (options ?? []) as Omit<Parameters<typeof contentApi.createOption>[0], 'question'>[]) {
      created.push(await contentApi.createOption({ ...option, question: saved.id }))
    }
  } catch (error) {
    await contentApi.deleteQuestion(saved.id).catch(() => undefined)
    throw error
  }
  return { ...saved, options: created }
}

/**
 * Some writes of a batch (a reorder, or its undo) were refused, and what the
 * others wrote could not all be taken back: the server holds part of it. The
 * list is reloaded, as for a 412 (decision 046).
 */
export class PartialWriteError extends Error {
  constructor(readonly refusal: unknown) {
    super('Part of the change was saved and could not be taken back. The list has been reloaded: check it.')
    this.name = 'PartialWriteError'
  }
}

export const messageOf = (error: unknown) => (isApiError(error) ? error.message : error instanceof PartialWriteError ? error.message : 'An unexpected error occurred. Please try again.')

/** The server refused a write made on a stale list (If-Match, 412), or a batch was left half-written. */
export const isConflictError = (error: unknown) => (isApiError(error) && error.kind === 'http' && error.status === 412) || error instanceof PartialWriteError

/** An undo or redo the server refused: the item changed (412) or is gone (404) since, or the batch was left half-written. */
export const isRefusalError = (error: unknown) => isConflictError(error) || isNotFoundError(error)

/** A write's If-Match: the item's tag in this list (the list the screen shows, or the one before an optimistic change). */
export const tagIn = (bands: readonly Band[], level: Level, id: number): string | null => {
  const found = findItem(bands, level, id)
  return found ? contentTag(level, found.item) : null
}

/**
 * A write refused with 412: the list was stale. The screen shows the server's
 * message and reloads the list in the background; each state adds its own undo.
 */
export const conflict = <const A extends readonly unknown[]>(...undo: A) =>
  ({
    guard: 'isConflict',
    target: 'refreshing',
    actions: [...undo, { type: 'notify', params: ({ event }: { event: { error: unknown } }) => ({ type: 'error' as const, message: messageOf(event.error) }) }],
  }) as const

/** The builder's calls to the server, as the named actors its states invoke (the import's two are in import-preview.ts). */
export const builderCalls = {
  loadBands: fromPromise<Band[]>(() => contentApi.listBands()),
  saveItem: fromPromise<Item, SaveInput>(({ input: { target, values, tag } }) => {
    const parentKey = levels[target.level].parentKey
    const body = parentKey && target.parentId !== null ? { ...values, [parentKey]: target.parentId } : values
    if (target.itemId === null && target.level === 'question') return createQuestionWithOptions(body)
    return target.itemId === null ? apiFor(target.level).create(body) : apiFor(target.level).update(target.itemId, body, tag)
  }),
  saveFields: fromPromise<Item[], SaveFieldsInput>(async ({ input }) => {
    const api = apiFor(input.level)
    const results = await Promise.allSettled(input.changes.map((change) => api.update(change.id, change.fields, change.tag)))
    const refused = results.find((result) => result.status === 'rejected')
    if (!refused) return results.map((result) => (result as PromiseFulfilledResult<Item>).value)
    // A batch is all or nothing: what was written is taken back (If-Match: the tag the server answered), decision 046.
    const written = results.flatMap((result, index) => {
      const change = input.changes[index]!
      return result.status === 'fulfilled' && change.revert ? [{ change, saved: result.value }] : []
    })
    const takenBack = await Promise.allSettled(written.map(({ change, saved }) => api.update(change.id, change.revert!, contentTag(input.level, saved))))
    if (takenBack.some((result) => result.status === 'rejected')) throw new PartialWriteError(refused.reason)
    throw refused.reason
  }),
  deleteItem: fromPromise<void, { level: Level; id: number; tag?: string }>(({ input }) => apiFor(input.level).remove(input.id, input.tag)),
  /** docs/decisions/066: the parents' answers an item touches (an optional call: a server without it fails, and SPEC's plain question is asked). */
  loadImpact: fromPromise<Impact, { level: Level; id: number }>(({ input }) => contentApi.contentImpact(input)),
  exportBands: fromPromise<Band[]>(() => contentApi.exportMilestones()),
}
