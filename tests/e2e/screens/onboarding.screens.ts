import { expect, type Page } from '@playwright/test'
import { demoControlKeys } from '@/mock-server/demo-control-keys'
import { onboardingSlides } from '@/machines/onboarding.machine'
import { serverAnswers, type UiBindings, type UiStep } from '../support/model-paths'

/**
 * Onboarding (tests/e2e/paths-onboarding.spec.ts and tests/e2e-real-api/paths-onboarding.spec.ts read this
 * map). `failNext` makes the backend's next completion answer 500: the demo's switch or the API server's
 * test-mode fault.
 */
export function onboardingScreens(failNext: (page: Page) => Promise<void>): Omit<UiBindings, 'setup'> {
  /** How a tester forces the failure by hand, before the action whose completion call the path expects to fail. */
  const failing = ({ next }: Pick<UiStep, 'next'>) =>
    next?.event.type === 'error.completeOnboarding'
      ? `Make the next completion call fail (in the demo: sessionStorage '${demoControlKeys.failNext}' set to ["completeOnboarding"]), then press `
      : 'Press '
  /** Before an action that completes onboarding, force the failure the path expects next. */
  async function prepareCompletion({ page, next }: UiStep) {
    if (next?.event.type === 'error.completeOnboarding') await failNext(page)
  }
  return {
    start: 'Sign up as a new parent and open /onboarding.',
    states: {
      viewing: {
        says: (snapshot) => {
          const { slide } = snapshot.context as { slide: number }
          return `Slide ${slide + 1} of 3, '${onboardingSlides[slide]!.title}', is shown on /onboarding, with ${slide === 2 ? 'Get Started' : 'Next'}.`
        },
        check: async (page, snapshot) => {
          const { slide } = snapshot.context as { slide: number }
          await expect(page).toHaveURL(/\/onboarding$/)
          await expect(page.getByRole('heading', { name: onboardingSlides[slide]!.title })).toBeVisible()
          await expect(page.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute('aria-valuenow', String(slide + 1))
          await expect(page.getByRole('button', { name: `Go to slide ${slide + 1} of 3` })).toHaveAttribute('aria-current', /true|step/)
          await expect(
            page.getByRole('button', {
              name: slide === 2 ? 'Get Started' : 'Next',
            }),
          ).toBeVisible()
        },
      },
      completing: {
        says: 'The button pressed shows that it is busy while onboarding is being completed.',
        check: async (page) => {
          await expect(page.locator('[aria-busy="true"]').first()).toBeVisible()
        },
      },
      done: {
        says: 'The dashboard (/client-dashboard) is shown.',
        check: async (page) => {
          // docs/product-rules.md#4: the dashboard, whether or not the completion call failed.
          await expect(page).toHaveURL(/\/client-dashboard$/)
        },
      },
    },
    events: {
      'slide.next': {
        says: (place) => `${failing(place)}${(place.previous.state.context as { slide: number }).slide === 2 ? 'Get Started' : 'Next'}.`,
        run: async (ui) => {
          await prepareCompletion(ui)
          await ui.page.getByRole('button', { name: /^(Next|Get Started)$/ }).click()
        },
      },
      // The arrow key, with focus in the carousel: forward, but never past the last slide.
      'slide.forward': {
        says: ({ previous }) => `Focus the dot 'Go to slide ${(previous.state.context as { slide: number }).slide + 1} of 3' and press the right arrow key.`,
        run: async ({ page, previous }) => {
          const { slide } = previous.state.context as { slide: number }
          await page.getByRole('button', { name: `Go to slide ${slide + 1} of 3` }).focus()
          await page.keyboard.press('ArrowRight')
        },
      },
      'slide.previous': {
        says: ({ previous }) =>
          (previous.state.context as { slide: number }).slide === 0 ? 'See that Previous is disabled on the first slide.' : 'Press Previous.',
        run: async ({ page, previous }) => {
          const previousButton = page.getByRole('button', { name: 'Previous' })
          // On the first slide the machine refuses Previous; the screen offers it disabled.
          if ((previous.state.context as { slide: number }).slide === 0) await expect(previousButton).toBeDisabled()
          else await previousButton.click()
        },
      },
      'slide.go': {
        says: ({ step }) => `Press the dot 'Go to slide ${(step.event as unknown as { index: number }).index + 1} of 3'.`,
        run: async ({ page, step }) => {
          const { index } = step.event as unknown as { index: number }
          await page.getByRole('button', { name: `Go to slide ${index + 1} of 3` }).click()
        },
      },
      skip: {
        says: (place) => `${failing(place)}Skip.`,
        run: async (ui) => {
          await prepareCompletion(ui)
          await ui.page.getByRole('button', { name: 'Skip' }).click()
        },
      },
      'done.completeOnboarding': { says: 'Wait for the server to record that onboarding is complete.', run: serverAnswers },
      'error.completeOnboarding': { says: 'Wait for the server to fail (the failure set up before).', run: serverAnswers },
    },
  }
}
