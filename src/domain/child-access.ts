import type { ChildAccess, ChildRole } from '@/contract/child-access'

/**
 * docs/decisions/072: what each role may do with a child, one table
 * read by the mock server (every child endpoint) and by the screens (which controls they
 * offer), so the two cannot disagree.
 */
export type ChildAction =
  /** See the profile, answers, progress, measurements, checklist, reminders, the summary. */
  | 'read'
  /** Answer the milestone questionnaire. */
  | 'answer'
  /** Add a measurement on Track Progress. */
  | 'measure'
  /** Tick the Weekly Checklist. */
  | 'tick'
  /** Add, change and delete reminders. */
  | 'remind'
  /** Write the questions for the doctor on the summary. */
  | 'askDoctor'
  /** Record vaccine doses and the rest of the health record (docs/decisions/073). */
  | 'recordHealth'
  /** Edit the child's profile (name, birth, photo, measures of the profile). */
  | 'editProfile'
  /** Delete the child and everything stored for it. */
  | 'deleteChild'
  /** Invite, see who has access, change a role, remove access, revoke an invitation. */
  | 'share'
  /** Delete a reminder, dose record, visit or document someone else added (docs/decisions/089). */
  | 'deleteOthersRows'

export const childAccessTable: Readonly<Record<ChildAction, readonly ChildRole[]>> = {
  read: ['owner', 'caregiver', 'viewer'],
  answer: ['owner', 'caregiver'],
  measure: ['owner', 'caregiver'],
  tick: ['owner', 'caregiver'],
  remind: ['owner', 'caregiver'],
  askDoctor: ['owner', 'caregiver'],
  recordHealth: ['owner', 'caregiver'],
  editProfile: ['owner'],
  deleteChild: ['owner'],
  share: ['owner'],
  deleteOthersRows: ['owner'],
}

export const childActions = Object.keys(childAccessTable) as ChildAction[]

/** May a caller with this role (null: no access at all) do this with the child? */
export function mayDo(role: ChildRole | null | undefined, action: ChildAction): boolean {
  return role ? childAccessTable[action].includes(role) : false
}

/** A row someone added to a child, as the API answers it: whether the caller added it, when the server says. */
export type AddedRow = { given_by_you?: boolean | undefined }

/** Whether the caller may delete a row, the rule above bound to their role (what a screen is given). */
export type MayDelete = (row: AddedRow) => boolean

/**
 * May the caller delete this row (a reminder with `remind`, a dose record, visit or document with `recordHealth`)?
 * The owner deletes any; a caregiver only what they added (docs/decisions/089). A row that does not say who added
 * it (a server without the field) is offered as the role allows, and the server decides.
 */
export function mayDeleteRow(role: ChildRole | null | undefined, action: ChildAction, row: AddedRow): boolean {
  return mayDo(role, action) && (row.given_by_you !== false || mayDo(role, 'deleteOthersRows'))
}

/** A child's role for the caller: a server without sharing lists the caller's own children only. */
export function roleOf(child: { access?: ChildAccess | undefined }): ChildRole {
  return child.access?.role ?? 'owner'
}

export const roleLabels: Readonly<Record<ChildRole, string>> = { owner: 'Owner', caregiver: 'Caregiver', viewer: 'Viewer' }

/** What each shared role allows, in the words of the Share panel. */
export const roleSummaries: Readonly<Record<Exclude<ChildRole, 'owner'>, string>> = {
  caregiver:
    'Answers milestones, adds measurements, ticks the checklist, sets reminders, writes the questions for the doctor, and records vaccines, visits and documents. Deletes only the reminders, vaccine records, visits and documents they added. Cannot edit the profile, delete the child or invite.',
  viewer: 'Sees everything, changes nothing.',
}
