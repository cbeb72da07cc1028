import { createFileRoute, Link } from '@tanstack/react-router'
import { childIdParams } from '@/routes/-lib/guards'
import { ComingSoonScreen } from '@/ui/screens/system/coming-soon-screen'

/** docs/product-rules.md#decisions: until a tile's screen exists, its route says what is coming, with the weekly goals meanwhile. */
export const Route = createFileRoute('/_parent/track-progress/$childId')({
  params: childIdParams,
  component: TrackProgressPage,
})

function TrackProgressPage() {
  const { childId } = Route.useParams()
  return (
    <ComingSoonScreen
      title="Track Progress"
      description="Track Progress will chart how each area of the milestones grows over time, and your child's height and weight by age."
      meanwhile={
        <Link to="/weekly-checklist/$childId" params={{ childId }}>
          Meanwhile, see this week&apos;s milestones to watch
        </Link>
      }
      backAction={
        <Link to="/child/$childId" params={{ childId }}>
          Back to the profile
        </Link>
      }
    />
  )
}
