import { onboardingMachine } from '@/machines/onboarding.machine'
import { loginAnswers, serverFailure } from './accounts.fixtures'
import type { FlowModel } from '../lib/model-registry'

/** Onboarding (docs/product-rules.md#4): three slides, dots, next/previous, Skip, and completion that may fail. */
export const onboardingModel: FlowModel<typeof onboardingMachine> = {
  name: 'onboarding',
  machine: onboardingMachine,
  simplePaths: false,
  // Even so its simple paths number 9,506 (two minutes to list and replay on a busy two-core machine): the machine
  // replay runs its shortest and transition-pair paths, which cover every state, transition and pair.
  simplePathsTractable: false,
  events: [
    { type: 'slide.go', index: 0 },
    { type: 'slide.go', index: 1 },
    { type: 'slide.go', index: 2 },
    { type: 'done.completeOnboarding', output: { user: { ...loginAnswers.newParent.user, profile: { is_onboarding_complete: true } } } },
    { type: 'error.completeOnboarding', error: serverFailure },
  ],
  // An arrow key or swipe is a third way forward: offered on the middle slide only, or the simple
  // paths through three ways of moving between three slides number in the millions. The machine
  // test covers the last slide (forward never finishes).
  filterEvents: (snapshot, event) => event.type !== 'slide.forward' || (snapshot.context as { slide: number }).slide === 1,
}
