import { describe, expect, it } from 'vitest'
import { childActions, mayDeleteRow, mayDo, roleOf } from '@/domain/child-access'
import { makeChild } from '../support/factories'

/** docs/decisions/072: "Caregiver (answers, measurements, checklist ticks, reminders; cannot edit the profile, delete the child or invite) or Viewer (reads only)". */
describe('the role table (src/domain/child-access.ts)', () => {
  it('lets the owner do everything', () => {
    for (const action of childActions) expect({ action, allowed: mayDo('owner', action) }).toEqual({ action, allowed: true })
  })

  it('lets a caregiver read, answer, measure, tick, set reminders and record health, but not edit the profile, delete the child or invite', () => {
    const allowed = childActions.filter((action) => mayDo('caregiver', action))
    expect(allowed).toEqual(['read', 'answer', 'measure', 'tick', 'remind', 'askDoctor', 'recordHealth'])
  })

  it('lets the owner delete any row, a caregiver only the rows they added, a viewer none (docs/decisions/089)', () => {
    for (const action of ['remind', 'recordHealth'] as const) {
      expect(mayDeleteRow('owner', action, { given_by_you: false })).toBe(true)
      expect(mayDeleteRow('caregiver', action, { given_by_you: true })).toBe(true)
      expect(mayDeleteRow('caregiver', action, { given_by_you: false })).toBe(false)
      expect(mayDeleteRow('viewer', action, { given_by_you: true })).toBe(false)
      // A server that does not say who added a row: offered as the role allows, and the server decides.
      expect(mayDeleteRow('caregiver', action, {})).toBe(true)
    }
  })

  it('lets a viewer read only', () => {
    expect(childActions.filter((action) => mayDo('viewer', action))).toEqual(['read'])
  })

  it('lets nobody without access do anything', () => {
    for (const action of childActions) {
      expect(mayDo(null, action)).toBe(false)
      expect(mayDo(undefined, action)).toBe(false)
    }
  })

  it("reads a child's role from its access, and a child without it (a server without sharing) as the caller's own", () => {
    expect(roleOf(makeChild({ access: { role: 'viewer', owner_name: 'Paula Carter' } }))).toBe('viewer')
    expect(roleOf(makeChild())).toBe('owner')
  })
})
