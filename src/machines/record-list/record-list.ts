import { assign, fromPromise, setup, type EventObject, type UnknownActorLogic } from 'xstate'
import { isApiError, isNotFoundError } from '@/api/api-error'
import { recordTag, type RecordKind } from '@/contract/content-tag'
import { conflictState, onConflict, withTheirs, type ConflictEvent } from '@/machines/conflict'
import { invokeError, submittedValues } from '@/machines/form-save'

/*
 * The record-list kit (docs/decisions/095): the flow every list of a child's records shares (visits, documents,
 * vaccine doses, the parent's reminders). The records load (a 404 with the child found: the server lacks the
 * optional calls, and the section says "not available on this server"); a record is added or edited in one form (a
 * refusal keeps what was typed, the server's messages under their fields) and removed after a confirmation. Two
 * tabs: the list loads again when the page is back in view (never under an open form; a failed refresh keeps what
 * is shown); a record edited here that another tab removed (404) is said to be gone, and removing one already gone
 * is done. A save or removal of a record someone else changed since (412) shows both versions (docs/decisions/086):
 * keep mine (or remove anyway) writes again over theirs, use theirs (or keep it) shows theirs.
 * What differs stays in the record's machine: its calls, its order, its extra data and its own states.
 */

/** What a record's machine names: its record, the data loaded with it, its form, and what it adds of its own. */
export interface RecordListTypes {
  record: { id: number }
  /** Loaded with the records (a schedule, the doctor's questions); null when nothing else loads. */
  extra: unknown
  values: unknown
  field: string
  /** What an added record is about (a vaccine dose); null for most. */
  about: unknown
  /** The record's own context, beside the kit's (under `own`). */
  own: object
  /** The record's own events and done notices and failures. */
  event: EventObject
  done: string
  failed: string
}

/** The defaults a record's types start from: `RecordList<{ record: VisitRecord; ... }>`. */
export type RecordList<T extends Partial<RecordListTypes> & Pick<RecordListTypes, 'record' | 'values' | 'field'>> = {
  record: T['record']
  extra: T extends { extra: infer X } ? X : null
  values: T['values']
  field: T['field']
  about: T extends { about: infer A } ? A : null
  own: T extends { own: infer O extends object } ? O : Record<never, never>
  event: T extends { event: infer E extends EventObject } ? E : never
  done: T extends { done: infer D extends string } ? D : never
  failed: T extends { failed: infer F extends string } ? F : never
}

export interface RecordListContext<T extends RecordListTypes> {
  childId: number
  /** As the server last answered, in the record's order; null until loaded. */
  records: T['record'][] | null
  extra: T['extra'] | null
  /** The record the form edits; null with the form open: a new record. */
  editing: T['record'] | null
  /** What a new record is about (a dose); null for most. */
  about: T['about'] | null
  /** What the person last submitted; kept through a failed save. */
  values: T['values'] | null
  fieldErrors: Partial<Record<T['field'], string>>
  /** A failure without field messages (network, server): the form or the list says so. */
  failed: 'save' | 'remove' | T['failed'] | null
  /** The record to remove, while the person confirms or it is being removed. */
  removing: T['record'] | null
  /** The last change, for the screen's notice; 'gone': the record edited here had been removed elsewhere. */
  done: 'added' | 'saved' | 'removed' | 'gone' | T['done'] | null
  /** Someone else's version of the record being saved or removed, changed since it was loaded (docs/decisions/086). */
  conflict: T['record'] | null
  own: T['own']
}

export type RecordListEvent<T extends RecordListTypes> =
  | { type: 'add'; about?: T['about'] }
  | { type: 'edit'; record: T['record']; about?: T['about'] }
  | { type: 'submit'; values: T['values'] }
  | { type: 'cancel' }
  | { type: 'remove'; record: T['record'] }
  | { type: 'confirm' }
  | { type: 'retry' }
  /** The page is back in view (another tab or device may have changed a record). */
  | { type: 'refresh' }
  | ConflictEvent
  | T['event']

export type Loaded<T extends RecordListTypes> = {
  records: T['record'][]
  extra: T['extra']
}
export type SaveInput<T extends RecordListTypes> = {
  childId: number
  editing: T['record'] | null
  about: T['about'] | null
  values: T['values']
  ifMatch: string | undefined
}

/** The record's own part of the kit: its calls, its order, its server's field names, and its own actors. */
export interface RecordListSpec<T extends RecordListTypes, A extends Record<string, UnknownActorLogic>> {
  kind: RecordKind
  load: (childId: number) => Promise<Loaded<T>>
  save: (input: SaveInput<T>) => Promise<T['record']>
  remove: (id: number, ifMatch: string | undefined) => Promise<void>
  /** The server's field messages under the form's fields. */
  fieldErrors: (server: Record<string, string> | undefined) => Partial<Record<T['field'], string>>
  /** Their version from a 412 (`theirsFrom` in machines/conflict.ts, for the record's kind). */
  theirs: (error: unknown) => T['record'] | null
  order?: (a: T['record'], b: T['record']) => number
  own: T['own']
  actors?: A
}

