import { newParent } from '../model/models/accounts.fixtures'
import { onboardingModel } from '../model/models/onboarding.model'
import { onboardingScreens } from './screens/onboarding.screens'
import { failNext, openApp, setDemoLatency, signUpThroughApi } from './support/demo'
import { describeModelPaths } from './support/model-paths'

describeModelPaths(onboardingModel, {
  ...onboardingScreens((page) => failNext(page, 'completeOnboarding')),
  async setup(page) {
    await openApp(page, '/auth')
    await signUpThroughApi(page, newParent)
    await setDemoLatency(page, 800)
    await page.goto('/onboarding')
  },
})
