import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseStoredUser } from '@/api/session'
import { sessionUserSchema } from '@/contract/accounts'

/** What the contract makes of a value: the parsed user, or null when it refuses it. */
const byContract = (value: unknown) => {
  const result = sessionUserSchema.safeParse(value)
  return result.success ? result.data : null
}

const validUser = { id: 2, email: 'parent@example.com', full_name: 'Pat Parent', user_type: 'CLIENT', profile: { is_onboarding_complete: true } }

/** Mostly the valid value, sometimes an edge case or a value of the wrong type. */
const mostly = <T,>(valid: T, ...others: fc.Arbitrary<unknown>[]) =>
  fc.oneof({ arbitrary: fc.constant(valid), weight: 4 }, ...others.map((arbitrary) => ({ arbitrary, weight: 1 })))

/** Users near the valid shape: a field or two broken or missing, extra keys kept or not. */
const nearUser = fc
  .record({
    id: mostly(2, fc.integer({ min: -2, max: 3 }), fc.double(), fc.constant(Number.MAX_SAFE_INTEGER + 1), fc.string(), fc.constant(null)),
    email: mostly('parent@example.com', fc.string(), fc.integer(), fc.constant(null)),
    full_name: mostly('Pat Parent', fc.string(), fc.boolean()),
    user_type: mostly('CLIENT', fc.constantFrom('ADMIN', 'client', 'SUPERUSER', ''), fc.integer()),
    profile: mostly(
      { is_onboarding_complete: true },
      fc.record({ is_onboarding_complete: fc.oneof(fc.boolean(), fc.constant('true'), fc.constant(1)), bio: fc.string() }, { requiredKeys: [] }),
      fc.constant(null),
      fc.array(fc.boolean()),
    ),
    phone: fc.string(),
  })
  .chain((user) =>
    fc.subarray(Object.keys(user), { maxLength: 2 }).map((missing) =>
      Object.fromEntries(Object.entries(user).filter(([key]) => !missing.includes(key))),
    ),
  )

describe('the stored session user (SPEC section 3) is read back as the contract reads it', () => {
  it('keeps a valid user with only its contract fields', () => {
    expect(parseStoredUser({ ...validUser, phone: '+44', profile: { ...validUser.profile, bio: '' } })).toEqual(validUser)
  })

  it('agrees with sessionUserSchema on valid, broken and unrelated values', () => {
    fc.assert(
      fc.property(fc.oneof(nearUser, fc.jsonValue(), fc.constant(validUser)), (value) => {
        expect(parseStoredUser(value)).toEqual(byContract(value))
      }),
      { numRuns: 500 },
    )
  })
})
