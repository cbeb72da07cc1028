import type { RecordConflict } from '@/ui/primitives/conflict-panel'

/**
 * The conflict a screen shows (docs/decisions/086), from its flow: which write met it (null: none), their version,
 * and this person's: what they submitted for a change, the record as they saw it for a delete.
 */
export function conflictOf<M, T extends M>(write: 'change' | 'delete' | null, theirs: T | null, submitted: M | null, seen: T | null): RecordConflict<T, M> | null {
  const mine = write === 'delete' ? seen : submitted
  return write && theirs && mine ? { write, theirs, mine } : null
}
