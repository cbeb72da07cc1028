import { expect } from '@playwright/test'
import { newParent } from '../model/models/accounts.fixtures'
import { onboardingModel } from '../model/models/onboarding.model'
import { onboardingScreens } from '../e2e/screens/onboarding.screens'
import { signUpThroughApi } from '../e2e/support/demo'
import { describeModelPaths } from '../e2e/support/model-paths'
import { apiBase, injectFault, resetBackend, setLatency } from './support/real-api'

/**
 * Onboarding's model paths over HTTP against `npm run api --test-mode` (docs/testing.md): the demo's
 * screen map (tests/e2e/screens/onboarding.screens.ts); the failures are the server's test-mode faults.
 */
describeModelPaths(onboardingModel, {
  ...onboardingScreens(() => injectFault('completeOnboarding', 'status500')),
  async setup(page) {
    await resetBackend()
    await page.goto('/auth')
    await expect(page.getByRole('heading', { name: 'Hey Welcome!' })).toBeVisible()
    await signUpThroughApi(page, newParent, apiBase)
    await setLatency(800)
    await page.goto('/onboarding')
  },
})
