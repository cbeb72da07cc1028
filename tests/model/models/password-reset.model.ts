import { passwordResetMachine } from '@/machines/password-reset.machine'
import type { FlowModel } from '../lib/model-registry'

/** The reset chain (docs/product-rules.md#4): five screens, their Back buttons and the 1.5 s steps. */
export const passwordResetModel: FlowModel<typeof passwordResetMachine> = {
  name: 'password-reset',
  machine: passwordResetMachine,
  simplePaths: false,
  events: [
    { type: 'submit.email', email: 'jane.doe@example.com' },
    { type: 'submit.code', code: '12345' },
  ],
}
