import styled from 'styled-components'
import type { UserType } from '@/contract/accounts'
import { roleLabels } from '@/domain/admin-users'

const Pill = styled.span<{ $tone: 'success' | 'primary' | 'accent' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.75)};
  min-height: 24px;
  padding: 0 ${({ theme }) => theme.space(1.25)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.successSoft : $tone === 'accent' ? theme.colors.accentSoft : theme.colors.primarySoft};
  color: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.success : $tone === 'accent' ? theme.colors.accent : theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  white-space: nowrap;
`

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: currentColor;
`

/** docs/product-rules.md#2: the Status column always reads "Active". */
export function StatusBadge() {
  return (
    <Pill $tone="success">
      <Dot aria-hidden="true" />
      Active
    </Pill>
  )
}

export function RoleBadge({ role }: { role: UserType }) {
  return <Pill $tone={role === 'ADMIN' ? 'accent' : 'primary'}>{roleLabels[role]}</Pill>
}
