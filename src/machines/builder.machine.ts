import { assign, enqueueActions, fromPromise, not, or, setup, stateIn } from 'xstate'
import { contentTag } from '@/contract/content-tag'
import { openedProblems } from '@/domain/age-coverage'
import type { Band } from '@/contract/content'
import {
  builderTexts,
  changedOrders,
  expandedKeysTo,
  findItem,
  levels,
  moveItem,
  placeSaved,
  removeItem,
  setActive,
  type Item,
  type Level,
  type StatusFilter,
} from '@/domain/content-levels'
import { isApiError } from '@/api/api-error'
import * as contentApi from '@/api/content.api'

/** Which inline form is open: the one form of the builder (SPEC: only one at a time). */
export interface FormTarget {
  level: Level
  /** The parent's id (null for bands). */
  parentId: number | null
  /** The item being edited; null when adding. */
  itemId: number | null
  /**
   * The edited item's contentTag when the form opened, sent as If-Match so a save
   * never overwrites a change made meanwhile elsewhere (this tab's own toggle or
   * reorder of the item moves it along); null: the item as the list now shows it
   * (adding, or after a 412 reloaded the list).
   */
  tag: string | null
}

export interface BuilderContext {
  bands: Band[]
  expanded: string[]
  search: string
  filter: StatusFilter
  form: FormTarget | null
  /** Server messages for the open form, the first per field. */
  formErrors: Record<string, string>
  /** The item a delete is being confirmed for. */
  pendingDelete: { level: Level; id: number; parentId: number | null; tag: string | null } | null
  /** The tree before an optimistic toggle or reorder, restored if saving fails (docs/product-rules.md#decisions). */
  rollback: Band[] | null
  /** What the server said about a refused import file. */
  importProblem: string | null
  /**
   * Events the screen sent while a save or a background reload was running, in
   * the order they were made; each is taken as soon as the builder is idle again
   * (a Delete clicked during a toggle's save opens its dialog afterwards, never lost).
   */
  held: HeldEvent[]
}

export type BuilderEvent =
  | { type: 'retry' }
  /** Reload the list in the background (the tab is back in view, or another tab wrote): README 2026-11-25. */
  | { type: 'refresh' }
  | { type: 'row.toggleExpanded'; key: string }
  /** Expand every row down to the children of `level` (null: collapse everything). */
  | { type: 'rows.expandTo'; level: Level | null }
  | { type: 'search.change'; text: string }
  | { type: 'filter.change'; filter: StatusFilter }
  | { type: 'form.open'; level: Level; parentId: number | null; itemId: number | null }
  | { type: 'form.cancel' }
  | { type: 'form.submit'; values: Record<string, unknown> }
  | { type: 'item.toggle'; level: Level; id: number }
  | { type: 'item.move'; level: Level; parentId: number | null; from: number; to: number }
  | { type: 'item.delete'; level: Level; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'export' }
  | { type: 'import'; file: File }

type Of<T extends BuilderEvent['type']> = Extract<BuilderEvent, { type: T }>

/**
 * The events the builder takes only when idle that the screen can send while a
 * save or a background reload runs (a submit cannot: the form's button waits):
 * they wait in `held` until the builder is idle again.
 */
export const heldWhileBusy = ['form.open', 'form.cancel', 'item.toggle', 'item.move', 'item.delete', 'export', 'import'] as const
export type HeldEvent = Of<(typeof heldWhileBusy)[number]>

/** Busy saving, or reloading in the background (whose controls stay enabled): not idle, and no dialog asking. */
const isWaiting = not(or([stateIn({ ready: 'idle' }), stateIn({ ready: 'confirmingDelete' })]))
const holdWhileBusy = Object.fromEntries(heldWhileBusy.map((type) => [type, { guard: isWaiting, actions: 'hold' as const }])) as Record<
  HeldEvent['type'],
  { guard: typeof isWaiting; actions: 'hold' }
>

/** Each level's endpoints, so save, delete, toggle and reorder are written once. */
const levelApi = {
  band: { create: contentApi.createBand, update: contentApi.updateBand, remove: contentApi.deleteBand },
  questionSet: { create: contentApi.createQuestionSet, update: contentApi.updateQuestionSet, remove: contentApi.deleteQuestionSet },
  question: { create: contentApi.createQuestion, update: contentApi.updateQuestion, remove: contentApi.deleteQuestion },
  option: { create: contentApi.createOption, update: contentApi.updateOption, remove: contentApi.deleteOption },
} as const

