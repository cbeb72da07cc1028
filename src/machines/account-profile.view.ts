import type { SnapshotFrom } from 'xstate'
import type { AccountProfileEvent, accountProfileMachine } from '@/machines/account-profile.machine'

/** The account details' state from their flow (docs/decisions/096-routes-bind.md). */
export function profileView(snapshot: SnapshotFrom<typeof accountProfileMachine>, send: (event: AccountProfileEvent) => void) {
  const { account, fieldErrors, failed, confirmationLink } = snapshot.context
  if (snapshot.matches('loading')) return { status: 'loading' } as const
  if (snapshot.matches('unavailable')) return { status: 'unavailable' } as const
  if (snapshot.matches('loadFailed') || !account) return { status: 'loadFailed', onRetry: () => send({ type: 'retry' }) } as const
  return {
    status: 'ready',
    account,
    busy: snapshot.hasTag('busy'),
    saved: snapshot.matches('saved'),
    failed,
    fieldErrors,
    confirmationLink,
    emailStep: snapshot.matches('linkSent') ? 'linkSent' : snapshot.matches('changeCancelled') ? 'cancelled' : snapshot.matches('emailFailed') ? 'failed' : null,
  } as const
}

type ProfileView = ReturnType<typeof profileView>

/** The selector builds a new object each time: equal when what it shows is equal. */
export const sameProfile = (a: ProfileView, b: ProfileView) => JSON.stringify(a) === JSON.stringify(b) && a.status === b.status
