import { createFileRoute, Link, useNavigate, useRouter } from '@tanstack/react-router'
import { listChildBands } from '@/api/children.api'
import { childIdParams } from '@/routes/-lib/guards'
import { ChildBandsError, ChildBandsLoading, ChildBandsScreen, type RenderBandsLink } from '@/ui/screens/child-bands/child-bands-screen'

export const Route = createFileRoute('/_parent/child/$childId/bands')({
  params: childIdParams,
  loader: async ({ params }) => {
    try {
      return await listChildBands(params.childId)
    } catch (error) {
      console.error(`The bands of child ${params.childId} could not be loaded`, error)
      throw error
    }
  },
  pendingComponent: ChildBandsPending,
  pendingMs: 150,
  pendingMinMs: 300,
  errorComponent: ChildBandsFailed,
  component: ChildBandsPage,
})

function renderBandsLink(childId: number): RenderBandsLink {
  return function BandsRouteLink(_target, props) {
    return <Link to="/child/$childId" params={{ childId }} {...props} />
  }
}

function ChildBandsPending() {
  const { childId } = Route.useParams()
  return <ChildBandsLoading renderLink={renderBandsLink(childId)} />
}

function ChildBandsFailed() {
  const { childId } = Route.useParams()
  const router = useRouter()
  // invalidate() runs the loader again; reset() alone would only re-render the error.
  return <ChildBandsError renderLink={renderBandsLink(childId)} onRetry={() => void router.invalidate()} />
}

function ChildBandsPage() {
  const { childId } = Route.useParams()
  const bands = Route.useLoaderData()
  const navigate = useNavigate()
  return (
    <ChildBandsScreen
      bands={bands}
      renderLink={renderBandsLink(childId)}
      onDone={() => void navigate({ to: '/client-dashboard' })}
    />
  )
}
