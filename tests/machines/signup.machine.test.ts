import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { signupMachine } from '@/machines/signup.machine'
import { signupBody } from '../mock-server/helpers'
import { loginAnswers } from '../model/models/accounts.fixtures'

/** Signs up (the call answers at once, no 1.5 s wait) and answers where the flow ends. */
async function signUpFrom(redirect: string | null) {
  const machine = signupMachine.provide({ actors: { signup: fromPromise(async () => loginAnswers.newParent) }, delays: { redirect: 0 } })
  const actor = createActor(machine, { input: { redirect } }).start()
  actor.send({ type: 'submit', values: signupBody() })
  return (await waitFor(actor, (snapshot) => snapshot.status === 'done')).output?.to
}

describe('sign-up machine: where it ends (docs/product-rules.md#4, issue #26 point 2)', () => {
  it('goes to onboarding', async () => {
    expect(await signUpFrom(null)).toBe('/onboarding')
  })

  it("carries an invitation's link through onboarding, and drops an address off the site", async () => {
    expect(await signUpFrom('/invitation?token=abc')).toBe(`/onboarding?redirect=${encodeURIComponent('/invitation?token=abc')}`)
    expect(await signUpFrom('https://evil.example/')).toBe('/onboarding')
  })
})
