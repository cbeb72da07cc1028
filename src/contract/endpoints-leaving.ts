import { endpoint } from '@/contract/endpoint-kit'
import { accountDeleteBodySchema, accountDeletionMessages, accountExportSchema, EXPORT_FORMAT_VERSION } from '@/contract/leaving'
import { optionalExtensionNote } from '@/contract/progress'

/** docs/decisions/077: export my data, delete my account; rows of the endpoint table, optional extensions. */
export const leavingEndpoints = {
  exportAccount: endpoint({
    method: 'GET',
    path: '/accounts/me/export/',
    auth: 'user',
    answer: accountExportSchema,
    optionalExtension: true,
    description: `${optionalExtensionNote} Everything the signed-in account gave (GDPR articles 15 and 20), as flat tables: \`format_version\` (${EXPORT_FORMAT_VERSION}), \`exported_at\`, the account, its children, answers with their question texts and chosen options' labels, answer history, measurements (cm, kg), checklist ticks, reminders, questions for the doctor, vaccine records, visits and health documents (each with \`file_in_zip\`, where the app puts its file in the ZIP, and \`file_url\`, its bytes). For the account's own children everything kept is included, what a co-caregiver gave marked by \`given_by\` (their name) and \`given_by_you: false\`; for a child shared with the account, the answers, measurements, reminders, vaccine records, visits and documents it gave (checklist ticks and the questions for the doctor do not keep who gave them). An admin gets their account and empty tables.`,
  }),
  deleteAccount: endpoint({
    method: 'POST',
    path: '/accounts/me/delete/',
    auth: 'user',
    body: accountDeleteBodySchema,
    answer: null,
    status: 204,
    attemptLimited: true,
    optionalExtension: true,
    description: `${optionalExtensionNote} Closes the signed-in account (GDPR article 17). \`password\` must be the account's (else 400 \`{"password": ["${accountDeletionMessages.passwordWrong}"]}\`, counted like a failed login). Every child the account owns that is shared needs an entry in \`children\`: \`{"id", "action": "transfer", "to_user"}\` hands it to an account it is shared with, who becomes its owner (their access row goes, the other members stay), or \`{"id", "action": "delete"}\`; a missing choice, a child the account does not own, a \`to_user\` the child is not shared with or a child named twice: 400 under \`children\`. Then everything else goes: the children not handed over and all their records and photos, the access the account had to others' children, the invitations it sent, every session (its tokens answer 401). Answers and measurements it gave on others' children stay with those children, \`given_by\` null. The email may sign up again. The last admin cannot delete their account: 403 \`{"detail": "${accountDeletionMessages.lastAdmin}"}\`. Nothing is changed on any refusal.`,
  }),
} as const
