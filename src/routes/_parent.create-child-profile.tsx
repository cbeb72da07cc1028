import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { getUnitsPreference } from '@/api/accounts.api'
import { childFormMachine } from '@/machines/child-form.machine'
import { childFormView, sameForm } from '@/machines/child-form.view'
import { rememberSelectedChild } from '@/routes/-lib/selected-child'
import { goBack, useNavigateOnDone } from '@/routes/-lib/use-navigate-on-done'
import { ChildFormScreen } from '@/ui/screens/child-form/child-form-screen'

/** docs/product-rules.md#2: the shared child form in create mode; a saved child ends at /congrats. */
export const Route = createFileRoute('/_parent/create-child-profile')({
  // docs/decisions/062: the weight's unit starts from the account's preference.
  loader: () => getUnitsPreference(),
  component: CreateChildProfilePage,
})

function CreateChildProfilePage() {
  const router = useRouter()
  const units = Route.useLoaderData()
  const actorRef = useActorRef(childFormMachine, { input: { mode: 'create', units } })
  const form = useSelector(actorRef, childFormView, sameForm)
  // After /congrats the dashboard shows the new child as the selected card.
  useNavigateOnDone(actorRef, {
    onDone: (output) => {
      if ('childId' in output && output.childId !== null) rememberSelectedChild(output.childId)
    },
  })

  return (
    <ChildFormScreen
      mode="create"
      {...form}
      onSubmit={(values) => actorRef.send({ type: 'submit', values })}
      onCancel={() => goBack(router, '/client-dashboard')}
    />
  )
}