const errorParams = invokeError

/**
 * The kit's setup: its actors (`loadRecords`, `saveRecord`, `removeRecord` and the record's own), guards and
 * actions, typed for the record. The record's machine adds its own actions with `.extend` and builds its machine
 * from `recordListStates` and its own states.
 */
export function recordListSetup<T extends RecordListTypes, A extends Record<string, UnknownActorLogic> = Record<never, never>>(spec: RecordListSpec<T, A>) {
  type Context = RecordListContext<T>
  type Rec = T['record']
  const sorted = (records: Rec[]) => (spec.order ? [...records].sort(spec.order) : records)
  const without = (records: Rec[] | null, id: number | undefined) => (records ?? []).filter((record) => record.id !== id)
  return setup({
    types: {
      context: {} as Context,
      events: {} as RecordListEvent<T>,
      input: {} as { childId: number },
    },
    actors: {
      loadRecords: fromPromise<Loaded<T>, { childId: number }>(({ input }) => spec.load(input.childId)),
      saveRecord: fromPromise<Rec, SaveInput<T>>(({ input }) => spec.save(input)),
      removeRecord: fromPromise<void, { id: number; ifMatch: string | undefined }>(({ input }) => spec.remove(input.id, input.ifMatch)),
      ...(spec.actors ?? ({} as A)),
    },
    guards: {
      isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error),
      isConflict: (_, params: { error: unknown }) => spec.theirs(params.error) !== null,
      /** An edit (not a new record) answered 404: the record was removed elsewhere. */
      isGone: ({ context }, params: { error: unknown }) => context.editing !== null && isNotFoundError(params.error),
    },
    actions: {
      storeLoad: assign((_, params: Loaded<T>) => ({
        records: sorted(params.records),
        extra: params.extra,
      })),
      startForm: assign((_, params: { record: Rec | null; about: T['about'] | null }) => ({
        editing: params.record,
        about: params.about,
        values: null,
        fieldErrors: {},
        failed: null,
        done: null,
        conflict: null,
      })),
      storeValues: assign((_, params: { values: T['values'] }) => ({
        values: params.values,
        fieldErrors: {},
        failed: null,
      })),
      storeSaved: assign(({ context }, params: { saved: Rec }) => ({
        records: sorted([...without(context.records, params.saved.id), params.saved]),
        done: context.editing ? ('saved' as const) : ('added' as const),
        editing: null,
        about: null,
        values: null,
        conflict: null,
      })),
      storeSaveError: assign((_, params: { error: unknown }) => {
        const fieldErrors = isApiError(params.error) ? spec.fieldErrors(params.error.fieldErrors) : {}
        return {
          fieldErrors,
          failed: Object.keys(fieldErrors).length === 0 ? ('save' as const) : null,
        }
      }),
      closeForm: assign({
        editing: null,
        about: null,
        values: null,
        fieldErrors: {},
        failed: null,
        conflict: null,
      }),
      askRemove: assign((_, params: { record: Rec }) => ({
        removing: params.record,
        failed: null,
        done: null,
        conflict: null,
      })),
      storeConflict: assign((_, params: { error: unknown }) => ({
        conflict: spec.theirs(params.error),
      })),
      /** Theirs in the list; the form or the removal closed, what this tab wrote dropped. */
      useTheirs: assign(({ context }) => ({
        records: sorted(withTheirs(context.records, context.conflict)),
        editing: null,
        about: null,
        values: null,
        removing: null,
        fieldErrors: {},
        failed: null,
        conflict: null,
      })),
      forgetRemove: assign({ removing: null }),
      storeRemoved: assign(({ context }) => ({
        records: without(context.records, context.removing?.id),
        removing: null,
        done: 'removed' as const,
        conflict: null,
      })),
      storeRemoveFailed: assign({ removing: null, failed: 'remove' as const }),
      /** A record found gone (an edit here, or the record's own call elsewhere): dropped from the list, the form closed. */
      storeGone: assign(({ context }, params: { id: number | undefined }) => ({
        records: without(context.records, params.id),
        editing: null,
        about: null,
        values: null,
        fieldErrors: {},
        failed: null,
        done: 'gone' as const,
      })),
    },
  })
}

/**
 * The kit's states, with the record's own transitions from the list (`fromList`: a document's open, the vaccination
 * card's): loading, loadFailed, unavailable, list, refreshing, editing, saving, confirmingRemove, removing,
 * saveConflict and removeConflict. Tags: `loading`; `busy` while a write is on its way; `conflict`.
 */
