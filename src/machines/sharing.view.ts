import type { SnapshotFrom } from 'xstate'
import { conflictOf } from '@/machines/conflict-view'
import type { SharingEvent, sharingMachine } from '@/machines/sharing.machine'

/**
 * The Share screen's state from its flow (docs/decisions/096-routes-bind.md: the mapping sits beside the machine).
 * `origin`: the demo answers the link's path; the inviter copies the whole address.
 */
export function sharingView(snapshot: SnapshotFrom<typeof sharingMachine>, send: (event: SharingEvent) => void, origin: string) {
  const { context } = snapshot
  if (snapshot.matches('loading')) return { status: 'loading' } as const
  if (snapshot.matches('unavailable')) return { status: 'unavailable' } as const
  if (snapshot.matches('notOwner')) return { status: 'notOwner' } as const
  if (snapshot.matches('loadFailed') || !context.access) return { status: 'loadFailed', onRetry: () => send({ type: 'retry' }) } as const
  return {
    status: 'ready',
    access: context.access,
    busy: snapshot.hasTag('busy'),
    fieldErrors: context.fieldErrors,
    failed: context.failed,
    done: context.done,
    created: context.created && { ...context.created, url: context.created.link ? new URL(context.created.link, origin).href : null },
    removing: snapshot.matches('confirmingRemove') || snapshot.matches('removing') ? context.removing : null,
    conflict: conflictOf(
      snapshot.matches('roleConflict') ? 'change' : snapshot.matches('removeConflict') ? 'delete' : null,
      context.conflict,
      context.changing && { ...context.changing.member, role: context.changing.role },
      context.removing,
    ),
  } as const
}
