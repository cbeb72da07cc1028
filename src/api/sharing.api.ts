import type { AccessUpdate, InvitationCreate } from '@/contract/sharing'
import { endpoints } from '@/contract/endpoints'
import { call } from '@/api/client'

/** Family sharing (optional extensions, docs/decisions/072). */
export const listChildAccess = (child: number) => call(endpoints.listChildAccess, { query: { child } })
export const updateChildAccess = (id: number, body: AccessUpdate, ifMatch?: string) => call(endpoints.updateChildAccess, { params: { id }, body, ifMatch })
export const removeChildAccess = (id: number, ifMatch?: string) => call(endpoints.removeChildAccess, { params: { id }, ifMatch })
export const createInvitation = (body: InvitationCreate) => call(endpoints.createInvitation, { body })
export const revokeInvitation = (id: number) => call(endpoints.revokeInvitation, { params: { id } })
export const listMyInvitations = () => call(endpoints.listMyInvitations, {})
export const acceptInvitation = (id: number) => call(endpoints.acceptInvitation, { params: { id } })
export const declineInvitation = (id: number) => call(endpoints.declineInvitation, { params: { id } })
export const acceptInvitationLink = (token: string) => call(endpoints.acceptInvitationLink, { body: { token } })
/** docs/decisions/094: what an invitation's link shows signed out; the children whose sharing ended, told once. */
export const previewInvitation = (token: string) => call(endpoints.previewInvitation, { body: { token } })
export const listAccessEnded = () => call(endpoints.listAccessEnded, {})
export const dismissAccessEnded = (id: number) => call(endpoints.dismissAccessEnded, { params: { id } })
