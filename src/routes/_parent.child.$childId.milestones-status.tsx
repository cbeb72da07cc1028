import { createFileRoute, Link, useLocation } from '@tanstack/react-router'
import { finishMessage } from '@/domain/questionnaire'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { loadQuestionnaireData } from '@/api/questionnaire.api'
import { questionnaireMachine } from '@/machines/questionnaire.machine'
import { ageNoteOf, questionnaireStatus } from '@/machines/questionnaire.view'
import { startEarly } from '@/routes/-lib/early-load'
import { childIdParams } from '@/routes/-lib/guards'
import { rememberFinishResults, rememberSelectedChild } from '@/routes/-lib/selected-child'
import { useNavigateOnDone } from '@/routes/-lib/use-navigate-on-done'
import { useToast } from '@/ui/primitives/toast-context'
import { BackArrow, BackLink } from '@/ui/primitives/back-link'
import { mayDo, roleOf } from '@/domain/child-access'
import { givenByText } from '@/domain/given-by'
import { ReadOnlyAnswers } from '@/ui/screens/sharing/read-only-answers'
import { QuestionnaireScreen } from '@/ui/screens/questionnaire/questionnaire-screen'

export const Route = createFileRoute('/_parent/child/$childId/milestones-status')({
  params: childIdParams,
  // ?band=ID: a band picked on Child Bands (checked by hand, like /auth's search, to keep zod out of the route chunk).
  validateSearch: (search: Record<string, unknown>): { band?: number } => {
    const band = Number(search.band)
    return Number.isInteger(band) && band > 0 ? { band } : {}
  },
  // The questionnaire's data is on its way while the page's code downloads (docs/decisions/079); each visit loads its own.
  loader: ({ params }) => ({ early: startEarly(() => loadQuestionnaireData(params.childId)) }),
  gcTime: 0,
  component: QuestionnairePage,
})

function QuestionnairePage() {
  const { childId } = Route.useParams()
  const { band: bandId } = Route.useSearch()
  const { early } = Route.useLoaderData()
  const actorRef = useActorRef(questionnaireMachine.provide({ actors: { loadQuestionnaire: fromPromise(() => early.take()) } }), { input: { childId, bandId } })
  const status = useSelector(actorRef, questionnaireStatus)
  const band = useSelector(actorRef, (s) => s.context.band)
  const answers = useSelector(actorRef, (s) => s.context.answers)
  const child = useSelector(actorRef, (s) => s.context.child)
  const givers = useSelector(actorRef, (s) => s.context.givers)
  const readerName = Route.useRouteContext({ select: (context) => context.session.user.full_name })
  const hash = useLocation({ select: (location) => location.hash })
  const focusQuestion = /^question-(\d+)$/.exec(hash)?.[1]
  const toast = useToast()
  // SPEC: Finish goes to /client-dashboard, where the child just answered is the selected card.
  useNavigateOnDone(actorRef, {
    onDone: ({ savedFor, notCounted, sent }) => {
      rememberSelectedChild(childId)
      if (!savedFor) return
      // The dashboard then shows this child's results (docs/decisions/054).
      rememberFinishResults(childId)
      // docs/decisions/048: answers the server did not count (the content changed meanwhile) are named, with why.
      const message = finishMessage(savedFor, notCounted, sent)
      toast.show(message.text, message.tone)
    },
  })

  // The answer stored by someone else, while it is still the one chosen.
  const givenBy = (question: number, option: number | undefined) => (givers[question]?.option === option ? givenByText(givers[question]?.name, readerName) : null)
  // docs/decisions/094: a role that reads (a viewer) sees the answers given, not a form it cannot send.
  if (child && band && status === 'answering' && !mayDo(roleOf(child), 'answer'))
    return <ReadOnlyAnswers childId={childId} name={child.first_name} access={child.access} band={band} answers={answers} givenBy={givenBy} />
  return (
    <QuestionnaireScreen
      status={status}
      band={band}
      answers={answers}
      onChoose={(question, option) => actorRef.send({ type: 'option.choose', question, option })}
      onFinish={() => actorRef.send({ type: 'finish' })}
      onRetry={() => actorRef.send({ type: 'retry' })}
      back={
        // docs/product-rules.md#2: the back arrow goes to the child's edit form.
        <Link to="/edit-child-profile/$childId" params={{ childId }} aria-label="Back to the child's profile form">
          <BackLink as="span">
            <BackArrow />
          </BackLink>
        </Link>
      }
      leave={<Link to="/client-dashboard">Back to the dashboard</Link>}
      ageNote={child ? ageNoteOf(child) : undefined}
      focusQuestion={focusQuestion ? Number(focusQuestion) : null}
      givenBy={givenBy}
    />
  )
}