type Values = Record<string, unknown>
type LooseApi = {
  create: (values: Values) => Promise<Item>
  update: (id: number, values: Values, ifMatch?: string) => Promise<Item>
  remove: (id: number, ifMatch?: string) => Promise<void>
}
const apiFor = (level: Level) => levelApi[level] as unknown as LooseApi

export interface SaveInput {
  target: FormTarget
  values: Values
  /** If-Match for an edit. */
  tag?: string
}

/** A write's If-Match: the item's tag in this list (the list the screen shows, or the one before an optimistic change). */
const tagIn = (bands: readonly Band[], level: Level, id: number): string | null => {
  const found = findItem(bands, level, id)
  return found ? contentTag(level, found.item) : null
}

/**
 * A saved item's toast. A band save that opens a gap or an overlap in the age coverage is
 * kept (the admin may be midway through a change) but says so (docs/product-rules.md#decisions-builder-extras).
 */
const savedMessage = (form: FormTarget, before: readonly Band[], after: readonly Band[]) => {
  const message = (form.itemId === null ? builderTexts.created : builderTexts.updated)(form.level)
  const opened = form.level === 'band' ? openedProblems(before, after) : []
  return opened.length === 0 ? message : `${message}. ${opened.join('. ')}.`
}

const messageOf = (error: unknown) => (isApiError(error) ? error.message : 'An unexpected error occurred. Please try again.')

/** The server refused a write made on a stale list (If-Match, 412). */
const isConflictError = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 412

/**
 * A write refused with 412: the list was stale. The screen shows the server's
 * message and reloads the list in the background; each state adds its own undo.
 */
const conflict = <const A,>(undo: A) =>
  ({
    guard: 'isConflict',
    target: 'refreshing',
    actions: [undo, { type: 'notify', params: ({ event }: { event: { error: unknown } }) => ({ type: 'error' as const, message: messageOf(event.error) }) }],
  }) as const

/** A toggle or reorder already on screen: kept when saved, undone when refused (docs/product-rules.md#decisions), with a reload on 412. */
const optimisticSaveOutcome = (failure: string) =>
  ({
    onDone: { target: 'idle', actions: 'confirmOptimisticChange' },
    onError: [
      conflict('restoreRollback'),
      {
        target: 'idle',
        actions: [
          'restoreRollback',
          { type: 'notify', params: ({ event }: { event: { error: unknown } }) => ({ type: 'error' as const, message: `${failure}: ${messageOf(event.error)}` }) },
        ],
      },
    ],
  }) as const

