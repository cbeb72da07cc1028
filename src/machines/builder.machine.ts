import { assign, enqueueActions, fromPromise, not, or, setup, stateIn } from 'xstate'
import { contentTag } from '@/contract/content-tag'
import { openedProblems } from '@/domain/age-coverage'
import type { Band, Impact, ImportPlan, Option } from '@/contract/content'
import {
  applySide,
  editOutcome,
  historyTexts,
  keepExisting,
  pushEntry,
  reorderEntry,
  retag,
  sameEntry,
  staleReason,
  toggleEntry,
  wireFields,
  withoutItem,
  type HistoryDirection,
  type HistoryEntry,
} from '@/domain/content-history'
import {
  builderTexts,
  changedOrders,
  impactTexts,
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
  /**
   * The item a delete is being confirmed for, with the parents' answers it touches
   * (issue #21): null while asked, or when the server cannot say (SPEC's plain question).
   */
  pendingDelete: { level: Level; id: number; parentId: number | null; tag: string | null; impact: Impact | null } | null
  /**
   * Issue #21: the item being switched on or off. Switching off asks first what it
   * touches; parents' answers are confirmed in a dialog, and the toast says they are kept.
   */
  pendingToggle: { level: Level; id: number; impact: Impact | null } | null
  /** The tree before an optimistic toggle or reorder, restored if saving fails (docs/product-rules.md#decisions). */
  rollback: Band[] | null
  /** What the server said about a refused import file. */
  importProblem: string | null
  /**
   * The file chosen for import and the server's dry-run plan for it, while the
   * admin reads the preview (issue #16); plan null: the server has no dry run (decision 044).
   */
  importPreview: ImportPreview | null
  /**
   * Events the screen sent while a save or a background reload was running, in
   * the order they were made; each is taken as soon as the builder is idle again
   * (a Delete clicked during a toggle's save opens its dialog afterwards, never lost).
   */
  held: HeldEvent[]
  /**
   * Undo and redo (decision 046): the last changes of this visit that can be
   * undone, newest last (at most 20), and the undone ones that can be made
   * again. A new change clears `redo`; an import clears both.
   */
  undo: HistoryEntry[]
  redo: HistoryEntry[]
  /** The toggle or reorder being saved, as it goes on `undo` once saved (its toast offers Undo at once). */
  pendingChange: HistoryEntry | null
}

