import { assign, enqueueActions, not, or, setup, stateIn, type DoneActorEvent } from 'xstate'
import { openedProblems } from '@/domain/age-coverage'
import type { Band } from '@/contract/content'
import { keepExisting } from '@/domain/content-history'
import { builderTexts, impactTexts, expandedKeysTo, findItem, placeSaved, removeItem } from '@/domain/content-levels'
import { isApiError } from '@/api/api-error'
import { builderCalls, conflict, isConflictError, messageOf, tagIn } from '@/machines/builder/calls'
import { assignBuilder, heldWhileBusy, type BuilderContext, type BuilderEvent, type FormTarget, type HeldEvent, type Notice, type Of } from '@/machines/builder/context'
import {
  beginHistoryStep,
  dropHistoryStep,
  finishHistoryStep,
  historyEvent,
  historyGuards,
  historyStep,
  recordEdit,
  recordPendingChange,
} from '@/machines/builder/history'
import { importCalls, importEvent, importGuards, importStates } from '@/machines/builder/import-preview'
import {
  applyToggle,
  confirmOptimisticChange,
  storePendingToggle,
  toggleReorderEvents,
  toggleReorderGuards,
  toggleReorderStates,
} from '@/machines/builder/toggle-reorder'

/**
 * The Milestone Builder's one machine (STYLE.md): load, the inline form, delete with
 * what it touches (docs/decisions/066), a background reload, export and held events. Its
 * optimistic toggles and reorders, its undo and redo and its import preview are parts
 * in src/machines/builder/ (decision 068), joined here in one setup().
 */
export { heldWhileBusy }
export type { BuilderContext, BuilderEvent, FormTarget, HeldEvent, ImportPreview, Notice, SaveFieldsInput, SaveInput } from '@/machines/builder/context'

/** Busy saving, or reloading in the background (whose controls stay enabled): not idle, and no dialog asking. */
const isWaiting = not(or([stateIn({ ready: 'idle' }), stateIn({ ready: 'confirmingDelete' }), stateIn({ ready: 'confirmingToggle' }), stateIn({ ready: 'previewing' })]))
const holdWhileBusy = Object.fromEntries(heldWhileBusy.map((type) => [type, { guard: isWaiting, actions: 'hold' as const }])) as Record<
  HeldEvent['type'],
  { guard: typeof isWaiting; actions: 'hold' }
>

/**
 * A saved item's toast. A band save that opens a gap or an overlap in the age coverage is
 * kept (the admin may be midway through a change) but says so (docs/product-rules.md#decisions-builder-extras).
 */
const savedMessage = (form: FormTarget, before: readonly Band[], after: readonly Band[]) => {
  const message = (form.itemId === null ? builderTexts.created : builderTexts.updated)(form.level)
  const opened = form.level === 'band' ? openedProblems(before, after) : []
  return opened.length === 0 ? message : `${message}. ${opened.join('. ')}.`
}

/** The band list loading, at first or in the background: the rows as the server has them, or the fetch error's toast. */
const loadingBands = <const Done extends string, const Failed extends string>(done: Done, failed: Failed) =>
  ({
    src: 'loadBands',
    onDone: { target: done, actions: assignBuilder<DoneActorEvent<Band[]>>({ bands: ({ event }) => event.output }) },
    onError: { target: failed, actions: { type: 'notify', params: { type: 'error', message: builderTexts.fetchError } } },
  }) as const

export const builderMachine = setup({
  types: {
    context: {} as BuilderContext,
    events: {} as BuilderEvent,
  },
  actors: { ...builderCalls, ...importCalls },
  guards: {
    isFormOpen: ({ context }) => context.form !== null,
    hasHeld: ({ context }) => context.held.length > 0,
    isConflict: ({ event }) => isConflictError((event as { error?: unknown }).error),
    ...toggleReorderGuards,
    ...historyGuards,
    ...importGuards,
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
    recordPendingChange: assign(recordPendingChange),
    forgetPendingChange: assign({ pendingChange: null }),
    forgetPendingToggle: assign({ pendingToggle: null }),
    // Toggles and reorders: src/machines/builder/toggle-reorder.ts.
    storePendingToggle: assign(storePendingToggle),
    applyToggle: assign(applyToggle),
    confirmOptimisticChange: assign(confirmOptimisticChange),
    // Undo and redo (decision 046): src/machines/builder/history.ts.
    beginHistoryStep: assign(beginHistoryStep),
    finishHistoryStep: assign(finishHistoryStep),
    dropHistoryStep: assign(dropHistoryStep),
    recordEdit: assign(recordEdit),
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
    loading: { tags: ['loading'], invoke: loadingBands('ready', 'loadFailed') },
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
            ...toggleReorderEvents,
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
            import: importEvent,
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
        ...toggleReorderStates,
        // docs/decisions/048: the dialog opens at once; its Delete waits for the count of parents' answers (none from a server without the call).
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
          invoke: loadingBands('idle', 'idle'),
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
        ...importStates,
      },
    },
  },
})
