import { createFileRoute, Link } from '@tanstack/react-router'
import { childIdParams } from '@/routes/-lib/guards'
import { ComingSoonScreen } from '@/ui/screens/system/coming-soon-screen'

/** PRODUCT.md: the tiles without screens lead to real routes that say the feature is coming. */
export const Route = createFileRoute('/_parent/recommended-activities/$childId')({
  params: childIdParams,
  component: RecommendedActivitiesPage,
})

function RecommendedActivitiesPage() {
  const { childId } = Route.useParams()
  return (
    <ComingSoonScreen
      title="Recommended Activities"
      backAction={
        <Link to="/child/$childId" params={{ childId }}>
          Back to the profile
        </Link>
      }
    />
  )
}
