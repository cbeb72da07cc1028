import type { RecordListContext, RecordListTypes } from '@/machines/record-list/record-list'

/*
 * The record-list kit's view selector (docs/decisions/095): a snapshot of a record's flow to the plain props its
 * section shows, so a route only binds. Each record's `*.view.ts` renames what its section names otherwise and adds
 * what is its own (a schedule, the vaccination card).
 */

/** The part of a snapshot the selector reads (every kit machine's snapshot has it). */
export interface RecordListSnapshot<T extends RecordListTypes> {
  context: RecordListContext<T>
  value: unknown
  matches(state: string): boolean
  hasTag(tag: string): boolean
}

/** The section's four states (loading with a live region, unavailable, failed with Try again, ready). */
export type SectionView<Ready extends object> = { status: 'loading' } | { status: 'unavailable' } | { status: 'failed'; onRetry: () => void } | ({ status: 'ready' } & Ready)


export type RecordListReady<T extends RecordListTypes> = {
  records: T['record'][]
  extra: T['extra'] | null
  /** The open form: the record it edits (null: a new one), what it is about, what was typed, its field messages. */
  form: { editing: T['record'] | null; about: T['about'] | null; values: T['values'] | null; busy: boolean; fieldErrors: Partial<Record<T['field'], string>>; failed: boolean } | null
  /** The record whose removal is asked for or on its way. */
  confirming: T['record'] | null
  busy: boolean
  failed: RecordListContext<T>['failed']
  done: RecordListContext<T>['done']
  conflict: { write: 'change'; theirs: T['record']; mine: T['values'] } | { write: 'delete'; theirs: T['record']; mine: T['record'] } | null
}

const formStates = ['editing', 'saving', 'saveConflict']

/** The kit's view of a snapshot; `retry` is what the failed state's Try again sends. */
export function recordListView<T extends RecordListTypes>(snapshot: RecordListSnapshot<T>, retry: () => void): SectionView<RecordListReady<T>> {
  const { context: c } = snapshot
  if (snapshot.matches('unavailable')) return { status: 'unavailable' }
  if (snapshot.matches('loadFailed')) return { status: 'failed', onRetry: retry }
  if (!c.records) return { status: 'loading' }
  const theirs = c.conflict
  const conflict =
    theirs && snapshot.matches('saveConflict') && c.values !== null
      ? { write: 'change' as const, theirs, mine: c.values }
      : theirs && snapshot.matches('removeConflict') && c.removing
        ? { write: 'delete' as const, theirs, mine: c.removing }
        : null
  return {
    status: 'ready',
    records: c.records,
    extra: c.extra,
    form: formStates.some((state) => snapshot.matches(state))
      ? { editing: c.editing, about: c.about, values: c.values, busy: snapshot.matches('saving'), fieldErrors: c.fieldErrors, failed: c.failed === 'save' }
      : null,
    confirming: snapshot.matches('confirmingRemove') || snapshot.matches('removing') ? c.removing : null,
    busy: snapshot.hasTag('busy'),
    failed: c.failed,
    done: c.done,
    conflict,
  }
}

/** A view's ready part mapped by `ready`; the other states as they are. */
export function mapReady<A extends object, B extends object>(view: SectionView<A>, ready: (view: A) => B | null): SectionView<B> {
  if (view.status !== 'ready') return view
  const mapped = ready(view)
  return mapped ? { ...mapped, status: 'ready' } : { status: 'loading' }
}
