import type { Units } from '@/contract/accounts'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Child } from '@/contract/children'
import type { Measurement } from '@/contract/progress'
import { latestMeasures, type OptionalPart } from '@/domain/doctor-summary'
import { growthSummary } from '@/domain/health-record'
import { OverviewLayout } from '@/ui/primitives/child-page'
import { Lead, Section, SectionHeading } from '@/ui/primitives/section'
import { HealthSectionsNav } from '@/ui/screens/health/health-sections-nav'

export type HealthRecordScreenProps = {
  child: Child
  /** Track Progress's measurements (an optional call): the last weight and height. */
  measurements: OptionalPart<readonly Measurement[]>
  /** The Vaccines section, drawn by the route with its flow. */
  vaccines: ReactNode
  /** The Visits section (docs/decisions/080), drawn by the route with its flow. */
  visits: ReactNode
  /** The Documents section (docs/decisions/081), drawn by the route with its flow. */
  documents: ReactNode
  /** The account's units (docs/decisions/062). */
  units?: Units
}

/**
 * A child's health record (docs/decisions/078): the growth summary from Track Progress, the
 * vaccines, the visits and the documents. Reached from the child's profile and the summary for the doctor.
 */
export function HealthRecordScreen({ child, measurements, vaccines, visits, documents, units = 'metric' }: HealthRecordScreenProps) {
  const latest = measurements.status === 'found' ? latestMeasures(measurements.value) : null
  return (
    <OverviewLayout title="Health record" childId={child.id}>
      <HealthSectionsNav />
      <Section $padding="lg" aria-labelledby="health-growth">
        <SectionHeading id="health-growth">Growth</SectionHeading>
        <Lead>{growthSummary(latest, child, units)}</Lead>
        <p>
          <Link to="/track-progress/$childId" params={{ childId: child.id }}>
            See {child.first_name}&apos;s growth in Track Progress
          </Link>
        </p>
      </Section>
      {vaccines}
      {visits}
      {documents}
    </OverviewLayout>
  )
}
