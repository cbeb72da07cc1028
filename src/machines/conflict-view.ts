/** A conflict as a screen shows it (docs/decisions/086): which write met it, their version, and this person's. */
export type ConflictView<T extends M, M = T> = { write: 'change' | 'delete'; theirs: T; mine: M }

/**
 * The conflict a screen shows, from its flow: which write met it (null: none), their version, and this person's:
 * what they submitted for a change, the record as they saw it for a delete.
 */
export function conflictOf<M, T extends M>(write: 'change' | 'delete' | null, theirs: T | null, submitted: M | null, seen: T | null): ConflictView<T, M> | null {
  const mine = write === 'delete' ? seen : submitted
  return write && theirs && mine ? { write, theirs, mine } : null
}
