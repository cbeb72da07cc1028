import { EMAIL_CONFIRMATION_VALID_HOURS } from '@/contract/accounts'
import { sameAddress } from '@/domain/forms/account-form'
import { maskEmail } from '@/domain/forms/auth-forms'
import type { UserRecord } from '@/mock-server/records'
import type { ServerContext } from '@/mock-server/lib/context'
import { memoryOutbox } from '@/mock-server/lib/mail'
import { hashToken, randomInvitationToken } from '@/mock-server/lib/security'

const HOUR_MS = 3_600_000
export { sameAddress }

/** docs/decisions/084: a server given no outbox (a test's own context) keeps its messages here, unread. */
const unread = memoryOutbox(10)

/** Whether the account's current address is proven (its link opened, or an invitation's link to it accepted). */
export const isConfirmed = (user: UserRecord) => user.email_confirmed_at !== null

/** The account's current address is proven (an invitation's link to it accepted); a link waiting for it is no longer needed. */
export async function confirmAddress(ctx: ServerContext, user: UserRecord) {
  await ctx.db.users.update((q) => q.where({ id: user.id }), {
    data(record) {
      record.email_confirmed_at = ctx.now().toISOString()
      if (record.email_confirmation && sameAddress(record.email_confirmation.email, record.email)) record.email_confirmation = null
    },
  })
}

/**
 * A new confirmation link for `email` (the account's own, or the one asked to replace it): a 256-bit token of
 * which only the SHA-256 is kept on the account, valid for a day and once; a newer link replaces it. The link goes
 * to that address; the answer carries it only in the browser demo (`ctx.linksInAnswers`).
 */
export async function sendConfirmation(ctx: ServerContext, user: UserRecord, email: string): Promise<{ confirmation_link?: string }> {
  const token = randomInvitationToken()
  const now = ctx.now()
  const confirmation = {
    email,
    token_hash: await hashToken(token),
    expires_at: new Date(now.getTime() + EMAIL_CONFIRMATION_VALID_HOURS * HOUR_MS).toISOString(),
  }
  await ctx.db.users.update((q) => q.where({ id: user.id }), { data: (record) => void (record.email_confirmation = confirmation) })
  const link = `/confirm-email?token=${token}`
  const change = !sameAddress(email, user.email)
  ;(ctx.mail ?? unread).send({
    to: email,
    subject: change ? 'Confirm your new email address' : 'Confirm your email address',
    text: `Open this link within ${EMAIL_CONFIRMATION_VALID_HOURS} hours to ${change ? `make ${email} the email of` : 'confirm the email of'} your First 1,000 Days account: ${link}\nIf you did not ask for this, ignore this email: nothing changes.`,
    link,
    sent_at: now.toISOString(),
  })
  return ctx.linksInAnswers ? { confirmation_link: link } : {}
}

/** The notice to the account's current address that someone asked to replace it (docs/decisions/084). */
export function tellOldAddress(ctx: ServerContext, user: UserRecord, newEmail: string, by: 'account' | 'admin') {
  const who = by === 'admin' ? 'An administrator changed' : 'Someone signed in to your account asked to change'
  ;(ctx.mail ?? unread).send({
    to: user.email,
    subject: 'Your email address is being changed',
    text: `${who} the email of your First 1,000 Days account to ${maskEmail(newEmail)}. ${by === 'admin' ? 'Invitations sent to the new address reach the account once it is confirmed.' : `Your account keeps ${user.email} until the new address is confirmed.`} If this was not you, change your password and tell us.`,
    link: null,
    sent_at: ctx.now().toISOString(),
  })
}
