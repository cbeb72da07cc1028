import { createActorContext } from '@xstate/react'
import { passwordResetMachine } from '@/machines/password-reset.machine'

/** One actor for the five reset steps, in its own module so step routes can read it (STYLE.md). */
export const PasswordResetActor = createActorContext(passwordResetMachine)
