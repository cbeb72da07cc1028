import { ApiError } from '@/api/api-error'
import { accountMessages, passwordMessages } from '@/contract/accounts'
import { accountProfileMachine } from '@/machines/account-profile.machine'
import { confirmEmailMachine } from '@/machines/confirm-email.machine'
import { deleteChildMachine } from '@/machines/delete-child.machine'
import { passwordChangeMachine } from '@/machines/password-change.machine'
import { seedUsers } from '@/mock-server/seed/users'
import type { FlowModel } from '../lib/model-registry'
import { serverFailure } from './accounts.fixtures'

const account = {
  id: 2,
  full_name: seedUsers.parent.full_name,
  email: seedUsers.parent.email,
  phone: '+1 212 555 0100',
  city: 'new-york',
  country: 'us',
  units: 'metric',
} as const
const edited = {
  ...account,
  full_name: 'Pat Carter',
  units: 'imperial',
} as const
const { id: _id, ...values } = edited

/** What a backend without the optional calls answers. */
const notOnThisServer = new ApiError('http', 404, { detail: 'Not found.' })

/** docs/decisions/084: a new email asked for: the account keeps its address, the new one waits with the demo's link. */
const pendingChange = { ...edited, email_confirmed: true, pending_email: 'pat@example.com', confirmation_link: '/confirm-email?token=abc123' } as const
const { confirmation_link: _link, ...withdrawn } = { ...pendingChange, pending_email: null }

/**
 * The account page's profile (docs/decisions/062): load, not available, a failed load and Try again, save, refused, failed, saved;
 * a new email waiting for its link, which is sent again or withdrawn (docs/decisions/084).
 */
export const accountProfileModel: FlowModel<typeof accountProfileMachine> = {
  name: 'account-profile',
  machine: accountProfileMachine,
  simplePathsTractable: false,
  events: [
    { type: 'done.loadAccount', output: account },
    { type: 'error.loadAccount', error: notOnThisServer },
    { type: 'error.loadAccount', error: serverFailure },
    { type: 'retry' },
    { type: 'submit', values },
    { type: 'done.saveAccount', output: edited },
    {
      type: 'error.saveAccount',
      error: new ApiError('http', 400, { email: [accountMessages.emailTaken] }),
    },
    { type: 'error.saveAccount', error: serverFailure },
    { type: 'done.saveAccount', output: pendingChange },
    { type: 'error.saveAccount', error: new ApiError('http', 400, { current_password: [accountMessages.currentPasswordForEmail] }) },
    { type: 'email.resend' },
    { type: 'done.resendConfirmation', output: pendingChange },
    { type: 'error.resendConfirmation', error: serverFailure },
    { type: 'email.cancel' },
    { type: 'done.cancelChange', output: withdrawn },
    { type: 'error.cancelChange', error: serverFailure },
  ],
}

const passwords = {
  current_password: seedUsers.parent.password,
  new_password: 'newpass123',
  confirm_password: 'newpass123',
}

/** Changing the password (docs/decisions/062): changed, a wrong current password, a failure, not on this server. */
export const passwordChangeModel: FlowModel<typeof passwordChangeMachine> = {
  name: 'password-change',
  machine: passwordChangeMachine,
  simplePathsTractable: false,
  // `changes` counts every completed change (the route's key for a fresh form): a second change is explored, not a third,
  // or the graph never ends.
  filterEvents: (snapshot, event) => !(event.type === 'submit' && snapshot.matches('changed') && snapshot.context.changes > 1),
  events: [
    { type: 'submit', values: passwords },
    { type: 'done.savePassword' },
    {
      type: 'error.savePassword',
      error: new ApiError('http', 400, {
        current_password: [accountMessages.currentPasswordWrong],
      }),
    },
    {
      type: 'error.savePassword',
      error: new ApiError('http', 400, {
        confirm_password: [passwordMessages.differ],
      }),
    },
    { type: 'error.savePassword', error: serverFailure },
    { type: 'error.savePassword', error: notOnThisServer },
  ],
}

/** Deleting a child (docs/decisions/062): ask, cancel, confirm, deleted, a failure and Try again, not on this server. */
export const deleteChildModel: FlowModel<typeof deleteChildMachine> = {
  name: 'delete-child',
  machine: deleteChildMachine,
  input: { childId: 3 },
  simplePathsTractable: false,
  events: [
    { type: 'ask' },
    { type: 'cancel' },
    { type: 'confirm' },
    { type: 'done.removeChild' },
    { type: 'error.removeChild', error: serverFailure },
    { type: 'error.removeChild', error: notOnThisServer },
  ],
}

/** docs/decisions/084: the confirmation link: confirmed, refused (used or replaced, expired, taken, not on this server) or failed and Try again. */
export const confirmEmailModel: FlowModel<typeof confirmEmailMachine> = {
  name: 'confirm-email',
  machine: confirmEmailMachine,
  input: { token: 'abc123' },
  events: [
    { type: 'done.confirmByToken', output: { email: 'pat@example.com' } },
    { type: 'error.confirmByToken', error: new ApiError('http', 400, { token: [accountMessages.confirmationUnknown] }) },
    { type: 'error.confirmByToken', error: new ApiError('http', 400, { token: [accountMessages.confirmationExpired] }) },
    { type: 'error.confirmByToken', error: notOnThisServer },
    { type: 'error.confirmByToken', error: serverFailure },
    { type: 'retry' },
  ],
}
