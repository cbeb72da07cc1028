import { ApiError } from '@/api/api-error'
import type { AnyStateMachine } from 'xstate'
import type { RecordListContext, RecordListTypes } from '@/machines/record-list/record-list'
import type { FlowModel } from '../lib/model-registry'
import { serverFailure } from './accounts.fixtures'
import { conflictWith } from './conflict.fixtures'

/*
 * The shared part of a record list's model (docs/decisions/095): the kit's events with their payloads (loaded, not
 * available, failed; add, edit, submit, refused, failed or gone; remove, confirm, failed or already gone; a save or
 * removal changed elsewhere: keep mine or use theirs; back in view), and the state a path tells apart. Each
 * record's model gives its record, a change to it that a conflict shows, its form's values and a refusal.
 */
const notFound = new ApiError('http', 404, { detail: 'Not found.' })

export type RecordListFixture<T extends RecordListTypes> = {
  loaded: { records: T['record'][]; extra: T['extra'] }
  record: T['record']
  /** What `add` and `edit` carry besides (a vaccine dose); none for most. */
  add?: { about: T['about'] }
  edit?: { about: T['about'] }
  values: T['values']
  saved: T['record']
  /** Their version in a conflict: the record with a field changed elsewhere. */
  theirs: T['record']
  /** The server's refusal with a field message. */
  refused: ApiError
}

export function recordListEvents<T extends RecordListTypes>(f: RecordListFixture<T>) {
  return [
    { type: 'done.loadRecords', output: f.loaded },
    { type: 'error.loadRecords', error: notFound },
    { type: 'error.loadRecords', error: serverFailure },
    { type: 'retry' },
    { type: 'add', ...f.add },
    { type: 'edit', record: f.record, ...f.edit },
    { type: 'submit', values: f.values },
    { type: 'cancel' },
    { type: 'done.saveRecord', output: f.saved },
    { type: 'error.saveRecord', error: f.refused },
    { type: 'error.saveRecord', error: serverFailure },
    { type: 'error.saveRecord', error: notFound },
    { type: 'remove', record: f.record },
    { type: 'confirm' },
    { type: 'done.removeRecord', output: undefined },
    { type: 'error.removeRecord', error: serverFailure },
    { type: 'error.removeRecord', error: notFound },
    { type: 'error.saveRecord', error: conflictWith(f.theirs) },
    { type: 'error.removeRecord', error: conflictWith(f.theirs) },
    { type: 'keepMine' },
    { type: 'useTheirs' },
    { type: 'refresh' },
  ] as const
}

/** What a path tells apart of the kit's context: the ids, the field a conflict changes, the notice, the failure. */
export function recordListState<T extends RecordListTypes>(c: RecordListContext<T>, field: (record: T['record']) => unknown) {
  return [c.records?.map((r) => [r.id, field(r)]) ?? null, c.editing?.id ?? null, c.removing?.id ?? null, c.done, c.failed, Object.keys(c.fieldErrors), c.conflict ? field(c.conflict) : null]
}

/**
 * A record list's whole model for a child's records: the kit's events from the fixture, and `key` (the field a
 * conflict changes) in the state a path tells apart. A record with more (a document's opening) spreads it and adds.
 */
export function recordListModel<T extends RecordListTypes, M extends AnyStateMachine>(name: string, machine: M, key: (record: T['record']) => unknown, fixture: RecordListFixture<T>): FlowModel<M> {
  return {
    name,
    machine,
    input: { childId: 2 },
    simplePaths: false,
    // Add, edit and remove in any order: too many cycle-free routes to enumerate; shortest paths and pairs cover it.
    simplePathsTractable: false,
    serializeState: ({ value, context }) => JSON.stringify([value, ...recordListState<T>(context, key)]),
    events: recordListEvents(fixture),
  }
}
