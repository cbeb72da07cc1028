import styled from 'styled-components'
import { PlainList } from '@/ui/primitives/layout'
import { NoAdsIcon, ShieldLockIcon, VerifiedIcon } from '@/ui/primitives/icons'

// spec 1 "Marketing claims shown": pediatrician verified, HIPAA compliant, ad-free.
const BADGES = [
  { label: 'Pediatrician verified', Icon: VerifiedIcon },
  { label: 'HIPAA compliant', Icon: ShieldLockIcon },
  { label: 'Ad-free', Icon: NoAdsIcon },
] as const

const List = styled(PlainList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2.5)};
`

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.75)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};

  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`

export function TrustBadges() {
  return (
    <List aria-label="Why parents trust us">
      {BADGES.map(({ label, Icon }) => (
        <Item key={label}>
          <Icon size={20} />
          {label}
        </Item>
      ))}
    </List>
  )
}
