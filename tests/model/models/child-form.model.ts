import { ApiError } from '@/api/api-error'
import { emptyChildFormValues, type ChildFormValues } from '@/domain/child-form'
import { fromChild } from '@/domain/child-form-wire'
import { childFormMachine } from '@/machines/child-form.machine'
import type { FlowModel } from '../lib/model-registry'
import { serverFailure } from './accounts.fixtures'
import { child } from './questionnaire.fixtures'

const typed: ChildFormValues = { ...fromChild(child), fullName: 'Liam James Carter', weight: '6.4' }
const created: ChildFormValues = { ...emptyChildFormValues, fullName: 'Mary Jane Smith', sex: 'Female', dobDay: 2, dobMonth: 3, dobYear: 2024, weight: '8.5' }

/** What the mock answers to a name that breaks the contract's rules. */
const fieldRefusal = new ApiError('http', 400, { first_name: ['This field may not be blank.'] })

/** A child a caregiver opens by the edit page's address (docs/decisions/072): the owner alone edits the profile. */
const sharedChild = { ...child, access: { role: 'caregiver' as const, owner_name: 'Paula Carter', access_id: 1 } }

const events = (values: ChildFormValues) => [
  { type: 'submit', values },
  { type: 'done.loadChild', output: child },
  { type: 'done.loadChild', output: sharedChild },
  { type: 'error.loadChild', error: serverFailure },
  { type: 'retry' },
  { type: 'done.saveChild', output: { ...child, first_name: 'Liam James' } },
  { type: 'error.saveChild', error: fieldRefusal },
  { type: 'error.saveChild', error: serverFailure },
]

/**
 * Editing a child (/edit-child-profile/{id}, docs/product-rules.md#2): the child loads (or not, and may be
 * loaded again; a shared child's page says only the owner edits it), the parent saves, the server refuses a field or fails, the parent sends again.
 */
export const childFormModel: FlowModel<typeof childFormMachine> = {
  name: 'child-form',
  machine: childFormMachine,
  input: { mode: 'edit', childId: child.id },
  simplePaths: true,
  events: events(typed),
  unreachable: {
    transitions: ['childForm.starting --always[1]--> childForm.editing'],
    why: 'a new child starts there: the child-form-create model covers it',
  },
}

/** Adding a child (/create-child-profile): the same form without loading, ending at /congrats. */
export const childFormCreateModel: FlowModel<typeof childFormMachine> = {
  name: 'child-form-create',
  machine: childFormMachine,
  input: { mode: 'create' },
  simplePaths: true,
  events: events(created),
  unreachable: {
    states: ['childForm.loading', 'childForm.loaded', 'childForm.notAllowed', 'childForm.loadFailed'],
    transitions: [
      'childForm.starting --always[0]--> childForm.loading',
      'childForm.loading --done.loadChild[0]--> childForm.loaded',
      'childForm.loading --error.loadChild[0]--> childForm.loadFailed',
      'childForm.loaded --always[0]--> childForm.editing',
      'childForm.loaded --always[1]--> childForm.notAllowed',
      'childForm.loadFailed --retry[0]--> childForm.loading',
    ],
    why: 'only an edit loads a stored child: the child-form model covers it',
  },
}
