import { type ReactNode, useId } from 'react'
import styled from 'styled-components'
import type { AdminUser } from '@/contract/accounts'
import {
  cityLabel,
  countryLabel,
  formatCalendarDate,
  formatJoinedDate,
  genderLabels,
  roleLabels,
} from '@/domain/admin-users'
import { RoleBadge, StatusBadge } from '@/ui/screens/admin/users/user-badges'
import { Avatar } from '@/ui/primitives/avatar'
import { Cluster, Stack } from '@/ui/primitives/layout'
import { Overline } from '@/ui/primitives/overline'

const Summary = styled(Cluster).attrs({ $gap: 2 })`
  padding: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`

const SummaryText = styled(Stack).attrs({ $gap: 0.75 })`
  min-width: 0;
`

const SummaryEmail = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`


const Group = styled.div.attrs({ role: 'group' })`
  & + & {
    margin-top: ${({ theme }) => theme.space(2.5)};
  }
`

const GroupTitle = styled(Overline).attrs({ as: 'h3' })`
  margin-bottom: ${({ theme }) => theme.space(1)};
`

const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(3)};
  margin: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const Field = styled(Stack).attrs({ $gap: 0.25 })<{ $wide?: boolean }>`
  min-width: 0;

  ${({ theme }) => theme.media.sm} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
`

const Term = styled.dt`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`

const Definition = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.ink};
  overflow-wrap: anywhere;
  white-space: pre-line;
`

const NotProvided = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-style: italic;
`

function Item({ label, value, wide }: { label: string; value: ReactNode; wide?: boolean }) {
  const empty = value === '' || value === null || value === undefined
  return (
    <Field $wide={wide}>
      <Term>{label}</Term>
      <Definition>{empty ? <NotProvided>Not provided</NotProvided> : value}</Definition>
    </Field>
  )
}

/** The dialog's view mode: every field of the user (docs/product-rules.md#3), grouped the way an admin scans them. */
export function UserDetailsView({ user }: { user: AdminUser }) {
  const { profile } = user
  const id = useId()
  return (
    <div>
      <Summary>
        <Avatar name={user.full_name} size={56} tone="primary" fontSize="lg" />
        <SummaryText>
          <Cluster $wrap $align="stretch">
            <RoleBadge role={user.user_type} />
            <StatusBadge />
          </Cluster>
          <SummaryEmail>{user.email}</SummaryEmail>
        </SummaryText>
      </Summary>

      <Group aria-labelledby={`${id}-contact`}>
        <GroupTitle id={`${id}-contact`}>Contact</GroupTitle>
        <Fields>
          <Item label="Full name" value={user.full_name} />
          <Item label="Email" value={user.email} />
          <Item label="Phone" value={user.phone} />
          <Item label="Gender" value={genderLabels[user.gender]} />
        </Fields>
      </Group>

      <Group aria-labelledby={`${id}-family`}>
        <GroupTitle id={`${id}-family`}>Profile</GroupTitle>
        <Fields>
          <Item label="Date of birth" value={profile.date_of_birth ? formatCalendarDate(profile.date_of_birth) : ''} />
          <Item label="Number of children" value={String(profile.number_of_children)} />
          <Item label="Bio" value={profile.bio} wide />
        </Fields>
      </Group>

      <Group aria-labelledby={`${id}-address`}>
        <GroupTitle id={`${id}-address`}>Address</GroupTitle>
        <Fields>
          <Item label="Address" value={profile.address} wide />
          <Item label="Postal code" value={profile.postal_code} />
          <Item label="City" value={cityLabel(user.city)} />
          <Item label="Country" value={countryLabel(user.country)} />
        </Fields>
      </Group>

      <Group aria-labelledby={`${id}-account`}>
        <GroupTitle id={`${id}-account`}>Account</GroupTitle>
        <Fields>
          <Item label="Role" value={roleLabels[user.user_type]} />
          <Item label="Joined" value={formatJoinedDate(user.date_joined)} />
          <Item label="Status" value="Active" />
        </Fields>
      </Group>
    </div>
  )
}
