import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/ui/screens/legal/legal-document'

/** A public page, prerendered (src/app/prerender.tsx): decision 088. */
export const Route = createFileRoute('/privacy')({
  component: () => <LegalPage document="privacy" />,
})
