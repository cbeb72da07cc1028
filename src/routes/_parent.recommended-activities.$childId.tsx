import { createFileRoute, Link } from '@tanstack/react-router'
import { childIdParams } from '@/routes/-lib/guards'
import { ComingSoonScreen } from '@/ui/screens/system/coming-soon-screen'

/** docs/product-rules.md#decisions: until a tile's screen exists, its route says what is coming, with the weekly goals meanwhile. */
export const Route = createFileRoute('/_parent/recommended-activities/$childId')({
  params: childIdParams,
  component: RecommendedActivitiesPage,
})

function RecommendedActivitiesPage() {
  const { childId } = Route.useParams()
  return (
    <ComingSoonScreen
      title="Recommended Activities"
      description="Recommended Activities will suggest short play ideas for the milestones of your child's age, starting with the ones answered Not yet or Sometimes."
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
