import { createFileRoute, Link } from '@tanstack/react-router'
import { childIdParams } from '@/routes/-lib/guards'
import { ComingSoonScreen } from '@/ui/screens/system/coming-soon-screen'

/** PRODUCT.md: the tiles without screens lead to real routes that say the feature is coming. */
export const Route = createFileRoute('/_parent/track-progress/$childId')({
  params: childIdParams,
  component: TrackProgressPage,
})

function TrackProgressPage() {
  const { childId } = Route.useParams()
  return (
    <ComingSoonScreen
      title="Track Progress"
      backAction={
        <Link to="/child/$childId" params={{ childId }}>
          Back to the profile
        </Link>
      }
    />
  )
}
