import { accountMessages, accountUpdateSchema, type AccountUpdate } from '@/contract/accounts'

/** One address whatever its letter case: every match of an email (login, invitations, a change of address) ignores it. */
export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The account form's rules (docs/decisions/084): the contract's, and the current password when the email is a new
 * one, on a server that confirms addresses (`asksPassword`). One message, the server's own.
 */
export function accountFormSchema(currentEmail: string, asksPassword: boolean) {
  return accountUpdateSchema.refine((values) => !asksPassword || sameAddress(values.email, currentEmail) || Boolean(values.current_password), {
    path: ['current_password'],
    message: accountMessages.currentPasswordForEmail,
    // Checked whenever the email is text, even while another field is wrong (zod skips object checks otherwise).
    when: ({ value }) => typeof (value as Partial<AccountUpdate> | null)?.email === 'string',
  })
}

/** What the form sends: the current password only with a new address (a server without the rule never sees it). */
export function accountUpdateBody(values: AccountUpdate, currentEmail: string): AccountUpdate {
  const { current_password, ...rest } = values
  return sameAddress(values.email, currentEmail) || !current_password ? rest : { ...rest, current_password }
}
