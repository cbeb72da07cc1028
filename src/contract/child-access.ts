import { z } from 'zod'

/**
 * docs/decisions/072: who a child is to the caller. The owner made the
 * profile; a caregiver and a viewer were invited. What each may do is one table in
 * src/domain/child-access.ts, read by the mock and by the screens.
 */
export const childRoleSchema = z.enum(['owner', 'caregiver', 'viewer'])
export type ChildRole = z.infer<typeof childRoleSchema>

/**
 * On a row someone adds to a child (a reminder, a dose record, a visit, a document; an optional field): whether the
 * caller added it. The owner deletes any row, a caregiver only their own (docs/decisions/089); a server that does not
 * say leaves it out, and the screens offer Delete as the role allows.
 */
export const givenByYouField = { given_by_you: z.boolean().optional() }

export const childAccessMessages = {
  /** 403 to a caregiver deleting a row someone else added. */
  deleteOthers: 'You can delete only what you added. The owner can delete anything.',
  /** 403 to a caregiver changing a measurement someone else added (docs/decisions/091). */
  changeOthers: 'You can change only what you added. The owner can change anything.',
} as const

/** The roles an invitation gives (there is one owner, the parent who made the profile). */
export const sharedRoleSchema = z.enum(['caregiver', 'viewer'], { error: 'Choose Caregiver or Viewer.' })
export type SharedRole = z.infer<typeof sharedRoleSchema>

/**
 * On each child the server answers (an optional extension): the caller's role and the
 * owner's name, so a shared child can be marked "shared by Paula Carter". A server without
 * sharing leaves it out, and every child listed is the caller's own.
 */
export const childAccessSchema = z.object({
  role: childRoleSchema,
  owner_name: z.string(),
  /** A caregiver's or viewer's own access (docs/decisions/076): the id DELETE /children/access/{id}/ takes to leave; absent for the owner. */
  access_id: z.number().int().positive().optional(),
})
export type ChildAccess = z.infer<typeof childAccessSchema>
