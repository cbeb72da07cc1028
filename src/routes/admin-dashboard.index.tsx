import { createFileRoute } from '@tanstack/react-router'
import { PageContainer } from '@/ui/primitives/card'

export const Route = createFileRoute('/admin-dashboard/')({
  component: AdminDashboardIndex,
})

/** SPEC section 2: the dashboard index shows only this placeholder text. */
function AdminDashboardIndex() {
  return (
    <PageContainer>
      <p>Dashboard Content</p>
    </PageContainer>
  )
}
