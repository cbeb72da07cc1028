import { describe, expect, it } from 'vitest'
import { choiceOptions, deletionBody, deletionFormSchema, deletionSummary, emptyDeletionValues, splitChildren, type DeletionPlan } from '@/domain/account-deletion'
import { makeChild } from '../support/factories'

const plan: DeletionPlan = {
  owned: [
    { id: 1, name: 'Liam Carter', members: [] },
    { id: 2, name: 'Olivia Carter', members: [{ user: 7, full_name: 'Sam Carter', role: 'caregiver' }, { user: 8, full_name: 'Gwen Grandma', role: 'viewer' }] },
  ],
  sharedWithMe: ['Ama Osei'],
}

describe('account deletion rules (issue #26 point 5, decision 077)', () => {
  it('splits a child list into owned children (a server without sharing: all) and those shared with the parent', () => {
    const own = makeChild({ id: 1, name: 'Liam Carter' })
    const legacy = makeChild({ id: 2, name: 'Noah Carter', access: undefined })
    const shared = makeChild({ id: 3, name: 'Ama Osei', access: { role: 'caregiver', owner_name: 'Maya Osei' } })
    const { owned, sharedWithMe } = splitChildren([own, legacy, shared])
    expect(owned.map((child) => child.id)).toEqual([1, 2])
    expect(sharedWithMe.map((child) => child.id)).toEqual([3])
  })

  it('asks a choice only for the owned children that are shared, each member or deleting', () => {
    expect(emptyDeletionValues(plan)).toEqual({ password: '', choices: [''] })
    expect(choiceOptions(plan.owned[1]!).map((option) => option.value)).toEqual(['7', '8', 'delete'])
    expect(choiceOptions(plan.owned[1]!)[0]!.label).toBe('Hand it to Sam Carter (Caregiver), who becomes its owner')
  })

  it('refuses an empty password and a missing choice with their messages', () => {
    const result = deletionFormSchema.safeParse({ password: '', choices: [''] })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', 'Enter your password.'],
      ['choices.0', 'Choose who gets this profile, or delete it.'],
    ])
  })

  it('makes the body: a hand-over by the member chosen, or a deletion', () => {
    expect(deletionBody(plan, { password: 'pw', choices: ['7'] })).toEqual({ password: 'pw', children: [{ id: 2, action: 'transfer', to_user: 7 }] })
    expect(deletionBody(plan, { password: 'pw', choices: ['delete'] })).toEqual({ password: 'pw', children: [{ id: 2, action: 'delete' }] })
  })

  it('names what goes and what stays', () => {
    const handed = deletionSummary(plan, { password: 'pw', choices: ['7'] })
    expect(handed.goes).toEqual([
      'Your account: your details, your password and your sign-in on every device',
      "Liam Carter's profile with its answers and their history, measurements, checklist ticks, reminders, questions for the doctor, vaccine records and the photo",
      'Your access to Ama Osei',
    ])
    expect(handed.stays[0]).toBe('Olivia Carter goes to Sam Carter, who becomes the owner; the others it is shared with keep their access.')
    const deleted = deletionSummary(plan, { password: 'pw', choices: ['delete'] })
    expect(deleted.goes).toContain("Olivia Carter's profile with its answers and their history, measurements, checklist ticks, reminders, questions for the doctor, vaccine records and the photo")
  })
})
