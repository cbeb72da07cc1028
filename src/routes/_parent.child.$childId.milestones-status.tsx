import { createFileRoute, Link } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { questionnaireMachine } from '@/machines/questionnaire.machine'
import { childIdParams } from '@/routes/-lib/guards'
import { rememberSelectedChild } from '@/routes/-lib/selected-child'
import { useNavigateOnDone } from '@/routes/-lib/use-navigate-on-done'
import { useToast } from '@/ui/primitives/toast-context'
import { BackArrow, BackLink } from '@/ui/screens/auth/auth-layout'
import { QuestionnaireScreen, type QuestionnaireStatus } from '@/ui/screens/questionnaire/questionnaire-screen'

export const Route = createFileRoute('/_parent/child/$childId/milestones-status')({
  params: childIdParams,
  // ?band=ID: a band picked on Child Bands (checked by hand, like /auth's search, to keep zod out of the route chunk).
  validateSearch: (search: Record<string, unknown>): { band?: number } => {
    const band = Number(search.band)
    return Number.isInteger(band) && band > 0 ? { band } : {}
  },
  component: QuestionnairePage,
})

const statuses: QuestionnaireStatus[] = ['loading', 'loadFailed', 'noBand', 'answering', 'submitting', 'submitFailed']

function QuestionnairePage() {
  const { childId } = Route.useParams()
  const { band: bandId } = Route.useSearch()
  const actorRef = useActorRef(questionnaireMachine, { input: { childId, bandId } })
  const status = useSelector(actorRef, (s) => statuses.find((value) => s.matches(value)) ?? 'loading')
  const band = useSelector(actorRef, (s) => s.context.band)
  const answers = useSelector(actorRef, (s) => s.context.answers)
  const toast = useToast()
  // SPEC: Finish goes to /client-dashboard, where the child just answered is the selected card.
  useNavigateOnDone(actorRef, ({ savedFor }) => {
    rememberSelectedChild(childId)
    if (savedFor) toast.show(`Answers saved for ${savedFor}`, 'success')
  })

  return (
    <QuestionnaireScreen
      status={status}
      band={band}
      answers={answers}
      onChoose={(question, option) => actorRef.send({ type: 'option.choose', question, option })}
      onFinish={() => actorRef.send({ type: 'finish' })}
      onRetry={() => actorRef.send({ type: 'retry' })}
      back={
        // SPEC section 2: the back arrow goes to the child's edit form.
        <Link to="/edit-child-profile/$childId" params={{ childId }} aria-label="Back to the child's profile form">
          <BackLink as="span">
            <BackArrow />
          </BackLink>
        </Link>
      }
      leave={<Link to="/client-dashboard">Back to the dashboard</Link>}
    />
  )
}
