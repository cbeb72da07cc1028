import { describe, expect, it } from 'vitest'
import { sharingMessages } from '@/contract/sharing'
import { givenByText } from '@/domain/given-by'
import { inviteFieldErrors, inviteFormSchema, sharedByText } from '@/domain/sharing'

describe('the invite form (issue #26 point 2, decision 076)', () => {
  it("refuses an invalid email with the server's own message", () => {
    const result = inviteFormSchema.safeParse({ email: 'grandma', role: 'caregiver' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([sharingMessages.invalidEmail])
  })

  it("puts the server's 400 under its field, a message for no field under the email", () => {
    expect(inviteFieldErrors({ email: sharingMessages.ownEmail })).toEqual({ email: sharingMessages.ownEmail })
    expect(inviteFieldErrors({ non_field_errors: sharingMessages.pending, role: 'Choose Caregiver or Viewer.' })).toEqual({
      email: sharingMessages.pending,
      role: 'Choose Caregiver or Viewer.',
    })
    expect(inviteFieldErrors(undefined)).toEqual({})
  })
})

describe('the marks of a shared child', () => {
  it('says "Shared by {owner}" for a caregiver or viewer, nothing for the owner or a server without sharing', () => {
    expect(sharedByText({ role: 'viewer', owner_name: 'Paula Carter' })).toBe('Shared by Paula Carter')
    expect(sharedByText({ role: 'owner', owner_name: 'Paula Carter' })).toBeNull()
    expect(sharedByText(undefined)).toBeNull()
  })

  it('names who gave an answer by first name ("answered by Sam") only when it was someone other than the reader', () => {
    expect(givenByText('Sam Carter', 'Paula Carter')).toBe('Sam')
    expect(givenByText('Paula Carter', 'paula carter')).toBeNull()
    expect(givenByText(null, 'Paula Carter')).toBeNull()
    expect(givenByText(undefined, 'Paula Carter')).toBeNull()
  })
})
