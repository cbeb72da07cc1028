import { createFileRoute, useRouter } from '@tanstack/react-router'
import { getUnitsPreference } from '@/api/accounts.api'
import { useActorRef, useSelector } from '@xstate/react'
import { childFetchErrorText } from '@/domain/child-form'
import { editProfileNotAllowedText } from '@/domain/sharing'
import { childFormMachine } from '@/machines/child-form.machine'
import { childFormPhase, childFormView, sameForm } from '@/machines/child-form.view'
import { deleteChildMachine } from '@/machines/delete-child.machine'
import { childIdParams } from '@/routes/-lib/guards'
import { goBack, useNavigateOnDone } from '@/routes/-lib/use-navigate-on-done'
import { useToast } from '@/ui/primitives/toast-context'
import { ChildFormLoadFailed, ChildFormLoading, ChildFormNotAllowed } from '@/ui/screens/child-form/child-form-status'
import { ChildFormScreen } from '@/ui/screens/child-form/child-form-screen'
import { DeleteChildPanel, type DeleteChildPhase } from '@/ui/screens/child-form/delete-child-panel'

/** docs/product-rules.md#2: the shared child form in edit mode; a saved child goes back one page. */
export const Route = createFileRoute('/_parent/edit-child-profile/$childId')({
  params: childIdParams,
  // docs/decisions/062: the weight's kg/lb starts from the account's preference.
  loader: () => getUnitsPreference(),
  component: EditChildProfilePage,
})

function EditChildProfilePage() {
  const { childId } = Route.useParams()
  // A new child id is a new form: the key restarts the flow.
  return <EditChildProfile key={childId} childId={childId} />
}

function EditChildProfile({ childId }: { childId: number }) {
  const router = useRouter()
  const toast = useToast()
  const units = Route.useLoaderData()
  const actorRef = useActorRef(childFormMachine, { input: { mode: 'edit', childId, units } })
  const phase = useSelector(actorRef, childFormPhase)
  const form = useSelector(actorRef, childFormView, sameForm)
  const photoUrl = useSelector(actorRef, (snapshot) => snapshot.context.child?.profile_image ?? null)
  const child = useSelector(actorRef, (snapshot) => snapshot.context.child)

  // The final state's output says 'back' (docs/product-rules.md#2).
  useNavigateOnDone(actorRef, { onDone: () => toast.show('Profile updated', 'success') })

  if (phase === 'loading') return <ChildFormLoading />
  if (phase === 'loadFailed') {
    return (
      <ChildFormLoadFailed
        message={childFetchErrorText}
        onRetry={() => actorRef.send({ type: 'retry' })}
        onBack={() => goBack(router, `/child/${childId}`)}
      />
    )
  }
  if (phase === 'notAllowed' && child)
    return <ChildFormNotAllowed message={editProfileNotAllowedText(child)} onBack={() => goBack(router, `/child/${childId}`)} />
  return (
    <ChildFormScreen
      mode="edit"
      {...form}
      currentPhotoUrl={photoUrl}
      onSubmit={(values) => actorRef.send({ type: 'submit', values })}
      onCancel={() => goBack(router, `/child/${childId}`)}
      after={child && <DeleteChild childId={childId} childName={`${child.first_name} ${child.last_name}`} />}
    />
  )
}

/** docs/decisions/062: the owner deletes the child; the edit page of a child that is gone is left for the dashboard. */
function DeleteChild({ childId, childName }: { childId: number; childName: string }) {
  const toast = useToast()
  const actorRef = useActorRef(deleteChildMachine, { input: { childId } })
  const phase = useSelector(actorRef, (snapshot) => (snapshot.status === 'done' ? 'deleting' : (snapshot.value as DeleteChildPhase)))
  useNavigateOnDone(actorRef, { replace: true, onDone: () => toast.show(`${childName}'s profile was deleted.`, 'success') })
  return (
    <DeleteChildPanel
      childName={childName}
      phase={phase}
      onAsk={() => actorRef.send({ type: 'ask' })}
      onCancel={() => actorRef.send({ type: 'cancel' })}
      onConfirm={() => actorRef.send({ type: 'confirm' })}
    />
  )
}
