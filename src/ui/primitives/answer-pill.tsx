import styled from 'styled-components'
import type { AnswerStatus } from '@/domain/child-overview'

export const statusText: Record<AnswerStatus, string> = {
  yes: 'Yes',
  sometimes: 'Sometimes',
  notYet: 'Not yet',
  unanswered: 'Not answered',
}

const Pill = styled.span<{ $status: AnswerStatus }>`
  display: inline-block;
  padding: ${({ theme }) => theme.space(0.25)} ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $status }) => ($status === 'yes' ? theme.colors.primary : $status === 'sometimes' ? theme.colors.border : theme.colors.accent)};
  background: ${({ theme, $status }) => ($status === 'yes' ? theme.colors.primarySoft : $status === 'sometimes' ? theme.colors.surface : theme.colors.accentSoft)};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;

  @media print {
    border-color: #000;
    background: none;
  }
`

/** The answer in words: the option's own label, or "Not answered"; colour only repeats what the words say. */
export function AnswerPill({ status, label }: { status: AnswerStatus; label: string | null }) {
  return <Pill $status={status}>{label ?? statusText[status]}</Pill>
}
