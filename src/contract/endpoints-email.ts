import { accountMessages, accountWithLinkSchema, EMAIL_CONFIRMATION_VALID_HOURS, emailConfirmAnswerSchema, emailConfirmBodySchema } from '@/contract/accounts'
import { endpoint } from '@/contract/endpoint-kit'
import { optionalExtensionNote } from '@/contract/progress'

const linkNote = `The server makes an unguessable token (256 bits), keeps only its SHA-256 and emails a link to \`/confirm-email?token=...\` to the address; it works once, for ${EMAIL_CONFIRMATION_VALID_HOURS} hours, and a newer link replaces it. The demo, which sends no email, answers it in \`confirmation_link\`; a real server (and \`npm run api\`) never puts it in an answer.`

/** docs/decisions/084: proving an account's e-mail address; rows of the endpoint table, optional extensions. */
export const emailEndpoints = {
  confirmEmail: endpoint({
    method: 'POST',
    path: '/accounts/email/confirm/',
    auth: 'public',
    body: emailConfirmBodySchema,
    answer: emailConfirmAnswerSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} Confirms the address of a confirmation link by its token (public: the link may be opened in another browser, signed out). A change of address takes effect now (the account's \`email\` becomes it); the current address is marked confirmed. Only then are invitations sent to it listed, and accepted by id. Refused with 400 and nothing changed: an unknown, used or replaced token (\`{"token": ["${accountMessages.confirmationUnknown}"]}\`), an expired one (\`${accountMessages.confirmationExpired}\`), an address another account has taken meanwhile (\`${accountMessages.confirmationTaken}\`).`,
  }),
  resendEmailConfirmation: endpoint({
    method: 'POST',
    path: '/accounts/me/email/confirmation/',
    auth: 'user',
    answer: accountWithLinkSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} Sends a new confirmation link: for the address waiting to replace the account's email if there is one, else for the account's own email while it is not confirmed (new accounts are not). ${linkNote} Already confirmed and nothing waiting: 400 \`{"non_field_errors": ["${accountMessages.alreadyConfirmed}"]}\`.`,
  }),
  cancelEmailChange: endpoint({
    method: 'DELETE',
    path: '/accounts/me/email/confirmation/',
    auth: 'user',
    answer: accountWithLinkSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} Withdraws a change of address that is waiting for its confirmation: its link no longer works and the account keeps its email. Answers the account; with nothing waiting it answers the account unchanged.`,
  }),
} as const
