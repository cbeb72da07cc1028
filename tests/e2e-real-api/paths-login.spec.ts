import { expect } from '@playwright/test'
import { newParent } from '../model/models/accounts.fixtures'
import { loginModel } from '../model/models/login.model'
import { loginScreens } from '../e2e/screens/login.screens'
import { signUpThroughApi } from '../e2e/support/demo'
import { describeModelPaths } from '../e2e/support/model-paths'
import { apiBase, resetBackend, setLatency } from './support/real-api'

/**
 * Login's model paths over HTTP against `npm run api --test-mode` (docs/testing.md): the same screen
 * map as the demo's spec (tests/e2e/screens/login.screens.ts); only the setup differs: the server is
 * reseeded, the parent who has not finished onboarding signs up through it, and its answers wait 800 ms.
 */
describeModelPaths(loginModel, {
  ...loginScreens,
  async setup(page) {
    await resetBackend()
    await page.goto('/auth')
    await expect(page.getByRole('heading', { name: 'Hey Welcome!' })).toBeVisible()
    await signUpThroughApi(page, newParent, apiBase)
    await page.evaluate(() => localStorage.clear())
    await setLatency(800)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Hey Welcome!' })).toBeVisible()
  },
})
