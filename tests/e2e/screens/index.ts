import type { AnyStateMachine } from 'xstate'
import type { FlowModel } from '../../model/lib/model-registry'
import { builderUiModel } from '../../model/models/builder.model'
import type { UiBindings } from '../support/model-paths'
import { builderScreens } from './builder.screens'
import { loginScreens } from './login.screens'
import { onboardingScreens } from './onboarding.screens'
import { passwordResetScreens } from './password-reset.screens'
import { questionnaireScreens } from './questionnaire.screens'
import { signupScreens } from './signup.screens'

export interface FlowScreens {
  /** The screen map the flow's Playwright model spec runs (tests/e2e/paths-<flow>.spec.ts); without one the plan names events and states. */
  bindings?: UiBindings
  /** The model the browser walks when it is not the registry's (the builder's smaller UI model). */
  model?: FlowModel<AnyStateMachine>
}

/**
 * What the Playwright model specs walk, by model name: `npm run test:plan` prints
 * the same paths in the same words.
 */
export const flowScreens: Record<string, FlowScreens> = {
  login: { bindings: loginScreens },
  // the plan needs only the words: the failure switch is never called
  signup: { bindings: { ...signupScreens(() => Promise.resolve()), setup: () => Promise.resolve() } },
  'password-reset': { bindings: passwordResetScreens },
  onboarding: { bindings: { ...onboardingScreens(() => Promise.resolve()), setup: () => Promise.resolve() } },
  questionnaire: { bindings: questionnaireScreens() },
  builder: { bindings: builderScreens(), model: builderUiModel },
}
