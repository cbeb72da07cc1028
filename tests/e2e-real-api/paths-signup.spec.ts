import { expect } from '@playwright/test'
import { signupModel } from '../model/models/signup.model'
import { signupScreens } from '../e2e/screens/signup.screens'
import { describeModelPaths } from '../e2e/support/model-paths'
import { injectFault, resetBackend, setLatency } from './support/real-api'

/** Sign-up's model paths over HTTP against the test-mode API server: the demo's screen map, the server's fault switch. */
describeModelPaths(signupModel, {
  ...signupScreens(() => injectFault('signup', 'status500')),
  async setup(page) {
    await resetBackend()
    await setLatency(800)
    await page.goto('/signup')
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()
  },
})
