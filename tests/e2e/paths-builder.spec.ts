import { builderUiModel } from '../model/models/builder.model'
import { builderScreens } from './screens/builder.screens'
import { describeModelPaths } from './support/model-paths'

describeModelPaths(builderUiModel, builderScreens(), { pairs: false })