export const builderMachine = setup({
  types: {
    context: {} as BuilderContext,
    events: {} as BuilderEvent,
  },
  actors: {
    loadBands: fromPromise<Band[]>(() => contentApi.listBands()),
    saveItem: fromPromise<Item, SaveInput>(({ input: { target, values, tag } }) => {
      const parentKey = levels[target.level].parentKey
      const body = parentKey && target.parentId !== null ? { ...values, [parentKey]: target.parentId } : values
      return target.itemId === null ? apiFor(target.level).create(body) : apiFor(target.level).update(target.itemId, body, tag)
    }),
    saveFields: fromPromise<unknown, { level: Level; changes: { id: number; fields: Values; tag?: string }[] }>(({ input }) =>
      Promise.all(input.changes.map((change) => apiFor(input.level).update(change.id, change.fields, change.tag))),
    ),
    deleteItem: fromPromise<void, { level: Level; id: number; tag?: string }>(({ input }) => apiFor(input.level).remove(input.id, input.tag)),
    exportBands: fromPromise<Band[]>(() => contentApi.exportMilestones()),
    importFile: fromPromise<unknown, { file: File }>(({ input }) => contentApi.importMilestones(input.file)),
  },
  guards: {
    isFormOpen: ({ context }) => context.form !== null,
    hasHeld: ({ context }) => context.held.length > 0,
    isConflict: ({ event }) => isConflictError((event as { error?: unknown }).error),
    isRealMove: ({ event }) => {
      const { from, to } = event as Of<'item.move'>
      return from !== to
    },
    isJsonFile: ({ event }) => (event as Of<'import'>).file.name.toLowerCase().endsWith('.json'),
  },
  actions: {
    hold: assign({ held: ({ context, event }) => [...context.held, event as HeldEvent] }),
    /** Idle again: the first held event is taken now, as if it had just been sent. */
    takeHeld: enqueueActions(({ context, enqueue }) => {
      const [first, ...rest] = context.held
      enqueue.assign({ held: rest })
      if (first) enqueue.raise(first)
    }),
    restoreRollback: assign(({ context }) => ({ bands: context.rollback ?? context.bands, rollback: null })),
    /**
     * A toggle or reorder is saved. If the open form was current for an item this
     * tab just changed, its If-Match follows (this tab's own write is no conflict).
     */
    confirmOptimisticChange: assign(({ context }) => {
      const form = context.form
      if (form === null || form.itemId === null || form.tag === null) return { rollback: null }
      const before = tagIn(context.rollback ?? [], form.level, form.itemId)
      const after = tagIn(context.bands, form.level, form.itemId)
      return { rollback: null, form: form.tag === before && after !== before ? { ...form, tag: after } : form }
    }),
    // Provided by the route: toasts and the file download belong to the screen.
    notify: (_, _params: { type: 'success' | 'error'; message: string }) => {},
    downloadExport: (_, _params: { bands: Band[] }) => {},
  },
}).createMachine({
  id: 'builder',
  context: {
    bands: [],
    expanded: [],
    search: '',
    filter: 'all',
    form: null,
    formErrors: {},
    pendingDelete: null,
    rollback: null,
    importProblem: null,
    held: [],
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadBands',
        onDone: { target: 'ready', actions: assign({ bands: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: { type: 'notify', params: { type: 'error', message: builderTexts.fetchError } } },
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    ready: {
      on: {
        'row.toggleExpanded': {
          actions: assign({
            expanded: ({ context, event }) =>
              context.expanded.includes(event.key) ? context.expanded.filter((key) => key !== event.key) : [...context.expanded, event.key],
          }),
        },
        'rows.expandTo': { actions: assign({ expanded: ({ context, event }) => expandedKeysTo(context.bands, event.level) }) },
        'search.change': { actions: assign({ search: ({ event }) => event.text }) },
        'filter.change': { actions: assign({ filter: ({ event }) => event.filter }) },
        ...holdWhileBusy,
      },
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'hasHeld', actions: 'takeHeld' },
          on: {
            refresh: 'refreshing',
            'form.open': {
              actions: assign({
                form: ({ context, event }) => ({
                  level: event.level,
                  parentId: event.parentId,
                  itemId: event.itemId,
                  tag: event.itemId === null ? null : tagIn(context.bands, event.level, event.itemId),
                }),
                formErrors: {},
              }),
            },
            'form.cancel': { actions: assign({ form: null, formErrors: {} }) },
            'form.submit': { guard: 'isFormOpen', target: 'saving' },
            'item.toggle': {
              target: 'toggling',
              actions: [
                assign(({ context, event }) => {
                  const found = findItem(context.bands, event.level, event.id)
                  if (!found) return {}
                  return {
                    rollback: context.bands,
                    bands: setActive(context.bands, event.level, found.parentId, event.id, !found.item.is_active),
                  }
                }),
                { type: 'notify', params: ({ event }) => ({ type: 'success' as const, message: builderTexts.toggled(event.level) }) },
              ],
            },
            'item.move': {
              guard: 'isRealMove',
              target: 'reordering',
              actions: [
                assign(({ context, event }) => ({
                  rollback: context.bands,
                  bands: moveItem(context.bands, event.level, event.parentId, event.from, event.to),
                })),
                { type: 'notify', params: ({ event }) => ({ type: 'success' as const, message: builderTexts.reordered(event.level) }) },
              ],
            },
            'item.delete': {
              target: 'confirmingDelete',
              actions: assign({
                pendingDelete: ({ context, event }) => ({
                  level: event.level,
                  id: event.id,
                  parentId: findItem(context.bands, event.level, event.id)?.parentId ?? null,
                  tag: tagIn(context.bands, event.level, event.id),
                }),
              }),
            },
            export: 'exporting',
            import: [
              { guard: 'isJsonFile', target: 'importing' },
              {
                // docs/product-rules.md#5: import accepts only .json files.
                actions: [
                  assign({ importProblem: 'Please choose a .json file.' }),
                  { type: 'notify', params: { type: 'error', message: builderTexts.importError } },
                ],
              },
            ],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            src: 'saveItem',
            input: ({ context, event }) => {
              const form = context.form!
              const tag = form.itemId === null ? null : (form.tag ?? tagIn(context.bands, form.level, form.itemId))
              return { target: form, values: (event as Of<'form.submit'>).values, tag: tag ?? undefined }
            },
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'notify',
                  params: ({ context, event }) => ({
                    type: 'success' as const,
                    message: savedMessage(context.form!, context.bands, placeSaved(context.bands, context.form!.level, context.form!.parentId, event.output)),
                  }),
                },
                assign(({ context, event }) => ({
                  bands: placeSaved(context.bands, context.form!.level, context.form!.parentId, event.output),
                  form: null,
                  formErrors: {},
                })),
              ],
            },
            onError: [
              // The message also shows under the form; the form takes the reloaded item's tag, so a second save is the admin's choice.
              conflict(
                assign(({ context, event }) => ({
                  formErrors: { non_field_errors: messageOf(event.error) },
                  form: context.form && { ...context.form, tag: null },
                })),
              ),
              {
                target: 'idle',
                actions: [
                  { type: 'notify', params: ({ context }) => ({ type: 'error' as const, message: builderTexts.saveError(context.form!.level) }) },
                  assign({ formErrors: ({ event }) => (isApiError(event.error) ? event.error.fieldErrors : {}) }),
                ],
              },
            ],
          },
        },
        toggling: {
          tags: ['busy'],
          invoke: {
            src: 'saveFields',
            input: ({ context, event }) => {
              const { level, id } = event as Of<'item.toggle'>
              const found = findItem(context.bands, level, id)
              const tag = tagIn(context.rollback ?? [], level, id) ?? undefined
              return { level, changes: found ? [{ id, fields: { is_active: found.item.is_active }, tag }] : [] }
            },
            ...optimisticSaveOutcome('Could not save the change'),
          },
        },
        reordering: {
          tags: ['busy'],
          invoke: {
            src: 'saveFields',
            input: ({ context, event }) => {
              const { level, parentId } = event as Of<'item.move'>
              const changes = changedOrders(context.rollback ?? [], context.bands, level, parentId)
              return { level, changes: changes.map(({ id, order }) => ({ id, fields: { order }, tag: tagIn(context.rollback ?? [], level, id) ?? undefined })) }
            },
            ...optimisticSaveOutcome('Could not save the new order'),
          },
        },
        confirmingDelete: {
          on: {
            'delete.confirm': 'deleting',
            'delete.cancel': { target: 'idle', actions: assign({ pendingDelete: null }) },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            src: 'deleteItem',
            input: ({ context }) => ({ level: context.pendingDelete!.level, id: context.pendingDelete!.id, tag: context.pendingDelete!.tag ?? undefined }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'notify', params: ({ context }) => ({ type: 'success' as const, message: builderTexts.deleted(context.pendingDelete!.level) }) },
                assign(({ context }) => {
                  const { level, id, parentId } = context.pendingDelete!
                  // A form open on the deleted item (or inside it) has nothing left to edit.
                  const formGone = context.form !== null && !findItem(removeItem(context.bands, level, parentId, id), context.form.level, context.form.itemId ?? context.form.parentId ?? -1)
                  return {
                    bands: removeItem(context.bands, level, parentId, id),
                    pendingDelete: null,
                    form: formGone && context.form?.itemId !== null ? null : context.form,
                  }
                }),
              ],
            },
            onError: [
              conflict(assign({ pendingDelete: null })),
              {
                target: 'idle',
                actions: [
                  { type: 'notify', params: ({ context }) => ({ type: 'error' as const, message: builderTexts.deleteError(context.pendingDelete!.level) }) },
                  assign({ pendingDelete: null }),
                ],
              },
            ],
          },
        },
        refreshing: {
          // In the background: rows, search, filter and an open form (its typed values too) stay; writes wait.
          tags: ['refreshing'],
          invoke: {
            src: 'loadBands',
            onDone: { target: 'idle', actions: assign({ bands: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: { type: 'notify', params: { type: 'error', message: builderTexts.fetchError } } },
          },
        },
        exporting: {
          tags: ['busy'],
          invoke: {
            src: 'exportBands',
            onDone: {
              target: 'idle',
              actions: [
                { type: 'downloadExport', params: ({ event }) => ({ bands: event.output }) },
                { type: 'notify', params: { type: 'success', message: builderTexts.exported } },
              ],
            },
            onError: { target: 'idle', actions: { type: 'notify', params: { type: 'error', message: builderTexts.exportError } } },
          },
        },
        importing: {
          tags: ['busy'],
          invoke: {
            src: 'importFile',
            input: ({ event }) => ({ file: (event as Of<'import'>).file }),
            // docs/product-rules.md#4: import reloads the band list afterwards.
            onDone: {
              target: '#builder.loading',
              actions: [assign({ importProblem: null }), { type: 'notify', params: { type: 'success', message: builderTexts.imported } }],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ importProblem: ({ event }) => messageOf(event.error) }),
                { type: 'notify', params: { type: 'error', message: builderTexts.importError } },
              ],
            },
          },
        },
      },
    },
  },
})
