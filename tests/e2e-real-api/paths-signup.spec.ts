import { expect } from '@playwright/test'
import { signupModel } from '../model/models/signup.model'
import { signupScreens } from '../e2e/screens/signup.screens'
import { describeModelPaths } from '../e2e/support/model-paths'
import { injectFault, resetBackend, setLatency } from './support/real-api'

/**
 * Sign-up's model paths over HTTP against `npm run api --test-mode` (docs/testing.md): the demo's
 * screen map (tests/e2e/screens/signup.screens.ts); the failure is the server's test-mode fault, which
 * waits out the latency as every answer does, so the busy button is seen first.
 */
describeModelPaths(signupModel, {
  ...signupScreens(() => injectFault('signup', 'status500')),
  async setup(page) {
    await resetBackend()
    await setLatency(800)
    await page.goto('/signup')
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
  },
})
