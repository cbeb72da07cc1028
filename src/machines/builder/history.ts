import {
  applySide,
  editOutcome,
  historyTexts,
  pushEntry,
  retag,
  sameEntry,
  staleReason,
  wireFields,
  withoutItem,
  type HistoryDirection,
} from '@/domain/content-history'
import type { Item } from '@/domain/content-levels'
import { isApiError } from '@/api/api-error'
import { PartialWriteError, isRefusalError, messageOf } from '@/machines/builder/calls'
import type { BuilderContext, BuilderEvent, Of } from '@/machines/builder/context'

/**
 * The builder's undo and redo (decision 046), one part of its machine (decision 068):
 * the `undoing` and `redoing` states, the `history.undo` and `history.redo`
 * transitions of `idle`, and the guards and actions they name, which
 * builder.machine.ts registers in its setup().
 */

type Args = { context: BuilderContext; event: BuilderEvent }
type Step = { direction: HistoryDirection }

const topOf = (context: BuilderContext, direction: HistoryDirection) => (direction === 'undo' ? context.undo : context.redo).at(-1)

/**
 * An undo or redo on screen at once, saved with the same actor and If-Match tags
 * as any toggle or reorder (decision 046): kept and moved to the other stack when
 * saved; when refused (changed or deleted since), put back, dropped from the
 * history, said in words and the list reloaded; when it fails otherwise, put back
 * and kept, to try again.
 */
export const historyStep = (direction: HistoryDirection) =>
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
export const historyEvent = (direction: HistoryDirection) => [
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

/** The history's guards, for the machine's setup(). */
export const historyGuards = {
  isRefusal: ({ event }: Args) => isRefusalError((event as { error?: unknown }).error),
  /** There is a change to undo (or redo), and it is the one the event names, if it names one. */
  canStep: ({ context, event }: Args, { direction }: Step) => {
    const top = topOf(context, direction)
    const wanted = (event as Of<'history.undo'>).entry
    return top !== undefined && (wanted === undefined || sameEntry(wanted, top))
  },
  isHistoryStale: ({ context, event }: Args, { direction }: Step) => {
    const top = topOf(context, direction)
    const wanted = (event as Of<'history.undo'>).entry
    return top !== undefined && (wanted === undefined || sameEntry(wanted, top)) && staleReason(context.bands, top) !== null
  },
}

/*
 * The history's actions, as context updates: builder.machine.ts registers each
 * with assign() in its setup() (spread in, they would lose the setup's inference).
 */

/** The undo (or redo) shown on screen before saving: the rows as they were (or as the change left them). */
export const beginHistoryStep = ({ context }: Args, { direction }: Step): Partial<BuilderContext> => {
  const entry = topOf(context, direction)!
  return { rollback: context.bands, bands: applySide(context.bands, entry, direction === 'undo' ? 'before' : 'after') }
}

/** Saved: the change moves to the other stack, with the tags the server now holds. */
export const finishHistoryStep = ({ context }: Args, { direction }: Step): Partial<BuilderContext> => {
  const moved = retag(context.bands, topOf(context, direction)!)
  return direction === 'undo'
    ? { undo: context.undo.slice(0, -1), redo: pushEntry(context.redo, moved) }
    : { redo: context.redo.slice(0, -1), undo: pushEntry(context.undo, moved) }
}

/** A change that can no longer be undone (or redone) leaves the history. */
export const dropHistoryStep = ({ context }: Args, { direction }: Step): Partial<BuilderContext> =>
  direction === 'undo' ? { undo: context.undo.slice(0, -1) } : { redo: context.redo.slice(0, -1) }

/** A saved toggle or reorder goes on the undo stack; a new change clears the redo stack. */
export const recordPendingChange = ({ context }: Args): Partial<BuilderContext> =>
  context.pendingChange ? { undo: pushEntry(context.undo, context.pendingChange), redo: [], pendingChange: null } : {}

/**
 * A form save goes on the undo stack when it edited fields that can be written
 * back; a create is a new change that cannot be undone (decision 046), and so is
 * an edit that replaced an image, after which older changes of that item cannot be undone either.
 */
export const recordEdit = ({ context, event }: Args): Partial<BuilderContext> => {
  const form = context.form!
  if (form.itemId === null) return { redo: [] }
  const outcome = editOutcome(context.bands, form.level, (event as { output?: Item }).output!)
  if ('entry' in outcome) return { undo: pushEntry(context.undo, outcome.entry), redo: [], pendingChange: outcome.entry }
  if ('notUndoable' in outcome) return { undo: withoutItem(context.undo, form.level, form.itemId), redo: [] }
  return {}
}
