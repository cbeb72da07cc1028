import { assign, enqueueActions, not, or, setup, stateIn } from 'xstate'
import { contentTag } from '@/contract/content-tag'
import { openedProblems } from '@/domain/age-coverage'
import type { Band, Impact } from '@/contract/content'
import { keepExisting, reorderEntry, toggleEntry } from '@/domain/content-history'
import {
  builderTexts,
  changedOrders,
  impactTexts,
  expandedKeysTo,
  findItem,
  moveItem,
  placeSaved,
  removeItem,
  setActive,
  type Level,
} from '@/domain/content-levels'
import { isApiError } from '@/api/api-error'
import { builderCalls, isConflictError, messageOf } from '@/machines/builder/calls'
import { heldWhileBusy, type BuilderContext, type BuilderEvent, type FormTarget, type HeldEvent, type Notice, type Of } from '@/machines/builder/context'
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

/**
 * The Milestone Builder's one machine (STYLE.md): load, the inline form, optimistic
 * toggles and reorders, delete and deactivate with what they touch (issue #21), a
 * background reload, export and held events. Its undo and redo and its import
 * preview are parts in src/machines/builder/ (decision 068), joined here in one setup().
 */
export { heldWhileBusy }
export type { BuilderContext, BuilderEvent, FormTarget, HeldEvent, ImportPreview, Notice, SaveFieldsInput, SaveInput } from '@/machines/builder/context'

/** Busy saving, or reloading in the background (whose controls stay enabled): not idle, and no dialog asking. */
const isWaiting = not(or([stateIn({ ready: 'idle' }), stateIn({ ready: 'confirmingDelete' }), stateIn({ ready: 'confirmingToggle' }), stateIn({ ready: 'previewing' })]))
const holdWhileBusy = Object.fromEntries(heldWhileBusy.map((type) => [type, { guard: isWaiting, actions: 'hold' as const }])) as Record<
  HeldEvent['type'],
  { guard: typeof isWaiting; actions: 'hold' }
>

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
  actors: { ...builderCalls, ...importCalls },
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
    isRealMove: ({ event }) => {
      const { from, to } = event as Of<'item.move'>
      return from !== to
    },
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
    // Undo and redo (decision 046): src/machines/builder/history.ts.
    beginHistoryStep: assign(beginHistoryStep),
    finishHistoryStep: assign(finishHistoryStep),
    dropHistoryStep: assign(dropHistoryStep),
    recordEdit: assign(recordEdit),
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
        ...importStates,
      },
    },
  },
})
