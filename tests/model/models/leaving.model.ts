import { ApiError } from '@/api/api-error'
import { accountDeletionMessages } from '@/contract/leaving'
import type { DeletionPlan } from '@/domain/account-deletion'
import { dataExportMachine } from '@/machines/data-export.machine'
import { deleteAccountMachine } from '@/machines/delete-account.machine'
import { seedUsers } from '@/mock-server/seed/users'
import type { FlowModel } from '../lib/model-registry'
import { serverFailure } from './accounts.fixtures'

/** What a backend without the optional calls answers. */
const notOnThisServer = new ApiError('http', 404, { detail: 'Not found.' })

/** "Download my data" (docs/decisions/077): made and saved, again, a failure and Try again, not on this server. */
export const dataExportModel: FlowModel<typeof dataExportMachine> = {
  name: 'data-export',
  machine: dataExportMachine,
  simplePathsTractable: false,
  events: [
    { type: 'download' },
    { type: 'done.buildArchive', output: { name: 'first-1000-days-my-data-2025-06-18.zip', bytes: new Uint8Array([80, 75, 5, 6]) } },
    { type: 'error.buildArchive', error: serverFailure },
    { type: 'error.buildArchive', error: notOnThisServer },
  ],
}

/** The seed parent's children as the deletion sees them: Olivia shared with the caregiver, Liam and Noah not. */
const plan: DeletionPlan = {
  owned: [
    { id: 1, name: 'Liam Carter', members: [] },
    { id: 2, name: 'Olivia Carter', members: [{ user: 3, full_name: seedUsers.caregiver.full_name, role: 'caregiver' }] },
    { id: 3, name: 'Noah Carter', members: [] },
  ],
  sharedWithMe: [],
}

/** "Delete my account" (docs/decisions/077): load, choose, confirm or go back, deleted; wrong password, last admin, failures, not on this server. */
export const deleteAccountModel: FlowModel<typeof deleteAccountMachine> = {
  name: 'delete-account',
  machine: deleteAccountMachine,
  simplePathsTractable: false,
  events: [
    { type: 'ask' },
    { type: 'cancel' },
    { type: 'retry' },
    { type: 'done.loadPlan', output: plan },
    { type: 'error.loadPlan', error: serverFailure },
    { type: 'submit', values: { password: seedUsers.parent.password, choices: ['3'] } },
    { type: 'back' },
    { type: 'confirm' },
    { type: 'done.removeAccount' },
    { type: 'error.removeAccount', error: new ApiError('http', 400, { password: [accountDeletionMessages.passwordWrong] }) },
    { type: 'error.removeAccount', error: new ApiError('http', 403, { detail: accountDeletionMessages.lastAdmin }) },
    { type: 'error.removeAccount', error: notOnThisServer },
  ],
}
