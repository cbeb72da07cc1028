import { type MouseEvent, useId } from 'react'
import styled from 'styled-components'
import type { AdminUser } from '@/contract/accounts'
import { formatJoinedDate } from '@/domain/admin-users'
import { StatusBadge } from '@/ui/screens/admin/users/user-badges'
import { Cluster } from '@/ui/primitives/layout'
import { visuallyHidden } from '@/ui/primitives/visually-hidden'
import { tinted } from '@/ui/primitives/tinted'

const Section = styled.section`
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
`

const Header = styled(Cluster)`
  padding: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
`

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 28px;
  height: 24px;
  ${tinted('surfaceSunken', 'ink', [0, 1])}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

/*
 * Below md each row is a small stacked card (name and status, then email, then
 * joined date); from md up it is an ordinary four-column table. The explicit
 * table roles keep the table's meaning for screen readers even where the CSS
 * display changes (some browsers drop it otherwise).
 */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};

  thead {
    ${visuallyHidden}
  }

  th {
    padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: left;
    white-space: nowrap;
  }

  ${({ theme }) => theme.media.md} {
    thead {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
      background: ${({ theme }) => theme.colors.surface};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }

    th:first-child {
      padding-left: ${({ theme }) => theme.space(3)};
    }

    /* Fixed columns line the Administrators and Clients tables up with each other. */
    table-layout: fixed;

    th:nth-child(1) {
      width: 30%;
    }
    th:nth-child(2) {
      width: 38%;
    }
    th:nth-child(3) {
      width: 17%;
    }
    th:nth-child(4) {
      width: 15%;
    }
  }
`

const Row = styled.tr`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'name status'
    'email email'
    'joined joined';
  column-gap: ${({ theme }) => theme.space(1)};
  row-gap: ${({ theme }) => theme.space(0.25)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &:last-child {
    border-bottom: 0;
  }

  &:hover,
  &:focus-within {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  td {
    display: block;
    min-width: 0;
  }

  ${({ theme }) => theme.media.md} {
    display: table-row;
    padding: 0;

    td {
      display: table-cell;
      padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
      vertical-align: middle;
    }

    td:first-child {
      padding-left: ${({ theme }) => theme.space(3)};
    }
  }
`

const NameCell = styled.td`
  grid-area: name;
`

const EmailCell = styled.td`
  grid-area: email;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.md} {
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`

const JoinedCell = styled.td`
  grid-area: joined;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.md} {
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`

const StatusCell = styled.td`
  grid-area: status;
  align-self: start;
`

/* The column header names the cell for screen readers; this visible word is only for the stacked layout. */
const InlineLabel = styled.span`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`

/* The name is the row's button: keyboard and screen-reader users open the dialog from here, mouse users anywhere on the row. */
const NameButton = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  text-decoration: underline;
  text-decoration-color: transparent;
  text-underline-offset: 0.2em;
  overflow-wrap: anywhere;

  tr:hover & {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration-color: currentColor;
  }
`

const EmptyRow = styled.tr`
  td {
    display: block;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.muted};
    text-align: center;
  }

  ${({ theme }) => theme.media.md} {
    td {
      display: table-cell;
    }
  }
`

const columns = ['Name', 'Email', 'Joined', 'Status'] as const

export type UserTableProps = {
  title: string
  users: readonly AdminUser[]
  /** Shown in the body when there are no rows. */
  emptyText: string
  onOpen: (user: AdminUser, opener: HTMLButtonElement) => void
  /** Lets the screen put focus back on a row's button after the dialog closes. */
  registerRowButton: (userId: number, button: HTMLButtonElement | null) => void
}

/** docs/product-rules.md#2: a table with columns Name, Email, Joined and Status (always "Active"); a row opens the user's details. */
export function UserTable({ title, users, emptyText, onOpen, registerRowButton }: UserTableProps) {
  const titleId = useId()

  const openFromRow = (user: AdminUser) => (event: MouseEvent<HTMLTableRowElement>) => {
    // A click on the name is the button's own; elsewhere on the row it opens the same dialog.
    if (event.target instanceof Element && event.target.closest('button')) return
    const button = event.currentTarget.querySelector('button')
    if (button) {
      button.focus()
      onOpen(user, button)
    }
  }

  return (
    <Section aria-labelledby={titleId}>
      <Header>
        <Title id={titleId}>{title}</Title>
        <Count>
          {users.length}
          <span className="visually-hidden">{users.length === 1 ? ' user' : ' users'}</span>
        </Count>
      </Header>
      <Table role="table" aria-labelledby={titleId}>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column} role="columnheader" scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {users.length === 0 ? (
            <EmptyRow role="row">
              <td role="cell" colSpan={4}>
                {emptyText}
              </td>
            </EmptyRow>
          ) : (
            users.map((user) => (
              <Row key={user.id} role="row" onClick={openFromRow(user)}>
                <NameCell role="cell">
                  <NameButton
                    ref={(button) => registerRowButton(user.id, button)}
                    type="button"
                    aria-haspopup="dialog"
                    onClick={(event) => onOpen(user, event.currentTarget)}
                  >
                    {user.full_name}
                  </NameButton>
                </NameCell>
                <EmailCell role="cell">{user.email}</EmailCell>
                <JoinedCell role="cell">
                  <InlineLabel aria-hidden="true">Joined </InlineLabel>
                  {formatJoinedDate(user.date_joined)}
                </JoinedCell>
                <StatusCell role="cell">
                  <StatusBadge />
                </StatusCell>
              </Row>
            ))
          )}
        </tbody>
      </Table>
    </Section>
  )
}
