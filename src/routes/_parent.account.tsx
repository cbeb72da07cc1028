import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { accountProfileMachine } from '@/machines/account-profile.machine'
import { passwordChangeMachine } from '@/machines/password-change.machine'
import { AccountScreen, type ProfileState } from '@/ui/screens/account/account-screen'

/** The parent's account (issue #26): details and units (account-profile.machine.ts), password (password-change.machine.ts). */
export const Route = createFileRoute('/_parent/account')({
  component: AccountPage,
})

function AccountPage() {
  const profileRef = useActorRef(accountProfileMachine)
  const profile = useSelector(
    profileRef,
    (snapshot): ProfileState => {
      const { account, fieldErrors, failed } = snapshot.context
      if (snapshot.matches('loading')) return { status: 'loading' }
      if (snapshot.matches('unavailable')) return { status: 'unavailable' }
      if (snapshot.matches('loadFailed') || !account)
        return {
          status: 'loadFailed',
          onRetry: () => profileRef.send({ type: 'retry' }),
        }
      return {
        status: 'ready',
        account,
        busy: snapshot.hasTag('busy'),
        saved: snapshot.matches('saved'),
        failed,
        fieldErrors,
      }
    },
    sameProfile,
  )
  const passwordRef = useActorRef(passwordChangeMachine)
  const password = useSelector(
    passwordRef,
    (snapshot) => ({
      busy: snapshot.hasTag('busy'),
      changed: snapshot.matches('changed'),
      failure: snapshot.context.failure,
      fieldErrors: snapshot.context.fieldErrors,
      unavailable: snapshot.matches('unavailable'),
      round: snapshot.context.changes,
    }),
    samePassword,
  )
  return (
    <AccountScreen
      profile={profile}
      onSaveProfile={(values) => profileRef.send({ type: 'submit', values })}
      password={password}
      onChangePassword={(values) => passwordRef.send({ type: 'submit', values })}
    />
  )
}

const sameProfile = (a: ProfileState, b: ProfileState) => JSON.stringify(a) === JSON.stringify(b) && a.status === b.status
const samePassword = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b)
