import { fromPromise, setup } from 'xstate'
import { isNotFoundError } from '@/api/api-error'
import { removeChildAccess } from '@/api/sharing.api'

export type LeaveChildEvent = { type: 'ask' } | { type: 'cancel' } | { type: 'confirm' }

/**
 * A caregiver or viewer stops following a shared child (docs/decisions/076): ask,
 * confirm in a dialog, remove their own access (DELETE /children/access/{id}/ with the id the child
 * carries). Done, or already gone (a 404: the owner removed them meanwhile), the route leaves for the
 * dashboard, where the child is no longer listed; any other failure keeps the dialog with Try again.
 */
export const leaveChildMachine = setup({
  types: {
    events: {} as LeaveChildEvent,
    input: {} as { accessId: number },
    context: {} as { accessId: number },
    output: {} as { to: string },
  },
  actors: {
    leave: fromPromise<void, { accessId: number }>(({ input }) => removeChildAccess(input.accessId)),
  },
  guards: {
    isGone: (_, params: { error: unknown }) => isNotFoundError(params.error),
  },
}).createMachine({
  id: 'leaveChild',
  context: ({ input }) => ({ accessId: input.accessId }),
  initial: 'idle',
  output: () => ({ to: '/client-dashboard' }),
  states: {
    idle: { on: { ask: 'confirming' } },
    confirming: { on: { cancel: 'idle', confirm: 'leaving' } },
    leaving: {
      tags: ['busy'],
      invoke: {
        src: 'leave',
        input: ({ context }) => ({ accessId: context.accessId }),
        onDone: 'left',
        onError: [{ guard: { type: 'isGone', params: ({ event }) => ({ error: event.error }) }, target: 'left' }, { target: 'failed' }],
      },
    },
    failed: { on: { cancel: 'idle', confirm: 'leaving' } },
    left: { type: 'final' },
  },
})
