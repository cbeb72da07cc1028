import { questionnaireModel } from '../model/models/questionnaire.model'
import { questionnaireScreens } from '../e2e/screens/questionnaire.screens'
import { describeModelPaths } from '../e2e/support/model-paths'
import { realApiBackend } from './support/real-api'

/**
 * The questionnaire's model paths over HTTP against `npm run api --test-mode` (docs/testing.md): the demo's
 * screen map (tests/e2e/screens/questionnaire.screens.ts) on the server, its failures the server's test-mode faults.
 */
describeModelPaths(questionnaireModel, questionnaireScreens(realApiBackend))
