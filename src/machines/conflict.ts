import { isApiError } from '@/api/api-error'
import { currentOf, type TaggedRecord } from '@/contract/conditional-writes'
import { recordTag, type RecordKind } from '@/contract/content-tag'
import { invokeError } from '@/machines/form-save'

/*
 * A write refused because someone else changed the record since it was loaded (a 412 with the current version,
 * docs/decisions/086), the same in every flow that writes a shared record: the machine keeps their version in
 * `conflict`, a state shows both versions, and the person keeps theirs ("keep mine": the write again, with the tag
 * of their version, so it goes over it knowingly) or takes theirs ("use theirs": theirs replaces what was shown, and
 * what they wrote is dropped). For a delete the same two events mean "delete anyway" and "keep it".
 * Each machine names the three pieces in its setup: the guard `isConflict`, the actions `storeConflict` (their
 * version into `conflict`) and `useTheirs` (theirs shown, the form or the delete closed).
 */

/** What the person chooses in a conflict. */
export type ConflictEvent = { type: 'keepMine' } | { type: 'useTheirs' }

/** Their version from a write's error: null unless it is a 412 whose `current` reads as a record of the kind. */
export function theirsFrom<K extends RecordKind>(kind: K, error: unknown): TaggedRecord<K> | null {
  return isApiError(error) && error.kind === 'http' && error.status === 412 ? currentOf(kind, error.body) : null
}

/**
 * The If-Match tag a write sends: of their version once the person chose to write over it, else of the record as
 * this screen loaded it; none for a new record.
 */
export function ifMatchFor<K extends RecordKind>(kind: K, conflict: TaggedRecord<K> | null, loaded: object | null | undefined): string | undefined {
  const base = conflict ?? loaded
  return base ? recordTag(kind, base) : undefined
}

/** The guard and the action that reads their version, for a machine's setup (its `conflict` field holds them). */
export function conflictRules<K extends RecordKind>(kind: K) {
  return {
    isConflict: (_: unknown, params: { error: unknown }) => theirsFrom(kind, params.error) !== null,
    storedConflict: (_: unknown, params: { error: unknown }) => ({ conflict: theirsFrom(kind, params.error) }),
  }
}

/** The first onError branch of a conditional write: a conflict goes to `target` with their version stored. */
export const onConflict = <T extends string>(target: T) =>
  ({ guard: { type: 'isConflict', params: invokeError }, target, actions: { type: 'storeConflict', params: invokeError } }) as const

/** The state that shows both versions: `keepMine` writes again (`resend`), `useTheirs` takes theirs and goes `back`. */
export const conflictState = <R extends string, B extends string>(resend: R, back: B) =>
  ({ tags: ['conflict'], on: { keepMine: resend, useTheirs: { target: back, actions: 'useTheirs' } } }) as const

/** A list with their version in place of the record it replaces ("use theirs" or "keep it" in a list's flow). */
export const withTheirs = <T extends { id: number }>(list: readonly T[] | null, theirs: T | null): T[] =>
  (list ?? []).map((record) => (record.id === theirs?.id ? theirs : record))

/** What "use theirs" (or "keep it") closes in a list's flow: the form and what was typed, or the removal, and the conflict. */
export const dropMine = { editing: null, values: null, removing: null, fieldErrors: {}, failed: null, conflict: null } as const
