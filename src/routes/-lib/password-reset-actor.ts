import { createActorContext } from '@xstate/react'
import type { EventFrom, SnapshotFrom } from 'xstate'
import { passwordResetMachine } from '@/machines/password-reset.machine'

/** One actor for the five reset steps, in its own module so step routes can read it (STYLE.md). */
export const PasswordResetActor = createActorContext(passwordResetMachine)

type ResetSnapshot = SnapshotFrom<typeof passwordResetMachine>

/**
 * What a reset step's page reads: `held` (busy, or the success state), which stays true once the machine
 * has moved on to `next`, until the next step's page replaces this one; the email; and the events it sends.
 */
export function useResetStep(tag: 'busy' | 'success', next: ResetSnapshot['value']) {
  const actorRef = PasswordResetActor.useActorRef()
  const held = PasswordResetActor.useSelector((s) => s.hasTag(tag) || s.matches(next))
  const email = PasswordResetActor.useSelector((s) => s.context.email)
  return { held, email, send: (event: EventFrom<typeof passwordResetMachine>) => actorRef.send(event), onBack: () => actorRef.send({ type: 'back' }) }
}
