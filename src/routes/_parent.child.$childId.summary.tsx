import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { doctorQuestionsView } from '@/machines/doctor-questions.view'
import { loadSummary, type SummaryLoad } from '@/routes/-lib/child-overview-loader'
import { ChildOverviewError, ChildOverviewNotFound, ChildOverviewPending } from '@/routes/-lib/child-overview-page'
import { childIdParams } from '@/routes/-lib/guards'
import { useReloadOnReturn } from '@/routes/-lib/use-refresh-on-return'
import { doctorQuestionsMachine } from '@/machines/doctor-questions.machine'
import { mayDo, roleOf } from '@/domain/child-access'
import { ViewOnlyNote } from '@/ui/screens/sharing/shared-child'
import { DoctorQuestionsBox } from '@/ui/screens/child-overview/doctor-questions-box'
import { SummaryScreen } from '@/ui/screens/child-overview/summary-screen'

const title = 'Summary for the doctor'

/** docs/product-rules.md#decisions-summary: printable; the measurements and the questions for the doctor from optional calls (docs/decisions/060), the vaccine status (docs/decisions/073). */
export const Route = createFileRoute('/_parent/child/$childId/summary')({
  params: childIdParams,
  loader: ({ params }) => loadSummary(params.childId),
  pendingComponent: () => <ChildOverviewPending title={title} label="Loading the summary…" />,
  notFoundComponent: () => <ChildOverviewNotFound title={title} />,
  errorComponent: () => <ChildOverviewError title={title} />,
  component: SummaryPage,
})

function SummaryPage() {
  // Another tab's saved questions (or answers) show when this one is back in view.
  useReloadOnReturn()
  const { childId } = Route.useParams()
  const { questions, ...shown } = Route.useLoaderData()
  const { child } = shown.overview
  const readerName = Route.useRouteContext({ select: (context) => context.session.user.full_name })
  return (
    <SummaryScreen
      {...shown}
      readerName={readerName}
      questions={
        // docs/decisions/072: the questions for the doctor are written by the owner and caregivers.
        mayDo(roleOf(child), 'askDoctor') ? (
          <QuestionsBox childId={childId} load={questions} />
        ) : (
          <ViewOnlyNote name={child.first_name} access={child.access} what="write questions for the doctor" />
        )
      }
      onPrint={() => window.print()}
    />
  )
}

function QuestionsBox({ childId, load }: { childId: number; load: SummaryLoad['questions'] }) {
  const router = useRouter()
  const [snapshot, send] = useMachine(doctorQuestionsMachine, { input: { childId } })
  return (
    <DoctorQuestionsBox
      load={load}
      {...doctorQuestionsView(snapshot)}
      onSubmit={(value, base) => send({ type: 'submit', text: value, base })}
      onKeepMine={() => send({ type: 'keepMine' })}
      onUseTheirs={() => send({ type: 'useTheirs' })}
      onRetry={() => void router.invalidate()}
    />
  )
}
