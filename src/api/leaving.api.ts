import { call } from '@/api/client'
import { clearSession } from '@/api/session'
import { endpoints } from '@/contract/endpoints'
import type { AccountDeleteBody } from '@/contract/leaving'

/** GET /accounts/me/export/ (docs/decisions/077, optional): everything the parent gave, as flat tables. */
export const exportAccount = () => call(endpoints.exportAccount, {})

/** POST /accounts/me/delete/ (docs/decisions/077, optional): the account is gone, so this browser's session goes too (as a logout does). */
export async function deleteAccount(body: AccountDeleteBody): Promise<void> {
  await call(endpoints.deleteAccount, { body })
  clearSession()
}
