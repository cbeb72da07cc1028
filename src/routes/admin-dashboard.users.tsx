import { createFileRoute, useRouter } from '@tanstack/react-router'
import { updateUser, listUsers } from '@/api/accounts.api'
import { readSession, storeUser } from '@/api/session'
import type { AdminUser, AdminUserUpdate } from '@/contract/accounts'
import { unexpectedErrorText } from '@/domain/error-text'
import {
  UserManagementError,
  UserManagementLoading,
  UserManagementScreen,
} from '@/ui/screens/admin/users/user-management-screen'

/**
 * docs/product-rules.md#2 User Management. A read-only list with an edit dialog: the
 * list comes from the route loader (pending and error components, STYLE.md);
 * the admin guard of the parent route runs first, so a CLIENT makes no call.
 */
export const Route = createFileRoute('/admin-dashboard/users')({
  loader: () => listUsers(),
  // Leaving the page drops the list, so coming back always shows the server's current users.
  gcTime: 0,
  pendingMs: 0,
  pendingComponent: UserManagementLoading,
  errorComponent: UsersLoadFailed,
  component: UserManagementPage,
})

async function saveUser(id: number, body: AdminUserUpdate): Promise<AdminUser> {
  const saved = await updateUser(id, body)
  // An admin who edits their own name or email sees it in the sidebar at once.
  const session = readSession()
  if (session && session.user.id === saved.id) {
    storeUser({ ...session.user, full_name: saved.full_name, email: saved.email, user_type: saved.user_type })
  }
  return saved
}

function UserManagementPage() {
  const users = Route.useLoaderData()
  return <UserManagementScreen users={users} onSaveUser={saveUser} />
}

/** docs/product-rules.md#8: 'Error: {message}'; Try again runs the loader again. */
function UsersLoadFailed({ error }: { error: unknown }) {
  const router = useRouter()
  const message = error instanceof Error && error.message ? error.message : unexpectedErrorText
  return <UserManagementError message={message} onRetry={() => void router.invalidate()} />
}
