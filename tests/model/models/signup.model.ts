import { signupMachine } from '@/machines/signup.machine'
import { emailTaken, loginAnswers, serverFailure } from './accounts.fixtures'
import type { FlowModel } from '../lib/model-registry'

const values = {
  full_name: 'Nina Newcomer',
  email: 'nina@example.com',
  phone: '+44 20 7946 0000',
  password: 'newparent1',
  confirm_password: 'newparent1',
  gender: 'female',
  city: 'london',
  country: 'uk',
  accept_terms: true,
  accept_marketing: false,
} as const

/** Sign-up (docs/product-rules.md#4, #8): success, a field error from the server, and an unexpected failure. */
export const signupModel: FlowModel<typeof signupMachine> = {
  name: 'signup',
  machine: signupMachine,
  simplePaths: false,
  events: [
    { type: 'submit', values },
    { type: 'done.signup', output: { ...loginAnswers.newParent } },
    { type: 'error.signup', error: emailTaken },
    { type: 'error.signup', error: serverFailure },
  ],
}
