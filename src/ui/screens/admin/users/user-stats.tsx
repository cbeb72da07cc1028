import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { UserCounts } from '@/domain/admin-users'
import { HeartIcon, ShieldCheckIcon, UsersIcon } from '@/ui/primitives/icons'
import { Stack } from '@/ui/primitives/layout'

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;

  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space(2)};
  }
`

/* Each counter is one div holding exactly a dt and a dd, the only wrapper a dl allows (the icon sits in the dt). */
const Stat = styled(Stack).attrs({ $gap: 0.5 })`
  position: relative;
  min-width: 0;
  padding: ${({ theme }) => theme.space(1.5)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.md} {
    justify-content: center;
    gap: ${({ theme }) => theme.space(0.25)};
    min-height: calc(48px + ${({ theme }) => theme.space(5)});
    padding: ${({ theme }) => theme.space(2.5)};
    padding-left: calc(48px + ${({ theme }) => theme.space(4.5)});
  }
`

const Icon = styled.span<{ $tone: 'primary' | 'accent' | 'neutral' }>`
  display: none;

  ${({ theme }) => theme.media.md} {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space(2.5)};
    transform: translateY(-50%);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 48px;
    height: 48px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme, $tone }) =>
      $tone === 'accent' ? theme.colors.accentSoft : $tone === 'primary' ? theme.colors.primarySoft : theme.colors.surfaceSunken};
    color: ${({ theme, $tone }) =>
      $tone === 'accent' ? theme.colors.accent : $tone === 'primary' ? theme.colors.primary : theme.colors.ink};
  }
`

const Label = styled.dt`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`

const Value = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`

function StatItem({ label, value, icon, tone }: { label: string; value: number; icon: ReactNode; tone: 'primary' | 'accent' | 'neutral' }) {
  return (
    <Stat>
      <Label>
        <Icon $tone={tone}>{icon}</Icon>
        {label}
      </Label>
      <Value>{value}</Value>
    </Stat>
  )
}

/** docs/product-rules.md#2: the counters Total Users, Admins and Clients. */
export function UserStats({ counts }: { counts: UserCounts }) {
  return (
    <List>
      <StatItem label="Total Users" value={counts.total} icon={<UsersIcon />} tone="neutral" />
      <StatItem label="Admins" value={counts.admins} icon={<ShieldCheckIcon />} tone="accent" />
      <StatItem label="Clients" value={counts.clients} icon={<HeartIcon />} tone="primary" />
    </List>
  )
}
