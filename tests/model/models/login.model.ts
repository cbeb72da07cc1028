import { loginMachine } from '@/machines/login.machine'
import { loginAnswers, wrongCredentials } from './accounts.fixtures'
import type { FlowModel } from '../lib/model-registry'

/** Login (docs/product-rules.md#4): every way a sign-in can end, from the server's three kinds of user and a refusal. */
export const loginModel: FlowModel<typeof loginMachine> = {
  name: 'login',
  machine: loginMachine,
  input: { redirect: null },
  simplePaths: false,
  events: [
    // The UI runner types the credentials that lead to the next step's answer.
    { type: 'submit', email: 'someone@example.com', password: 'password1' },
    { type: 'done.login', output: loginAnswers.admin },
    { type: 'done.login', output: loginAnswers.parent },
    { type: 'done.login', output: loginAnswers.newParent },
    { type: 'error.login', error: wrongCredentials },
  ],
}
