import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router'
import { mayDo, roleOf } from '@/domain/child-access'
import { getChild, listChildBands } from '@/api/children.api'
import { childIdParams } from '@/routes/-lib/guards'
import { ChildBandsError, ChildBandsLoading, ChildBandsScreen } from '@/ui/screens/child-bands/child-bands-screen'

export const Route = createFileRoute('/_parent/child/$childId/bands')({
  params: childIdParams,
  loader: async ({ params }) => {
    try {
      const [bands, child] = await Promise.all([listChildBands(params.childId), getChild(params.childId)])
      return { bands, childName: child.first_name, canAnswer: mayDo(roleOf(child), 'answer') }
    } catch (error) {
      console.error(`The bands of child ${params.childId} could not be loaded`, error)
      throw error
    }
  },
  pendingComponent: ChildBandsPending,
  errorComponent: ChildBandsFailed,
  component: ChildBandsPage,
})

function ChildBandsPending() {
  const { childId } = Route.useParams()
  return <ChildBandsLoading childId={childId} />
}

function ChildBandsFailed() {
  const { childId } = Route.useParams()
  const router = useRouter()
  // invalidate() runs the loader again; reset() alone would only re-render the error.
  return <ChildBandsError childId={childId} onRetry={() => void router.invalidate()} />
}

function ChildBandsPage() {
  const { childId } = Route.useParams()
  const { bands, childName, canAnswer } = Route.useLoaderData()
  const navigate = useNavigate()
  return (
    <ChildBandsScreen
      childId={childId}
      bands={bands}
      childName={childName}
      canAnswer={canAnswer}
      onDone={() => void navigate({ to: '/client-dashboard' })}
    />
  )
}
