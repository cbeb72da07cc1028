import type { DoneActorEvent } from 'xstate'
import { contentTag } from '@/contract/content-tag'
import type { Impact } from '@/contract/content'
import { reorderEntry, toggleEntry } from '@/domain/content-history'
import { builderTexts, changedOrders, findItem, impactTexts, moveItem, setActive } from '@/domain/content-levels'
import { conflict, messageOf, tagIn } from '@/machines/builder/calls'
import { assignBuilder, type BuilderContext, type BuilderEvent, type Of } from '@/machines/builder/context'

/**
 * The builder's optimistic toggles and reorders (docs/product-rules.md#decisions), one part of its
 * machine (decision 068): `idle`'s `item.toggle` and `item.move` transitions, the states
 * `checkingToggle` and `confirmingToggle` (switching off asks first what it touches, docs/decisions/066),
 * `toggling` and `reordering`, and the guards and actions they name, which builder.machine.ts
 * registers in its setup().
 */

type Args = { context: BuilderContext; event: BuilderEvent }

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

/** A toggle made: on screen at once, with a toast that offers Undo and, when parents' answers are touched (docs/decisions/048), says they are kept. */
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

/** A toggle or a move made in idle. */
export const toggleReorderEvents = {
  'item.toggle': [
    { guard: 'isSwitchingOff', target: 'checkingToggle', actions: 'storePendingToggle' },
    { target: 'toggling', actions: ['storePendingToggle', ...toggleMade] },
  ],
  'item.move': {
    guard: 'isRealMove',
    target: 'reordering',
    actions: [
      assignBuilder<Of<'item.move'>>(({ context, event }) => {
        const bands = moveItem(context.bands, event.level, event.parentId, event.from, event.to)
        return { rollback: context.bands, bands, pendingChange: reorderEntry(context.bands, bands, event.level, event.parentId, event.from) }
      }),
      {
        type: 'notify',
        params: ({ context, event }: { context: BuilderContext; event: Of<'item.move'> }) => ({
          type: 'success' as const,
          message: builderTexts.reordered(event.level),
          undo: context.pendingChange ?? undefined,
        }),
      },
    ],
  },
} as const

/** The states of a toggle and a reorder, siblings of `idle` under `ready`. */
export const toggleReorderStates = {
  // docs/decisions/058: switching an item off asks first what it touches; without an answer (no such call), it is switched off as SPEC has it.
  checkingToggle: {
    tags: ['busy'],
    invoke: {
      src: 'loadImpact',
      input: ({ context }: { context: BuilderContext }) => ({ level: context.pendingToggle!.level, id: context.pendingToggle!.id }),
      onDone: [
        {
          guard: 'hasAnswers',
          target: 'confirmingToggle',
          actions: assignBuilder<DoneActorEvent<Impact>>({ pendingToggle: ({ context, event }) => ({ ...context.pendingToggle!, impact: event.output }) }),
        },
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
      input: ({ context }: { context: BuilderContext }) => {
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
      input: ({ context, event }: Args) => {
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
} as const

/** The guards of a toggle and a reorder, for the machine's setup(). */
export const toggleReorderGuards = {
  /** An active item being switched off: what it touches is asked first (docs/decisions/058); switching on is not. */
  isSwitchingOff: ({ context, event }: Args) => {
    const { level, id } = event as Of<'item.toggle'>
    return findItem(context.bands, level, id)?.item.is_active === true
  },
  hasAnswers: ({ event }: Args) => ((event as { output?: Impact }).output?.answers ?? 0) > 0,
  isRealMove: ({ event }: Args) => {
    const { from, to } = event as Of<'item.move'>
    return from !== to
  },
}

/*
 * Their actions, as context updates: builder.machine.ts registers each with
 * assign() in its setup() (spread in, they would lose the setup's inference).
 */

/** The item a toggle is for, before what it touches is known. */
export const storePendingToggle = ({ event }: Args): Partial<BuilderContext> => {
  const { level, id } = event as Of<'item.toggle'>
  return { pendingToggle: { level, id, impact: null } }
}

/** The toggle on screen at once (saved in `toggling`), as the change its toast's Undo stands for. */
export const applyToggle = ({ context }: Args): Partial<BuilderContext> => {
  const { level, id } = context.pendingToggle!
  const found = findItem(context.bands, level, id)
  if (!found) return {}
  const bands = setActive(context.bands, level, found.parentId, id, !found.item.is_active)
  return { rollback: context.bands, bands, pendingChange: toggleEntry(context.bands, bands, level, id) }
}

/**
 * A toggle or reorder (or an undo or redo) is saved. If the open form was current for an item this
 * tab just changed, its If-Match follows (this tab's own write is no conflict).
 */
export const confirmOptimisticChange = ({ context }: Args): Partial<BuilderContext> => {
  const form = context.form
  if (form === null || form.itemId === null || form.tag === null) return { rollback: null }
  const before = tagIn(context.rollback ?? [], form.level, form.itemId)
  const after = tagIn(context.bands, form.level, form.itemId)
  return { rollback: null, form: form.tag === before && after !== before ? { ...form, tag: after } : form }
}
