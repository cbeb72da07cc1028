import { createFileRoute, Link } from '@tanstack/react-router'
import { childIdParams } from '@/routes/-lib/guards'
import { ComingSoonScreen } from '@/ui/screens/system/coming-soon-screen'

/** PRODUCT.md: the tiles without screens lead to real routes that say the feature is coming. */
export const Route = createFileRoute('/_parent/weekly-checklist/$childId')({
  params: childIdParams,
  component: WeeklyChecklistPage,
})

function WeeklyChecklistPage() {
  const { childId } = Route.useParams()
  return (
    <ComingSoonScreen
      title="Weekly Checklist"
      backAction={
        <Link to="/child/$childId" params={{ childId }}>
          Back to the profile
        </Link>
      }
    />
  )
}