export function recordListStates<T extends RecordListTypes>(kind: RecordKind) {
  const ifMatch = (conflict: T['record'] | null, loaded: T['record'] | null) => {
    const base = conflict ?? loaded
    return base ? recordTag(kind, base) : undefined
  }
  const loadInput = ({ context }: { context: RecordListContext<T> }) => ({
    childId: context.childId,
  })
  const storeLoad = {
    type: 'storeLoad',
    params: ({ event }: { event: { output: Loaded<T> } }) => event.output,
  } as const
  const notFound = { type: 'isNotFound', params: errorParams } as const
  return <const L extends object>(fromList: L) => {
    const openForm = {
      add: {
        target: 'editing',
        actions: {
          type: 'startForm',
          params: ({ event }: { event: { about?: T['about'] } }) => ({
            record: null,
            about: event.about ?? null,
          }),
        },
      },
      edit: {
        target: 'editing',
        actions: {
          type: 'startForm',
          params: ({ event }: { event: { record: T['record']; about?: T['about'] } }) => ({ record: event.record, about: event.about ?? null }),
        },
      },
      remove: {
        target: 'confirmingRemove',
        actions: {
          type: 'askRemove',
          params: ({ event }: { event: { record: T['record'] } }) => ({
            record: event.record,
          }),
        },
      },
      ...fromList,
    } as const
    return {
      loading: {
        tags: ['loading'],
        invoke: {
          src: 'loadRecords',
          input: loadInput,
          onDone: { target: 'list', actions: storeLoad },
          onError: [{ guard: notFound, target: 'unavailable' }, { target: 'loadFailed' }],
        },
      },
      loadFailed: { on: { retry: 'loading' } },
      /** The server has not got the optional calls: the section says so, the rest of the page stays. */
      unavailable: {},
      list: { on: { ...openForm, refresh: 'refreshing' } },
      /** The list stays on screen and usable while it loads again; a failed refresh keeps what is shown. */
      refreshing: {
        invoke: {
          src: 'loadRecords',
          input: loadInput,
          onDone: { target: 'list', actions: storeLoad },
          onError: 'list',
        },
        on: openForm,
      },
      editing: {
        on: {
          submit: {
            target: 'saving',
            actions: {
              type: 'storeValues',
              params: submittedValues<T['values']>,
            },
          },
          cancel: { target: 'list', actions: 'closeForm' },
        },
      },
      saving: {
        tags: ['busy'],
        invoke: {
          src: 'saveRecord',
          input: ({ context }: { context: RecordListContext<T> }): SaveInput<T> => ({
            childId: context.childId,
            editing: context.editing,
            about: context.about,
            values: context.values as T['values'],
            ifMatch: ifMatch(context.conflict, context.editing),
          }),
          onDone: {
            target: 'list',
            actions: {
              type: 'storeSaved',
              params: ({ event }: { event: { output: T['record'] } }) => ({
                saved: event.output,
              }),
            },
          },
          onError: [
            onConflict('saveConflict'),
            {
              guard: { type: 'isGone', params: errorParams },
              target: 'list',
              actions: {
                type: 'storeGone',
                params: ({ context }: { context: RecordListContext<T> }) => ({
                  id: context.editing?.id,
                }),
              },
            },
            {
              target: 'editing',
              actions: { type: 'storeSaveError', params: errorParams },
            },
          ],
        },
      },
      confirmingRemove: {
        on: {
          confirm: 'removing',
          cancel: { target: 'list', actions: 'forgetRemove' },
        },
      },
      removing: {
        tags: ['busy'],
        invoke: {
          src: 'removeRecord',
          input: ({ context }: { context: RecordListContext<T> }) => ({
            id: context.removing?.id ?? 0,
            ifMatch: ifMatch(context.conflict, context.removing),
          }),
          onDone: { target: 'list', actions: 'storeRemoved' },
          onError: [
            onConflict('removeConflict'),
            // Already removed elsewhere: what the person asked for is done.
            { guard: notFound, target: 'list', actions: 'storeRemoved' },
            { target: 'list', actions: 'storeRemoveFailed' },
          ],
        },
      },
      /** The record was changed elsewhere since it was opened: both versions shown, the form kept. */
      saveConflict: conflictState('saving', 'list'),
      /** The record was changed elsewhere since its removal was asked for. */
      removeConflict: conflictState('removing', 'list'),
    } as const
  }
}

/** The kit's context at the start, with the record's own. */
export const recordListContext = <T extends RecordListTypes>(childId: number, own: T['own']): RecordListContext<T> => ({
  ...{ childId, records: null, extra: null, editing: null, about: null, values: null, fieldErrors: {}, failed: null, removing: null, done: null, conflict: null, own },
})

/** The kit for one record: its setup (extend it with the record's own actions), its states, and its first context. */
export function recordList<T extends RecordListTypes, A extends Record<string, UnknownActorLogic> = Record<never, never>>(spec: RecordListSpec<T, A>) {
  return {
    setup: recordListSetup<T, A>(spec),
    states: recordListStates<T>(spec.kind),
    context: ({ input }: { input: { childId: number } }) => recordListContext<T>(input.childId, spec.own),
  }
}
