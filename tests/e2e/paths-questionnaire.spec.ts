import { questionnaireModel } from '../model/models/questionnaire.model'
import { questionnaireScreens } from './screens/questionnaire.screens'
import { describeModelPaths } from './support/model-paths'

describeModelPaths(questionnaireModel, questionnaireScreens())
