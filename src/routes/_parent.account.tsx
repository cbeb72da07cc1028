import { createFileRoute } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { accountDeletionMessages } from '@/contract/leaving'
import { accountProfileMachine } from '@/machines/account-profile.machine'
import { profileView, sameProfile } from '@/machines/account-profile.view'
import { dataExportMachine } from '@/machines/data-export.machine'
import { deleteAccountMachine } from '@/machines/delete-account.machine'
import { passwordChangeMachine } from '@/machines/password-change.machine'
import { passwordView, samePassword } from '@/machines/password-change.view'
import { downloadFile } from '@/routes/-lib/download-file'
import { useNavigateOnDone } from '@/routes/-lib/use-navigate-on-done'
import { useToast } from '@/ui/primitives/toast-context'
import { AccountScreen } from '@/ui/screens/account/account-screen'
import { DataExportPart, DeleteAccountPart, type DataExportPhase, type DeleteAccountPhase } from '@/ui/screens/account/leaving-sections'

/**
 * The parent's account (docs/decisions/062): details and units, and a new email's confirmation (account-profile.machine.ts,
 * docs/decisions/084), password (password-change.machine.ts).
 */
export const Route = createFileRoute('/_parent/account')({
  component: AccountPage,
})

function AccountPage() {
  const profileRef = useActorRef(accountProfileMachine)
  const profile = useSelector(profileRef, (snapshot) => profileView(snapshot, profileRef.send), sameProfile)
  const passwordRef = useActorRef(passwordChangeMachine)
  const password = useSelector(passwordRef, passwordView, samePassword)
  return (
    <AccountScreen
      profile={profile}
      onSaveProfile={(values) => profileRef.send({ type: 'submit', values })}
      onResendLink={() => profileRef.send({ type: 'email.resend' })}
      onCancelChange={() => profileRef.send({ type: 'email.cancel' })}
      password={password}
      onChangePassword={(values) => passwordRef.send({ type: 'submit', values })}
      dataExport={<DataExport />}
      deletion={<DeleteAccount />}
    />
  )
}

/** docs/decisions/077: the machine makes the ZIP; the route saves it, once per ZIP made. */
function DataExport() {
  const actorRef = useActorRef(dataExportMachine)
  const phase = useSelector(actorRef, (snapshot) => snapshot.value as DataExportPhase)
  const archive = useSelector(actorRef, (snapshot) => snapshot.context.archive)
  useEffect(() => {
    if (archive) downloadFile(archive.name, archive.bytes, 'application/zip')
  }, [archive])
  return <DataExportPart phase={phase} fileName={archive?.name ?? null} onDownload={() => actorRef.send({ type: 'download' })} />
}

/** docs/decisions/077: once deleted (the session is cleared), the landing page with the message. */
function DeleteAccount() {
  const toast = useToast()
  const actorRef = useActorRef(deleteAccountMachine)
  const phase = useSelector(actorRef, (snapshot) => (snapshot.status === 'done' ? 'deleting' : (snapshot.value as DeleteAccountPhase)))
  const { plan, values, fieldErrors, failure } = useSelector(actorRef, (snapshot) => snapshot.context)
  useNavigateOnDone(actorRef, { replace: true, onDone: () => toast.show(accountDeletionMessages.deleted, 'success') })
  return (
    <DeleteAccountPart
      phase={phase}
      plan={plan}
      values={values}
      fieldErrors={fieldErrors}
      failure={failure}
      onAsk={() => actorRef.send({ type: 'ask' })}
      onRetry={() => actorRef.send({ type: 'retry' })}
      onCancel={() => actorRef.send({ type: 'cancel' })}
      onSubmit={(next) => actorRef.send({ type: 'submit', values: next })}
      onBack={() => actorRef.send({ type: 'back' })}
      onConfirm={() => actorRef.send({ type: 'confirm' })}
    />
  )
}
