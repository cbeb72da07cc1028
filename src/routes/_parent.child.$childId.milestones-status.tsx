import { createFileRoute, Link, useLocation } from '@tanstack/react-router'
import type { Child } from '@/contract/children'
import { childDevelopmentalAge, formatAge } from '@/domain/age'
import { useActorRef, useSelector } from '@xstate/react'
import { questionnaireMachine } from '@/machines/questionnaire.machine'
import { childIdParams } from '@/routes/-lib/guards'
import { useNavigateOnDone } from '@/routes/-lib/use-navigate-on-done'
import { BackArrow, BackLink } from '@/ui/screens/auth/auth-layout'
import { QuestionnaireScreen, type QuestionnaireStatus } from '@/ui/screens/questionnaire/questionnaire-screen'

export const Route = createFileRoute('/_parent/child/$childId/milestones-status')({
  params: childIdParams,
  component: QuestionnairePage,
})

const statuses: QuestionnaireStatus[] = ['loading', 'loadFailed', 'noBand', 'answering', 'submitting', 'submitFailed']

function QuestionnairePage() {
  const { childId } = Route.useParams()
  const actorRef = useActorRef(questionnaireMachine, { input: { childId } })
  const status = useSelector(actorRef, (s) => statuses.find((value) => s.matches(value)) ?? 'loading')
  const band = useSelector(actorRef, (s) => s.context.band)
  const answers = useSelector(actorRef, (s) => s.context.answers)
  const child = useSelector(actorRef, (s) => s.context.child)
  const hash = useLocation({ select: (location) => location.hash })
  const focusQuestion = /^question-(\d+)$/.exec(hash)?.[1]
  useNavigateOnDone(actorRef)

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
      ageNote={child ? ageNoteOf(child) : undefined}
      focusQuestion={focusQuestion ? Number(focusQuestion) : null}
    />
  )
}

/** PRODUCT.md "Corrected age": the questionnaire says which age chose its band. */
function ageNoteOf(child: Child): string {
  const age = childDevelopmentalAge(child)
  return age.corrected === null
    ? `For ${child.first_name}'s age, ${formatAge(age.chronological)}`
    : `For ${child.first_name}'s corrected age, ${formatAge(age.corrected)} (born ${child.weeks_premature} weeks early)`
}
