import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { CongratsScreen } from '@/ui/screens/congrats/congrats-screen'

/** docs/product-rules.md#2: the celebration at the end of creating a child profile. */
export const Route = createFileRoute('/_parent/congrats')({
  component: CongratulationsPage,
})

function CongratulationsPage() {
  const navigate = useNavigate()
  return <CongratsScreen onGoToDashboard={() => void navigate({ to: '/client-dashboard' })} />
}