export interface ImportPreview {
  file: File
  plan: ImportPlan | null
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
  /** Issue #21: deactivating an item parents have answered, confirmed or not. */
  | { type: 'toggle.confirm' }
  | { type: 'toggle.cancel' }
  | { type: 'export' }
  | { type: 'import'; file: File }
  /**
   * Undo the last change (Ctrl+Z), or make the last undone change again
   * (Shift+Ctrl+Z). From a toast, `entry` is the change it was shown for: taken
   * only while that change is still the last one.
   */
  | { type: 'history.undo'; entry?: HistoryEntry }
  | { type: 'history.redo'; entry?: HistoryEntry }
  /** The preview's Apply and Cancel (issue #16). */
  | { type: 'import.apply' }
  | { type: 'import.cancel' }

type Of<T extends BuilderEvent['type']> = Extract<BuilderEvent, { type: T }>

/**
 * The events the builder takes only when idle that the screen can send while a
 * save or a background reload runs (a submit cannot: the form's button waits):
 * they wait in `held` until the builder is idle again.
 */
export const heldWhileBusy = ['form.open', 'form.cancel', 'item.toggle', 'item.move', 'item.delete', 'export', 'import', 'history.undo', 'history.redo'] as const
export type HeldEvent = Of<(typeof heldWhileBusy)[number]>

/** Busy saving, or reloading in the background (whose controls stay enabled): not idle, and no dialog asking. */
const isWaiting = not(or([stateIn({ ready: 'idle' }), stateIn({ ready: 'confirmingDelete' }), stateIn({ ready: 'confirmingToggle' }), stateIn({ ready: 'previewing' })]))
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

/**
 * Issue #21: a new question is created with the options typed in its form (the
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

/** Field writes of one level (a toggle, a reorder, an undo or redo); `revert` takes a write back if another of the batch is refused. */
export interface SaveFieldsInput {
  level: Level
  changes: { id: number; fields: Values; tag?: string; revert?: Values }[]
}

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

const messageOf = (error: unknown) => (isApiError(error) ? error.message : error instanceof PartialWriteError ? error.message : 'An unexpected error occurred. Please try again.')

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

/** The server refused a write made on a stale list (If-Match, 412), or a batch was left half-written. */
const isConflictError = (error: unknown) => (isApiError(error) && error.kind === 'http' && error.status === 412) || error instanceof PartialWriteError

/** An undo or redo the server refused: the item changed (412) or is gone (404) since, or the batch was left half-written. */
const isRefusalError = (error: unknown) => isConflictError(error) || (isApiError(error) && error.kind === 'http' && error.status === 404)

/**
 * A write refused with 412: the list was stale. The screen shows the server's
 * message and reloads the list in the background; each state adds its own undo.
 */
const conflict = <const A extends readonly unknown[]>(...undo: A) =>
  ({
    guard: 'isConflict',
    target: 'refreshing',
    actions: [...undo, { type: 'notify', params: ({ event }: { event: { error: unknown } }) => ({ type: 'error' as const, message: messageOf(event.error) }) }],
  }) as const

/** A toggle or reorder already on screen: kept when saved, undone when refused (docs/product-rules.md#decisions), with a reload on 412. */
const optimisticSaveOutcome = (failure: string) =>
  ({
    onDone: { target: 'idle', actions: ['confirmOptimisticChange', 'recordPendingChange', 'forgetPendingToggle'] },
    onError: [
      conflict('restoreRollback', 'forgetPendingChange', 'forgetPendingToggle'),
      {
        target: 'idle',
        actions: [
          'restoreRollback',
          'forgetPendingChange',
          'forgetPendingToggle',
          { type: 'notify', params: ({ event }: { event: { error: unknown } }) => ({ type: 'error' as const, message: `${failure}: ${messageOf(event.error)}` }) },
        ],
      },
    ],
  }) as const

const topOf = (context: BuilderContext, direction: HistoryDirection) => (direction === 'undo' ? context.undo : context.redo).at(-1)

/**
 * An undo or redo on screen at once, saved with the same actor and If-Match tags
 * as any toggle or reorder (decision 046): kept and moved to the other stack when
 * saved; when refused (changed or deleted since), put back, dropped from the
 * history, said in words and the list reloaded; when it fails otherwise, put back
 * and kept, to try again.
 */
const historyStep = (direction: HistoryDirection) =>
  ({
    tags: ['busy'],
    invoke: {
      src: 'saveFields',
      input: ({ context }: { context: BuilderContext }) => {
        const entry = topOf(context, direction)!
        const [write, revert] = direction === 'undo' ? (['before', 'after'] as const) : (['after', 'before'] as const)
        return {
          level: entry.level,
          changes: entry.changes.map((change) => ({
            id: change.id,
            fields: wireFields(entry.level, change[write]),
            tag: change.tag,
            revert: wireFields(entry.level, change[revert]),
          })),
        }
      },
      onDone: {
        target: 'idle',
        actions: [
          'confirmOptimisticChange',
          { type: 'finishHistoryStep', params: { direction } },
          {
            type: 'notify',
            params: ({ context }: { context: BuilderContext }) =>
              direction === 'undo'
                ? { type: 'success' as const, message: historyTexts.undone(context.redo.at(-1)!), redo: context.redo.at(-1) }
                : { type: 'success' as const, message: historyTexts.redone(context.undo.at(-1)!), undo: context.undo.at(-1) },
          },
        ],
      },
      onError: [
        {
          guard: 'isRefusal',
          target: 'refreshing',
          actions: [
            'restoreRollback',
            {
              type: 'notify',
              params: ({ context, event }: { context: BuilderContext; event: { error: unknown } }) => {
                const entry = topOf(context, direction)!
                const { error } = event
                const message =
                  error instanceof PartialWriteError
                    ? historyTexts.partly(entry, direction)
                    : historyTexts.refused(entry, direction, isApiError(error) && error.status === 404 ? 'gone' : 'changed')
                return { type: 'error' as const, message }
              },
            },
            { type: 'dropHistoryStep', params: { direction } },
          ],
        },
        {
          target: 'idle',
          actions: [
            'restoreRollback',
            {
              type: 'notify',
              params: ({ event }: { event: { error: unknown } }) => ({ type: 'error' as const, message: historyTexts.failed(direction, messageOf(event.error)) }),
            },
          ],
        },
      ],
    },
  }) as const

/**
 * Ctrl+Z or Shift+Ctrl+Z (or a toast's Undo or Redo) in idle: refused at once,
 * without a write, when the list already shows the item changed or gone (a
 * reload brought another tab's change); else made.
 */
const historyEvent = (direction: HistoryDirection) => [
  {
    guard: { type: 'isHistoryStale', params: { direction } },
    target: 'refreshing',
    actions: [
      {
        type: 'notify',
        params: ({ context }: { context: BuilderContext }) => {
          const entry = topOf(context, direction)!
          return { type: 'error' as const, message: historyTexts.refused(entry, direction, staleReason(context.bands, entry)!) }
        },
      },
      { type: 'dropHistoryStep', params: { direction } },
    ],
  },
  { guard: { type: 'canStep', params: { direction } }, target: direction === 'undo' ? 'undoing' : 'redoing', actions: { type: 'beginHistoryStep', params: { direction } } },
] as const

/** What a toast of the builder says, and the change its Undo or Redo button stands for. */
export interface Notice {
  type: 'success' | 'error'
  message: string
  undo?: HistoryEntry
  redo?: HistoryEntry
}

/** A toggle made: on screen at once, with a toast that offers Undo and, when parents' answers are touched (issue #21), says they are kept. */
const toggleMade = [
  'applyToggle',
  {
    type: 'notify',
    params: ({ context }: { context: BuilderContext }) => {
      const { level, impact } = context.pendingToggle!
      const message = impact && impact.answers > 0 ? impactTexts.afterDeactivate(level, impact) : builderTexts.toggled(level)
      return { type: 'success' as const, message, undo: context.pendingChange ?? undefined }
    },
  },
] as const

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
    /** Issue #21: the parents' answers an item touches (an optional call: a server without it fails, and SPEC's plain question is asked). */
    loadImpact: fromPromise<Impact, { level: Level; id: number }>(({ input }) => contentApi.contentImpact(input)),
    exportBands: fromPromise<Band[]>(() => contentApi.exportMilestones()),
    previewImport: fromPromise<ImportPreview, { file: File }>(async ({ input }) => {
      const preview = await contentApi.previewImport(input.file)
      return { file: input.file, plan: preview.available ? preview.plan : null }
    }),
    importFile: fromPromise<unknown, { file: File }>(({ input }) => contentApi.importMilestones(input.file)),
  },
  guards: {
    isFormOpen: ({ context }) => context.form !== null,
    /** An active item being switched off: what it touches is asked first (issue #21); switching on is not. */
    isSwitchingOff: ({ context, event }) => {
      const { level, id } = event as Of<'item.toggle'>
      return findItem(context.bands, level, id)?.item.is_active === true
    },
    hasAnswers: ({ event }) => (event as unknown as { output: Impact }).output.answers > 0,
    hasHeld: ({ context }) => context.held.length > 0,
    isConflict: ({ event }) => isConflictError((event as { error?: unknown }).error),
    isRefusal: ({ event }) => isRefusalError((event as { error?: unknown }).error),
    /** There is a change to undo (or redo), and it is the one the event names, if it names one. */
    canStep: ({ context, event }, { direction }: { direction: HistoryDirection }) => {
      const top = topOf(context, direction)
      const wanted = (event as Of<'history.undo'>).entry
      return top !== undefined && (wanted === undefined || sameEntry(wanted, top))
    },
    isHistoryStale: ({ context, event }, { direction }: { direction: HistoryDirection }) => {
      const top = topOf(context, direction)
      const wanted = (event as Of<'history.undo'>).entry
      return top !== undefined && (wanted === undefined || sameEntry(wanted, top)) && staleReason(context.bands, top) !== null
    },
    isRealMove: ({ event }) => {
      const { from, to } = event as Of<'item.move'>
      return from !== to
    },
    isJsonFile: ({ event }) => (event as Of<'import'>).file.name.toLowerCase().endsWith('.json'),
    /** A file with errors is never applied; without a dry run (plan null) the admin may still import it. */
    canApplyImport: ({ context }) => context.importPreview !== null && context.importPreview.plan?.valid !== false,
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
    /** A saved toggle or reorder goes on the undo stack; a new change clears the redo stack. */
    recordPendingChange: assign(({ context }) =>
      context.pendingChange ? { undo: pushEntry(context.undo, context.pendingChange), redo: [], pendingChange: null } : {},
    ),
    forgetPendingChange: assign({ pendingChange: null }),
    forgetPendingToggle: assign({ pendingToggle: null }),
    storePendingToggle: assign({
      pendingToggle: ({ event }) => {
        const { level, id } = event as Of<'item.toggle'>
        return { level, id, impact: null }
      },
    }),
    /** The toggle on screen at once (saved in `toggling`), as the change its toast's Undo stands for. */
    applyToggle: assign(({ context }) => {
      const { level, id } = context.pendingToggle!
      const found = findItem(context.bands, level, id)
      if (!found) return {}
      const bands = setActive(context.bands, level, found.parentId, id, !found.item.is_active)
      return { rollback: context.bands, bands, pendingChange: toggleEntry(context.bands, bands, level, id) }
    }),
    /** The undo (or redo) shown on screen before saving: the rows as they were (or as the change left them). */
    beginHistoryStep: assign(({ context }, { direction }: { direction: HistoryDirection }) => {
      const entry = topOf(context, direction)!
      return { rollback: context.bands, bands: applySide(context.bands, entry, direction === 'undo' ? 'before' : 'after') }
    }),
    /** Saved: the change moves to the other stack, with the tags the server now holds. */
    finishHistoryStep: assign(({ context }, { direction }: { direction: HistoryDirection }) => {
      const moved = retag(context.bands, topOf(context, direction)!)
      return direction === 'undo'
        ? { undo: context.undo.slice(0, -1), redo: pushEntry(context.redo, moved) }
        : { redo: context.redo.slice(0, -1), undo: pushEntry(context.undo, moved) }
    }),
    /** A change that can no longer be undone (or redone) leaves the history. */
    dropHistoryStep: assign(({ context }, { direction }: { direction: HistoryDirection }) =>
      direction === 'undo' ? { undo: context.undo.slice(0, -1) } : { redo: context.redo.slice(0, -1) },
    ),
    /**
     * A form save goes on the undo stack when it edited fields that can be written
     * back; a create is a new change that cannot be undone (decision 046), and so is
     * an edit that replaced an image, after which older changes of that item cannot be undone either.
     */
    recordEdit: assign(({ context, event }) => {
      const form = context.form!
      if (form.itemId === null) return { redo: [] }
      const outcome = editOutcome(context.bands, form.level, (event as unknown as { output: Item }).output)
      if ('entry' in outcome) return { undo: pushEntry(context.undo, outcome.entry), redo: [], pendingChange: outcome.entry }
      if ('notUndoable' in outcome) return { undo: withoutItem(context.undo, form.level, form.itemId), redo: [] }
      return {}
    }),
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
    notify: (_, _params: Notice) => {},
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
    pendingToggle: null,
    rollback: null,
    importProblem: null,
    importPreview: null,
    held: [],
    undo: [],
    redo: [],
    pendingChange: null,
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
            'item.toggle': [
              { guard: 'isSwitchingOff', target: 'checkingToggle', actions: 'storePendingToggle' },
              { target: 'toggling', actions: ['storePendingToggle', ...toggleMade] },
            ],
            'item.move': {
              guard: 'isRealMove',
              target: 'reordering',
              actions: [
                assign(({ context, event }) => {
                  const bands = moveItem(context.bands, event.level, event.parentId, event.from, event.to)
                  return { rollback: context.bands, bands, pendingChange: reorderEntry(context.bands, bands, event.level, event.parentId, event.from) }
                }),
                {
                  type: 'notify',
                  params: ({ context, event }) => ({ type: 'success' as const, message: builderTexts.reordered(event.level), undo: context.pendingChange ?? undefined }),
                },
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
                  impact: null,
                }),
              }),
            },
            'history.undo': historyEvent('undo'),
            'history.redo': historyEvent('redo'),
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
                'recordEdit',
                {
                  type: 'notify',
                  params: ({ context, event }) => ({
                    type: 'success' as const,
                    message: savedMessage(context.form!, context.bands, placeSaved(context.bands, context.form!.level, context.form!.parentId, event.output)),
                    undo: context.pendingChange ?? undefined,
                  }),
                },
                assign(({ context, event }) => ({
                  bands: placeSaved(context.bands, context.form!.level, context.form!.parentId, event.output),
                  form: null,
                  formErrors: {},
                  pendingChange: null,
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
        undoing: historyStep('undo'),
        redoing: historyStep('redo'),
        // Issue #21: switching an item off asks first what it touches; without an answer (no such call), it is switched off as SPEC has it.
        checkingToggle: {
          tags: ['busy'],
          invoke: {
            src: 'loadImpact',
            input: ({ context }) => ({ level: context.pendingToggle!.level, id: context.pendingToggle!.id }),
            onDone: [
              { guard: 'hasAnswers', target: 'confirmingToggle', actions: assign({ pendingToggle: ({ context, event }) => ({ ...context.pendingToggle!, impact: event.output }) }) },
              { target: 'toggling', actions: toggleMade },
            ],
            onError: { target: 'toggling', actions: toggleMade },
          },
        },
        confirmingToggle: {
          on: {
            'toggle.confirm': { target: 'toggling', actions: toggleMade },
            'toggle.cancel': { target: 'idle', actions: 'forgetPendingToggle' },
          },
        },
        toggling: {
          tags: ['busy'],
          invoke: {
            src: 'saveFields',
            input: ({ context }) => {
              const { level, id } = context.pendingToggle!
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
              const before = context.rollback ?? []
              const changes = changedOrders(before, context.bands, level, parentId)
              // A refused write takes the others back (revert): a reorder is saved whole or not at all (decision 046).
              return {
                level,
                changes: changes.map(({ id, order }) => {
                  const was = findItem(before, level, id)
                  return { id, fields: { order }, tag: was ? contentTag(level, was.item) : undefined, revert: was ? { order: was.item.order } : undefined }
                }),
              }
            },
            ...optimisticSaveOutcome('Could not save the new order'),
          },
        },
        // Issue #21: the dialog opens at once; its Delete waits for the count of parents' answers (none from a server without the call).
        confirmingDelete: {
          initial: 'counting',
          on: { 'delete.cancel': { target: 'idle', actions: assign({ pendingDelete: null }) } },
          states: {
            counting: {
              invoke: {
                src: 'loadImpact',
                input: ({ context }) => ({ level: context.pendingDelete!.level, id: context.pendingDelete!.id }),
                onDone: { target: 'asking', actions: assign({ pendingDelete: ({ context, event }) => ({ ...context.pendingDelete!, impact: event.output }) }) },
                onError: 'asking',
              },
            },
            asking: { on: { 'delete.confirm': '#builder.ready.deleting' } },
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
                {
                  type: 'notify',
                  params: ({ context: { pendingDelete } }) => {
                    const { level, impact } = pendingDelete!
                    return { type: 'success' as const, message: impact ? impactTexts.afterDelete(level, impact) : builderTexts.deleted(level) }
                  },
                },
                assign(({ context }) => {
                  const { level, id, parentId } = context.pendingDelete!
                  const bands = removeItem(context.bands, level, parentId, id)
                  // A form open on the deleted item (or inside it) has nothing left to edit.
                  const formGone = context.form !== null && !findItem(bands, context.form.level, context.form.itemId ?? context.form.parentId ?? -1)
                  return {
                    bands,
                    pendingDelete: null,
                    form: formGone && context.form?.itemId !== null ? null : context.form,
                    // A delete cannot be undone (decision 046): the changes of what it removed leave the history.
                    undo: keepExisting(context.undo, bands),
                    redo: [],
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
          // Issue #16: choosing a file asks the server for a dry run; nothing changes before Apply.
          tags: ['busy'],
          invoke: {
            src: 'previewImport',
            input: ({ event }) => ({ file: (event as Of<'import'>).file }),
            onDone: {
              target: 'previewing',
              actions: [
                assign({ importProblem: null, importPreview: ({ event }) => event.output }),
                // SPEC section 8's toast for a file that cannot be imported (issue #21); the preview lists why.
                enqueueActions(({ event, enqueue }) => {
                  if (event.output.plan?.valid === false) enqueue({ type: 'notify', params: { type: 'error', message: builderTexts.importError } })
                }),
              ],
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
        previewing: {
          on: {
            'import.apply': { guard: 'canApplyImport', target: 'applying' },
            'import.cancel': { target: 'idle', actions: assign({ importPreview: null }) },
          },
        },
        applying: {
          tags: ['busy'],
          invoke: {
            src: 'importFile',
            input: ({ context }) => ({ file: context.importPreview!.file }),
            // docs/product-rules.md#4: import reloads the band list afterwards.
            onDone: {
              target: '#builder.loading',
              // An import may change anything: the history of this visit ends there (decision 046).
              actions: [
                assign({ importProblem: null, importPreview: null, undo: [], redo: [] }),
                { type: 'notify', params: { type: 'success', message: builderTexts.imported } },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ importProblem: ({ event }) => messageOf(event.error), importPreview: null }),
                { type: 'notify', params: { type: 'error', message: builderTexts.importError } },
              ],
            },
          },
        },
      },
    },
  },
})
