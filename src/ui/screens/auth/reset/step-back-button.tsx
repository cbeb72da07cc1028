import { BackArrow, BackLink } from '@/ui/primitives/back-link'

/** The round Back arrow of each reset step; the route sends the machine's `back`. */
export function StepBackButton({ onBack }: { onBack: () => void }) {
  return (
    <BackLink as="button" type="button" aria-label="Back" onClick={onBack}>
      <BackArrow />
    </BackLink>
  )
}
