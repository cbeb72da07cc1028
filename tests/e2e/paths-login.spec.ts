import { loginModel } from '../model/models/login.model'
import { loginScreens } from './screens/login.screens'
import { describeModelPaths } from './support/model-paths'

describeModelPaths(loginModel, loginScreens)
