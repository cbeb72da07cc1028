import { splashMachine } from '@/machines/splash.machine'
import type { FlowModel } from '../lib/model-registry'

/** The splash screen (spec 2 "/splash"): the logo, then /auth after 2.5 s. */
export const splashModel: FlowModel<typeof splashMachine> = {
  name: 'splash',
  machine: splashMachine,
  simplePaths: true,
  events: [],
}
