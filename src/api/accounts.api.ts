import type { AccountUpdate, AdminUserUpdate, LoginBody, PasswordChangeBody, SignupBody, Units } from '@/contract/accounts'
import { endpoints } from '@/contract/endpoints'
import { call } from '@/api/client'
import { clearSession, readSession, storeSession, storeUser } from '@/api/session'

/** POST /accounts/login/: stores access, refreshToken and user (docs/product-rules.md#7). */
export async function login(body: LoginBody) {
  const answer = await call(endpoints.login, { body })
  storeSession(answer)
  return answer
}

/** POST /accounts/signup/: the new parent is signed in, ready for onboarding. */
export async function signup(body: SignupBody) {
  const answer = await call(endpoints.signup, { body })
  storeSession(answer)
  return answer
}

export async function completeOnboarding() {
  const answer = await call(endpoints.completeOnboarding, {})
  storeUser(answer.user)
  return answer
}

/** docs/product-rules.md#4: storage is cleared and the caller goes to /auth even if the call fails. */
export async function logout(): Promise<void> {
  const refresh = readSession()?.refresh
  try {
    if (refresh) await call(endpoints.logout, { body: { refresh } })
  } catch (error) {
    console.warn('Logout call failed; the local session is cleared anyway', error)
  } finally {
    clearSession()
  }
}

export const listUsers = () => call(endpoints.listUsers, {})

export const updateUser = (id: number, body: AdminUserUpdate) => call(endpoints.updateUser, { params: { id }, body })
export const getAdminOverview = () => call(endpoints.getAdminOverview, {})

/** GET /accounts/me/ (docs/decisions/062, optional): the parent's own account. */
export const getAccount = () => call(endpoints.getAccount, {})

/**
 * docs/decisions/062: the account's units preference, where the unit choices of the measurement form and of a
 * new child's form start. A server without GET /accounts/me/ (or any failure) starts them at metric, as before.
 */
export async function getUnitsPreference(): Promise<Units> {
  try {
    return (await getAccount()).units
  } catch {
    return 'metric'
  }
}

/** PATCH /accounts/me/: the header's name (and the stored email) follow the saved account. */
export async function updateAccount(body: AccountUpdate) {
  const account = await call(endpoints.updateAccount, { body })
  const user = readSession()?.user
  if (user) storeUser({ ...user, full_name: account.full_name, email: account.email })
  return account
}

/** POST /accounts/me/password/: every other session of the account is signed out; this one stays. */
export const changePassword = (body: PasswordChangeBody) => call(endpoints.changePassword, { body })

/** POST /accounts/email/confirm/ (docs/decisions/084): the link's token; public, so it works signed in or out. */
export const confirmEmail = (token: string) => call(endpoints.confirmEmail, { body: { token } })

/** POST /accounts/me/email/confirmation/ (docs/decisions/084): a new link for the address waiting (or the account's own, unconfirmed). */
export const resendEmailConfirmation = () => call(endpoints.resendEmailConfirmation, {})

/** DELETE /accounts/me/email/confirmation/ (docs/decisions/084): the change of address waiting is withdrawn. */
export const cancelEmailChange = () => call(endpoints.cancelEmailChange, {})
