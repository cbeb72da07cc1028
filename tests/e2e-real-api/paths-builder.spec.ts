import { builderUiModel } from '../model/models/builder.model'
import { builderScreens } from '../e2e/screens/builder.screens'
import { describeModelPaths, serverAnswersAfterLoad } from '../e2e/support/model-paths'
import { realApiBackend } from './support/real-api'

/**
 * The Milestone Builder's model paths over HTTP against `npm run api --test-mode` (docs/testing.md): the demo's
 * screen map (tests/e2e/screens/builder.screens.ts) on the server; its failures are the server's test-mode faults,
 * its busy states are checked while the server holds the answer ('hold'), and its stale writes are real 412s (this
 * build sends If-Match). The paths that only move through the loaded screen (search, filter, expand, open and
 * cancel: ten of 39) call nothing a server could answer differently, so they are walked in the demo's run only.
 */
describeModelPaths(builderUiModel, builderScreens(realApiBackend), { pairs: false, walks: serverAnswersAfterLoad })
