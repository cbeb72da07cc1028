import { createFileRoute, Link, useNavigate, useRouter } from '@tanstack/react-router'
import { getChild, listChildBands } from '@/api/children.api'
import { childIdParams } from '@/routes/-lib/guards'
import { ChildBandsError, ChildBandsLoading, ChildBandsScreen, type RenderBandsLink } from '@/ui/screens/child-bands/child-bands-screen'

export const Route = createFileRoute('/_parent/child/$childId/bands')({
  params: childIdParams,
  loader: async ({ params }) => {
    try {
      const [bands, child] = await Promise.all([listChildBands(params.childId), getChild(params.childId)])
      return { bands, childName: child.first_name }
    } catch (error) {
      console.error(`The bands of child ${params.childId} could not be loaded`, error)
      throw error
    }
  },
  pendingComponent: ChildBandsPending,
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
  const { bands, childName } = Route.useLoaderData()
  const navigate = useNavigate()
  return (
    <ChildBandsScreen
      bands={bands}
      childName={childName}
      renderLink={renderBandsLink(childId)}
      // Each band's questions for this child: the questionnaire with that band.
      renderBandLink={(band, props) => <Link to="/child/$childId/milestones-status" params={{ childId }} search={{ band }} {...props} />}
      onDone={() => void navigate({ to: '/client-dashboard' })}
    />
  )
}
