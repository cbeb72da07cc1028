import styled, { type DefaultTheme } from 'styled-components'
import { ArrowUpIcon, CheckCircleIcon, HeartIcon, StarIcon } from '@/ui/primitives/icons'

/** spec 1: "progress tracking with statuses On Track, Advanced, Needs Support, Achieved". */
export const PROGRESS_STATUSES = ['On Track', 'Advanced', 'Needs Support', 'Achieved'] as const
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number]

// Each status has its own shape as well as its colour (STYLE: never by colour alone).
const looks: Record<ProgressStatus, { Icon: typeof CheckCircleIcon; color: (theme: DefaultTheme) => string }> = {
  'On Track': { Icon: CheckCircleIcon, color: (theme) => theme.colors.progressOnTrack },
  Advanced: { Icon: ArrowUpIcon, color: (theme) => theme.colors.progressExcellent },
  'Needs Support': { Icon: HeartIcon, color: (theme) => theme.colors.progressNeedsSupport },
  Achieved: { Icon: StarIcon, color: (theme) => theme.colors.primary },
}

const Root = styled.li<{ $status: ProgressStatus }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.75)};
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(1.25)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.ink};

  svg {
    color: ${({ theme, $status }) => looks[$status].color(theme)};
  }
`

export function StatusChip({ status }: { status: ProgressStatus }) {
  const { Icon } = looks[status]
  return (
    <Root $status={status}>
      <Icon size={16} />
      {status}
    </Root>
  )
}
