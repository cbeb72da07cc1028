import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { getChild, listMilestones, listResponses } from '@/api/children.api'
import { listBands } from '@/api/content.api'
import type { Child, MilestoneProgress } from '@/contract/children'
import { childDevelopmentalAge } from '@/domain/age'
import { noLongerAsked, noLongerCountedNotes, type NoLongerCountedNote } from '@/domain/no-longer-asked'
import { areaMeasuresOfChild, type AreaMeasure } from '@/domain/milestone-measure'
import { leaveChildMachine } from '@/machines/leave-child.machine'
import { childIdParams } from '@/routes/-lib/guards'
import { throwLoadFailure } from '@/routes/-lib/load-failure'
import { useNavigateOnDone } from '@/routes/-lib/use-navigate-on-done'
import { usePreloadCode } from '@/routes/-lib/use-preload-code'
import { useReloadOnReturn } from '@/routes/-lib/use-refresh-on-return'
import { ChildNotFoundScreen, ChildProfileLoading } from '@/ui/screens/child-profile/child-profile-states'
import { ChildProfileScreen } from '@/ui/screens/child-profile/child-profile-screen'
import { profileTilePaths } from '@/ui/screens/child-profile/profile-tiles'
import { useToast } from '@/ui/primitives/toast-context'
import { LeaveChild, type LeavePhase } from '@/ui/screens/sharing/shared-child'

type ProfileLoad = {
  child: Child
  milestones: MilestoneProgress[]
  areaAnswers: Readonly<Record<number, AreaMeasure>> | null
  /** decision 058: answers that no longer count, explained by area; from the same bands and answers. */
  noLongerCounted: NoLongerCountedNote[]
}

/**
 * SPEC section 8: the failure is logged and the page says 'Child not found', from the route's not-found or error
 * component (docs/decisions/096-routes-bind.md; Try again only where the failure may pass).
 */
async function loadProfile(childId: number, readerName: string): Promise<ProfileLoad> {
  try {
    // docs/product-rules.md#7: the profile screen fetches the child together with the milestones.
    const [child, milestones, answerData] = await Promise.all([getChild(childId), listMilestones(childId), loadAnswerData(childId)])
    const today = new Date()
    const areaAnswers = answerData && areaMeasuresOfChild(child, answerData.bands, answerData.responses, today, readerName)
    const noLongerCounted = answerData
      ? noLongerCountedNotes(noLongerAsked(answerData.bands, childDevelopmentalAge(child, today).forBands, answerData.responses))
      : []
    return { child, milestones, areaAnswers, noLongerCounted }
  } catch (error) {
    return throwLoadFailure(`The profile of child ${childId}`, error)
  }
}

/**
 * How many questions of each area are answered, so an area nobody has answered
 * reads "Not answered yet" rather than 0 %. Optional: without it the profile
 * still shows the percentages.
 */
async function loadAnswerData(childId: number) {
  try {
    const [bands, responses] = await Promise.all([listBands(), listResponses(childId)])
    return { bands, responses }
  } catch (error) {
    console.error(`The answers of child ${childId} could not be counted`, error)
    return null
  }
}

export const Route = createFileRoute('/_parent/child/$childId/')({
  params: childIdParams,
  // The reader's name: a shared child's areas say which answers someone else gave (docs/decisions/072).
  loader: ({ params, context }) => loadProfile(params.childId, context.session.user.full_name),
  pendingComponent: ChildProfileLoading,
  notFoundComponent: () => <ChildNotFoundScreen />,
  errorComponent: ChildProfileFailed,
  component: ChildProfilePage,
})

function ChildProfileFailed() {
  const router = useRouter()
  return <ChildNotFoundScreen onRetry={() => void router.invalidate()} />
}

function ChildProfilePage() {
  const load = Route.useLoaderData()
  // docs/decisions/031: a child changed in another tab shows when this tab is back in view.
  useReloadOnReturn()
  usePreloadCode(profileTilePaths)
  return (
    <ChildProfileScreen
      child={load.child}
      milestones={load.milestones}
      areaAnswers={load.areaAnswers}
      noLongerCounted={load.noLongerCounted}
      leave={load.child.access?.access_id && <Leave key={load.child.access.access_id} accessId={load.child.access.access_id} name={load.child.first_name} />}
    />
  )
}

/** docs/decisions/072: a caregiver or viewer stops following the child (leave-child.machine.ts), then the dashboard. */
function Leave({ accessId, name }: { accessId: number; name: string }) {
  const toast = useToast()
  const actorRef = useActorRef(leaveChildMachine, { input: { accessId } })
  const phase = useSelector(actorRef, (snapshot) => snapshot.value as LeavePhase)
  useNavigateOnDone(actorRef, { replace: true, onDone: () => toast.show(`You no longer follow ${name}.`, 'success') })
  return (
    <LeaveChild
      name={name}
      phase={phase}
      onAsk={() => actorRef.send({ type: 'ask' })}
      onCancel={() => actorRef.send({ type: 'cancel' })}
      onConfirm={() => actorRef.send({ type: 'confirm' })}
    />
  )
}
