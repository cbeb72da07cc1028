import { passwordResetModel } from '../model/models/password-reset.model'
import { passwordResetScreens } from './screens/password-reset.screens'
import { describeModelPaths } from './support/model-paths'

describeModelPaths(passwordResetModel, passwordResetScreens)
