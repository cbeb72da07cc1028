import { z } from 'zod'
import { accountTextLimits, emailPattern } from '@/contract/accounts'
import { sharedRoleSchema } from '@/contract/child-access'
import { childSchema } from '@/contract/children'
import { idSchema, maxCharsMessage } from '@/contract/common'
import { INVITATION_TOKEN_MAX_CHARS } from '@/contract/invitation-link'

/** docs/decisions/072: an invitation can be accepted for this many days after it was made. */
export const INVITATION_VALID_DAYS = 7

/** The server's refusals of a sharing call, word for word (docs/decisions/072). */
export const sharingMessages = {
  invalidEmail: 'Please enter a valid email',
  ownEmail: 'You cannot invite yourself.',
  hasAccess: 'This person already has access to this child.',
  pending: 'An invitation to this email is already waiting.',
  expired: 'This invitation has expired.',
  answered: 'This invitation has already been answered.',
  otherEmail: 'This invitation was sent to another email address.',
  admin: 'An admin account cannot follow a child.',
} as const

/** POST /children/invitations/: the owner invites an email with a role. */
export const invitationCreateSchema = z.object({
  child: idSchema,
  email: z
    .string()
    .trim()
    .regex(emailPattern, sharingMessages.invalidEmail)
    .max(accountTextLimits.email, maxCharsMessage(accountTextLimits.email)),
  role: sharedRoleSchema,
})
export type InvitationCreate = z.input<typeof invitationCreateSchema>

/** A pending invitation as its child's owner sees it. */
export const invitationSchema = z.object({
  id: idSchema,
  child: idSchema,
  email: z.string(),
  role: sharedRoleSchema,
  created_at: z.string(),
  expires_at: z.string(),
})
export type Invitation = z.infer<typeof invitationSchema>

/**
 * The invitation just made. `link` (the demo only, where no email is sent) is the
 * page that accepts it, with the token; a real server emails it and leaves `link` out.
 */
export const createdInvitationSchema = invitationSchema.extend({ link: z.string().optional() })
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>

/** Someone the owner shared the child with. */
export const childMemberSchema = z.object({
  id: idSchema,
  user: idSchema,
  full_name: z.string(),
  email: z.string(),
  role: sharedRoleSchema,
  since: z.string(),
})
export type ChildMember = z.infer<typeof childMemberSchema>

/** GET /children/access/?child=: who has access to the child and who is invited (its owner only). */
export const childAccessListSchema = z.object({
  child: idSchema,
  owner: z.object({ user: idSchema, full_name: z.string(), email: z.string() }),
  members: z.array(childMemberSchema),
  invitations: z.array(invitationSchema),
})
export type ChildAccessList = z.infer<typeof childAccessListSchema>

/** PATCH /children/access/{id}/: the owner changes a member's role. */
export const accessUpdateSchema = z.object({ role: sharedRoleSchema })
export type AccessUpdate = z.infer<typeof accessUpdateSchema>

/** An invitation waiting for the signed-in account (sent to its email). */
export const myInvitationSchema = z.object({
  id: idSchema,
  child: z.object({ id: idSchema, name: z.string() }),
  owner_name: z.string(),
  role: sharedRoleSchema,
  expires_at: z.string(),
})
export type MyInvitation = z.infer<typeof myInvitationSchema>
export const myInvitationListSchema = z.array(myInvitationSchema)

/** POST /accounts/me/invitations/accept/: the token of an invitation's link. */
export const invitationTokenBodySchema = z.object({
  token: z.string().min(1, 'This field is required.').max(INVITATION_TOKEN_MAX_CHARS, maxCharsMessage(INVITATION_TOKEN_MAX_CHARS)),
})
export type InvitationTokenBody = z.infer<typeof invitationTokenBodySchema>

/** An accepted invitation answers the child as the invitee now sees it (with its `access`). */
export const acceptedInvitationSchema = childSchema

/**
 * POST /invitations/preview/ (docs/decisions/094): what an invitation's link shows before anyone signs in. The link's
 * token is the proof; the answer holds only what the invitee needs to decide: who invites, to follow whom, with which
 * role, and the address it was sent to (filled in on the sign-up and log-in forms). Nothing else about the child.
 */
export const invitationPreviewSchema = z.object({
  inviter_name: z.string(),
  child_first_name: z.string(),
  role: sharedRoleSchema,
  email: z.string(),
})
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>

/**
 * docs/decisions/094: a child the signed-in account followed until its owner removed them (or deleted the child), so
 * the dashboard can say so once, kindly, instead of showing only "No children yet".
 */
export const accessEndedSchema = z.object({
  id: idSchema,
  child_first_name: z.string(),
  owner_name: z.string(),
  ended_at: z.string(),
})
export type AccessEnded = z.infer<typeof accessEndedSchema>
export const accessEndedListSchema = z.array(accessEndedSchema)

/** The newest notices of ended access kept for an account (docs/decisions/094): older ones are dropped unseen. */
export const ACCESS_ENDED_KEPT = 20
