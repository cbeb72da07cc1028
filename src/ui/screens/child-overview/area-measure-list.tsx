import styled from 'styled-components'
import { formatPercent } from '@/domain/format'
import { tallyText, type AreaMeasure } from '@/domain/milestone-measure'
import { termList } from '@/ui/primitives/layout'

const Areas = styled.dl`
  ${termList}
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space(1)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  > div {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`

const Percent = styled.strong`
  color: ${({ theme }) => theme.colors.ink};
  font-variant-numeric: tabular-nums;
`

/**
 * Each area by the one measure of milestones (docs/decisions/092-one-measure-of-milestones.md):
 * "63%: 2 of 4 milestones seen, 2 sometimes", the words the profile writes under its bars.
 * The results after Finish and Track Progress draw it.
 */
export function AreaMeasureList({ areas, label }: { areas: readonly AreaMeasure[]; label: string }) {
  return (
    <Areas aria-label={label}>
      {areas.map((area) => (
        <div key={area.id}>
          <dt>{area.title}</dt>
          <dd>
            {area.percent !== null && <Percent>{formatPercent(area.percent)}: </Percent>}
            {tallyText(area.tally)}
          </dd>
        </div>
      ))}
    </Areas>
  )
}
