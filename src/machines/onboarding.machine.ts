import { assign, fromPromise, setup } from 'xstate'
import { completeOnboarding } from '@/api/accounts.api'
import { safeRedirectPath } from '@/domain/redirect'

/** docs/product-rules.md#2: the three slides, in order. */
export const onboardingSlides = [
  { title: 'Welcome', subtitle: "Your Child's Development Companion" },
  { title: 'Track Key Milestones' },
  { title: 'Early Identification Resources' },
] as const
export const SLIDE_COUNT = onboardingSlides.length

export type OnboardingEvent =
  | { type: 'slide.next' }
  /** An arrow key or a swipe: moves on like Next, but never finishes the flow (only Get Started and Skip do). */
  | { type: 'slide.forward' }
  | { type: 'slide.previous' }
  | { type: 'slide.go'; index: number }
  | { type: 'skip' }

/**
 * docs/product-rules.md#4: slide 0 to 2; next, previous and dots move (arrow keys
 * and swipes too, but they stop at the last slide); on the last slide (Get Started) or Skip the completion call is made and the user goes
 * to /client-dashboard whether or not it failed (failure is only logged); or, come from an invitation's link
 * through sign-up, back to it (`redirect`, docs/decisions/072).
 */
export const onboardingMachine = setup({
  types: {
    context: {} as { slide: number; redirect: string | null },
    events: {} as OnboardingEvent,
    input: {} as { redirect?: string | null } | undefined,
    output: {} as { to: string },
  },
  actors: {
    completeOnboarding: fromPromise(() => completeOnboarding()),
  },
  guards: {
    isLastSlide: ({ context }) => context.slide >= SLIDE_COUNT - 1,
    hasNextSlide: ({ context }) => context.slide < SLIDE_COUNT - 1,
    hasPreviousSlide: ({ context }) => context.slide > 0,
    isValidSlide: ({ event }) => event.type === 'slide.go' && Number.isInteger(event.index) && event.index >= 0 && event.index < SLIDE_COUNT,
  },
  actions: {
    logCompletionFailure: (_, params: { error: unknown }) => console.error('Onboarding completion failed', params.error),
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({ slide: 0, redirect: input?.redirect ?? null }),
  initial: 'viewing',
  states: {
    viewing: {
      on: {
        'slide.next': [
          { guard: 'isLastSlide', target: 'completing' },
          { actions: assign({ slide: ({ context }) => context.slide + 1 }) },
        ],
        'slide.forward': { guard: 'hasNextSlide', actions: assign({ slide: ({ context }) => context.slide + 1 }) },
        'slide.previous': { guard: 'hasPreviousSlide', actions: assign({ slide: ({ context }) => context.slide - 1 }) },
        'slide.go': { guard: 'isValidSlide', actions: assign({ slide: ({ event }) => event.index }) },
        skip: 'completing',
      },
    },
    completing: {
      tags: ['busy'],
      invoke: {
        src: 'completeOnboarding',
        onDone: 'done',
        onError: { target: 'done', actions: { type: 'logCompletionFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ to: safeRedirectPath(context.redirect) ?? '/client-dashboard' }),
})
