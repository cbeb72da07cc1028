import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import styled from 'styled-components'
import type { AdminUser, AdminUserUpdate } from '@/contract/accounts'
import {
  countUsers,
  replaceUser,
  userFilters,
  userListView,
  type UserFilter,
} from '@/domain/admin-users'
import { Button } from '@/ui/primitives/button'
import { PageLayout } from '@/ui/primitives/page-layout'
import { EmptyBox, FailedState, LoadingState } from '@/ui/primitives/states'
import { useToast } from '@/ui/primitives/toast-context'
import { UserDetailsDialog } from '@/ui/screens/admin/users/user-details-dialog'
import { UserStats } from '@/ui/screens/admin/users/user-stats'
import { UserTable } from '@/ui/screens/admin/users/user-table'
import { SearchFilterToolbar } from '@/ui/primitives/search-filter-toolbar'
import { Stack } from '@/ui/primitives/layout'


const Summary = styled.p`
  margin-top: -${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Empty = styled(EmptyBox).attrs({ $panel: true })`
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(2)};
`

const EmptyText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

/** The page with its header: the list, its loading and its failure all stand under it. */
function UsersPage({ children }: { children: ReactNode }) {
  return (
    <PageLayout gap={3} width="wide" title="User Management" lead="Find parents and administrators, and keep their details up to date.">
      {children}
    </PageLayout>
  )
}

export type UserManagementScreenProps = {
  users: readonly AdminUser[]
  /** PUT /accounts/admin/users/{id}/ with the full edited user (docs/product-rules.md#7); resolves with the saved user. */
  onSaveUser: (id: number, body: AdminUserUpdate) => Promise<AdminUser>
}

/**
 * /admin-dashboard/users (docs/product-rules.md#2): counters, search by name or email,
 * the All Users / Admins / Clients filter, the Administrators and Clients
 * tables, and the user details dialog.
 */
export function UserManagementScreen({ users: loadedUsers, onSaveUser }: UserManagementScreenProps) {
  const toast = useToast()
  const searchId = useId()
  const [users, setUsers] = useState<readonly AdminUser[]>(loadedUsers)
  const [loaded, setLoaded] = useState(loadedUsers)
  const [query, setQuery] = useState('')
  const [filter, setFilter] = useState<UserFilter>('all')
  const [openUserId, setOpenUserId] = useState<number | null>(null)
  const returnFocusTo = useRef<number | null>(null)
  const rowButtons = useRef(new Map<number, HTMLButtonElement>())

  // A fresh list from the route (a reload) replaces the local one.
  if (loaded !== loadedUsers) {
    setLoaded(loadedUsers)
    setUsers(loadedUsers)
  }

  const counts = useMemo(() => countUsers(users), [users])
  const view = useMemo(() => userListView(users, query, filter), [users, query, filter])
  const shown = (view.admins?.length ?? 0) + (view.clients?.length ?? 0)
  const openUser = openUserId === null ? null : (users.find((user) => user.id === openUserId) ?? null)
  const searching = query.trim() !== ''

  const registerRowButton = useCallback((userId: number, button: HTMLButtonElement | null) => {
    if (button) rowButtons.current.set(userId, button)
    else rowButtons.current.delete(userId)
  }, [])

  // After the dialog closes, focus goes back to the user's row, even when a new role moved it to the other table.
  useEffect(() => {
    if (openUserId !== null || returnFocusTo.current === null) return
    rowButtons.current.get(returnFocusTo.current)?.focus()
    returnFocusTo.current = null
  }, [openUserId])

  const open = (user: AdminUser) => setOpenUserId(user.id)
  const close = () => {
    returnFocusTo.current = openUserId
    setOpenUserId(null)
  }
  const saved = (user: AdminUser) => {
    setUsers((current) => replaceUser(current, user))
    close()
    toast.show('User updated successfully', 'success')
  }

  const emptyText = searching ? 'No users match your search.' : 'No users yet.'
  const tables = [
    { title: 'Administrators', users: view.admins },
    { title: 'Clients', users: view.clients },
  ]

  return (
    <UsersPage>
      <UserStats counts={counts} />

      <SearchFilterToolbar
        search={{ id: searchId, label: 'Search users', placeholder: 'Search by name or email', value: query, onChange: setQuery }}
        filter={{ label: 'Filter users', options: userFilters, value: filter, onChange: setFilter }}
      />

      <Summary role="status">
        {shown === users.length ? `Showing all ${users.length} users` : `Showing ${shown} of ${users.length} users`}
      </Summary>

      {view.empty ? (
        <Empty $gap={2}>
          <EmptyText>{emptyText}</EmptyText>
          {searching && (
            <Button variant="secondary" onClick={() => setQuery('')}>
              Clear search
            </Button>
          )}
        </Empty>
      ) : (
        <Stack $gap={3}>
          {tables.map(
            ({ title, users: listed }) =>
              listed && <UserTable key={title} title={title} users={listed} emptyText={emptyText} onOpen={open} registerRowButton={registerRowButton} />,
          )}
        </Stack>
      )}

    {openUser && (
      <UserDetailsDialog key={openUser.id} user={openUser} onClose={close} onSave={onSaveUser} onSaved={saved} />
    )}
    </UsersPage>
  )
}

/** While the list loads (route pendingComponent). */
export function UserManagementLoading() {
  return (
    <UsersPage>
      <LoadingState label="Loading users…" />
    </UsersPage>
  )
}

export type UserManagementErrorProps = {
  /** The ApiError's message (docs/product-rules.md#8 rules). */
  message: string
  onRetry: () => void
}

/** docs/product-rules.md#8: a load failure shows 'Error: {message}'. */
export function UserManagementError({ message, onRetry }: UserManagementErrorProps) {
  return (
    <UsersPage>
      <FailedState title="The users could not be loaded" text={`Error: ${message}`} onRetry={onRetry} />
    </UsersPage>
  )
}
