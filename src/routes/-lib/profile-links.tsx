import { Link } from '@tanstack/react-router'
import type { RenderProfileLink } from '@/ui/screens/child-profile/screen-links'

/** The router links of every place the child's screens point to (ui names a target, the route renders the Link). */
export function renderProfileLink(childId: number): RenderProfileLink {
  return function ProfileRouteLink(target, props) {
    switch (target) {
      case 'dashboard':
        return <Link to="/client-dashboard" {...props} />
      case 'profile':
        return <Link to="/child/$childId" params={{ childId }} {...props} />
      case 'summary':
        return <Link to="/child/$childId/summary" params={{ childId }} {...props} />
      case 'edit':
        return <Link to="/edit-child-profile/$childId" params={{ childId }} {...props} />
      case 'bands':
        return <Link to="/child/$childId/bands" params={{ childId }} {...props} />
      case 'weeklyChecklist':
        return <Link to="/weekly-checklist/$childId" params={{ childId }} {...props} />
      case 'recommendedActivities':
        return <Link to="/recommended-activities/$childId" params={{ childId }} {...props} />
      case 'trackProgress':
        return <Link to="/track-progress/$childId" params={{ childId }} {...props} />
      case 'milestonesStatus':
        return <Link to="/child/$childId/milestones-status" params={{ childId }} {...props} />
      case 'alertsReminders':
        return <Link to="/alerts-reminders/$childId" params={{ childId }} {...props} />
    }
  }
}
