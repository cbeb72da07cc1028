import type { SnapshotFrom } from 'xstate'
import type { Account } from '@/contract/accounts'
import type { AccountProfileEvent, accountProfileMachine } from '@/machines/account-profile.machine'

export type ProfileView =
  | { status: 'loading' }
  | { status: 'loadFailed'; onRetry: () => void }
  | { status: 'unavailable' }
  | {
      status: 'ready'
      account: Account
      busy: boolean
      saved: boolean
      failed: boolean
      fieldErrors: Record<string, string>
      confirmationLink: string | null
      emailStep: 'linkSent' | 'cancelled' | 'failed' | null
    }

/** The account details' state from their flow (docs/decisions/096-routes-bind.md). */
export function profileView(snapshot: SnapshotFrom<typeof accountProfileMachine>, send: (event: AccountProfileEvent) => void): ProfileView {
  const { account, fieldErrors, failed, confirmationLink } = snapshot.context
  if (snapshot.matches('loading')) return { status: 'loading' }
  if (snapshot.matches('unavailable')) return { status: 'unavailable' }
  if (snapshot.matches('loadFailed') || !account) return { status: 'loadFailed', onRetry: () => send({ type: 'retry' }) }
  return {
    status: 'ready',
    account,
    busy: snapshot.hasTag('busy'),
    saved: snapshot.matches('saved'),
    failed,
    fieldErrors,
    confirmationLink,
    emailStep: snapshot.matches('linkSent') ? 'linkSent' : snapshot.matches('changeCancelled') ? 'cancelled' : snapshot.matches('emailFailed') ? 'failed' : null,
  }
}

/** The selector builds a new object each time: equal when what it shows is equal. */
export const sameProfile = (a: ProfileView, b: ProfileView) => JSON.stringify(a) === JSON.stringify(b) && a.status === b.status
