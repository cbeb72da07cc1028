import { signupModel } from '../model/models/signup.model'
import { signupScreens } from './screens/signup.screens'
import { failNext, openApp, setDemoLatency } from './support/demo'
import { describeModelPaths } from './support/model-paths'

describeModelPaths(signupModel, {
  ...signupScreens((page) => failNext(page, 'signup')),
  async setup(page) {
    await openApp(page, '/signup')
    await setDemoLatency(page, 800)
  },
})
