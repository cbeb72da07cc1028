import { ApiError } from '@/api/api-error'
import type { LoginAnswer, SessionUser } from '@/contract/accounts'
import { seedUsers } from '@/mock-server/seed/users'

/**
 * Server answers the account models offer. The emails are real accounts, so
 * the UI runner can type the credentials that make the mock give each answer:
 * the seed's admin and parent, and a parent the UI test signs up first.
 */
export const newParent = { email: 'new.parent@example.com', password: 'newparent1', full_name: 'Nina Newcomer' }

function answer(id: number, email: string, full_name: string, user_type: SessionUser['user_type'], onboarded: boolean): LoginAnswer {
  return {
    tokens: { access: `access-${id}`, refresh: `refresh-${id}` },
    user: { id, email, full_name, user_type, profile: { is_onboarding_complete: onboarded } },
  }
}

export const loginAnswers = {
  admin: answer(1, seedUsers.admin.email, seedUsers.admin.full_name, 'ADMIN', true),
  parent: answer(2, seedUsers.parent.email, seedUsers.parent.full_name, 'CLIENT', true),
  newParent: answer(99, newParent.email, newParent.full_name, 'CLIENT', false),
} as const

/** What the mock answers to a wrong password (401, DRF detail). */
export const wrongCredentials = new ApiError('http', 401, { detail: 'No active account found with the given credentials' })

/** What the mock answers to a taken email on sign-up. */
export const emailTaken = new ApiError('http', 400, { email: ['A user with this email already exists.'] })

/** A forced failure: the mock's fault injection answers 500. */
export const serverFailure = new ApiError('http', 500, { detail: 'Simulated server failure.' })
