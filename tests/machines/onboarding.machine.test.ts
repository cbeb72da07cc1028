import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { onboardingMachine, SLIDE_COUNT } from '@/machines/onboarding.machine'
import { loginAnswers } from '../model/models/accounts.fixtures'

function startOnboarding(redirect: string | null = null) {
  let completions = 0
  const actor = createActor(
    onboardingMachine.provide({
      actors: {
        completeOnboarding: fromPromise(async () => {
          completions += 1
          return { user: { ...loginAnswers.newParent.user, profile: { is_onboarding_complete: true as boolean } } }
        }),
      },
    }),
    { input: { redirect } },
  )
  actor.start()
  return { actor, completions: () => completions }
}

describe('onboarding machine (docs/product-rules.md#4)', () => {
  it('moves forward with arrow keys and swipes up to the last slide, and never finishes from them', () => {
    const { actor, completions } = startOnboarding()
    for (let i = 0; i < SLIDE_COUNT + 2; i += 1) actor.send({ type: 'slide.forward' })

    expect(actor.getSnapshot().matches('viewing')).toBe(true)
    expect(actor.getSnapshot().context.slide).toBe(SLIDE_COUNT - 1)
    expect(completions()).toBe(0)
  })

  it('finishes from the last slide only with Next (Get Started)', () => {
    const { actor, completions } = startOnboarding()
    actor.send({ type: 'slide.go', index: SLIDE_COUNT - 1 })
    actor.send({ type: 'slide.next' })

    expect(actor.getSnapshot().matches('completing')).toBe(true)
    expect(completions()).toBe(1)
  })

  it('ends on the dashboard, or back on the page the visitor came from through sign-up (an invitation), never on another site', async () => {
    const ending = async (redirect: string | null) => {
      const { actor } = startOnboarding(redirect)
      actor.send({ type: 'skip' })
      return (await waitFor(actor, (snapshot) => snapshot.status === 'done')).output?.to
    }
    expect(await ending(null)).toBe('/client-dashboard')
    expect(await ending('/invitation?token=abc')).toBe('/invitation?token=abc')
    expect(await ending('//evil.example')).toBe('/client-dashboard')
  })
})
