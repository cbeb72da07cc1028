import { sharedRoleSchema, type ChildRole, type SharedRole } from '@/contract/child-access'
import { mayDo, roleLabels, roleSummaries } from '@/domain/child-access'
import { invitationCreateSchema } from '@/contract/sharing'

/**
 * docs/decisions/076: the Share screen's invite form. Its rules are the
 * contract's (the same messages as the server). The role starts at Viewer, the narrower one: giving more is a
 * choice the owner makes (docs/decisions/094).
 */
export const inviteFormSchema = invitationCreateSchema.pick({ email: true, role: true })
export type InviteFormValues = { email: string; role: SharedRole }
export type InviteFormField = keyof InviteFormValues

export const inviteFormDefaults: InviteFormValues = { email: '', role: 'viewer' }

/** The roles an invitation gives, in the order the form offers them. */
export const sharedRoles: readonly SharedRole[] = sharedRoleSchema.options

/**
 * The server's 400 for an invitation, by form field; a message for no field of the form
 * (`non_field_errors`, `child`) goes under the email, where the parent is looking.
 */
export function inviteFieldErrors(errors: Record<string, string> | undefined): Partial<Record<InviteFormField, string>> {
  const result: Partial<Record<InviteFormField, string>> = {}
  if (errors?.role) result.role = errors.role
  const email = errors?.email ?? errors?.non_field_errors ?? errors?.child
  if (email) result.email = email
  return result
}

/** "Shared by Paula Carter": a shared child's mark; null for the caller's own child. */
export function sharedByText(access: { role: string; owner_name: string } | undefined): string | null {
  return access && access.role !== 'owner' ? `Shared by ${access.owner_name}` : null
}

/** A shared child's edit page opened by its address (docs/decisions/072: only the owner edits the profile). */
export function editProfileNotAllowedText(child: { first_name: string; access?: { role: string; owner_name: string } | undefined }): string {
  const owner = child.access?.owner_name ?? 'the owner'
  return `Only ${owner} can edit ${child.first_name}'s profile. You can see it, and everything your role allows, from the profile.`
}

/** An invitation's link, signed out (docs/decisions/094): who invites, to follow whom. */
export const invitationTitle = (preview: { inviter_name: string; child_first_name: string }) =>
  `${preview.inviter_name} invites you to follow ${preview.child_first_name}`

/** The role an invitation gives, in words (the role table's summary). */
export const invitationRoleText = (role: SharedRole) => `As ${roleLabels[role]}: ${roleSummaries[role]}`

/** Where the invitation went, and the way to take it up with that address. */
export const invitationAddressText = (email: string) =>
  `It was sent to ${email}. Sign up with that address, or log in if you already have an account with it.`

/** docs/decisions/094: a child no longer shared with the reader, said once on the dashboard. */
export const accessEndedTitle = (notice: { child_first_name: string; owner_name: string }) =>
  `${notice.owner_name} stopped sharing ${notice.child_first_name} with you`

export const accessEndedText = (notice: { child_first_name: string; owner_name: string }) =>
  `${notice.child_first_name} is no longer on your dashboard. What you added stays with ${notice.child_first_name}'s profile. To follow ${notice.child_first_name} again, ask ${notice.owner_name} for a new invitation.`

/**
 * docs/decisions/094: the way to a child's milestone questions, in the words of what the role does there: give the
 * answers, or (a viewer) read them.
 */
export const milestoneQuestionsText = (role: ChildRole): string => (mayDo(role, 'answer') ? 'Answer the milestone questions' : 'See the answers given')

/** A viewer's profile with nothing answered yet: what will come, instead of asking them to answer. */
export const nothingAnsweredForViewerText = (name: string) => `Nothing has been answered yet. ${name}'s answers show here once their carers give them.`
