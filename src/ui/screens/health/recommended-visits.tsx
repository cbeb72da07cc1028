import styled from 'styled-components'
import type { VisitSchedule } from '@/contract/visits'
import { longDate } from '@/domain/format'
import { recommendedVisits } from '@/domain/visits'
import { SmallText } from '@/ui/primitives/text'
import { Fold } from '@/ui/record-list/record-parts'

const Ages = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  padding-left: ${({ theme }) => theme.space(2.5)};
`

/** The recommended check-ups by age with their days (docs/decisions/080), folded under the visits, and their source. */
export function RecommendedVisits({ schedule, dob, today }: { schedule: VisitSchedule; dob: string; today: string }) {
  const recommended = recommendedVisits(schedule.visits, dob, today)
  return (
    <>
      <Fold>
        <summary>Recommended check-ups ({recommended.length})</summary>
        <Ages>
          {recommended.map(({ visit, date, isNext }) => (
            <li key={visit.id}>
              <strong>{visit.title}</strong>: around {longDate(date)}
              {isNext && ' (next)'}. {visit.note}
            </li>
          ))}
        </Ages>
      </Fold>
      <SmallText>
        Check-up ages: {schedule.source.name}, {schedule.source.date}, in our own words. Your child&apos;s doctor may suggest other days.
      </SmallText>
    </>
  )
}
