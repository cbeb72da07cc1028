import { assign, fromPromise, setup } from 'xstate'
import { isApiError } from '@/api/api-error'
import { saveDoctorQuestions } from '@/api/children.api'
import type { DoctorQuestions } from '@/contract/doctor-questions'

export interface DoctorQuestionsContext {
  childId: number
  /** What the parent last sent; the box keeps it through a failed save. */
  text: string | null
  /** The server's message for the text (400). */
  fieldErrors: { text?: string }
  /** A failure without a field message (network, server): the box says so and keeps what was typed. */
  failed: boolean
  /** The questions as last saved in this visit. */
  saved: DoctorQuestions | null
}

export type DoctorQuestionsEvent = { type: 'submit'; text: string }

/**
 * The "Questions for the doctor" box on the summary (issue #24, point 5; docs/decisions/060):
 * editing, saving, saved (and editing again), or a failed save that keeps the text
 * and may be sent again.
 */
const submit = { target: 'saving', actions: { type: 'storeText', params: ({ event }: { event: DoctorQuestionsEvent }) => ({ text: event.text }) } } as const

export const doctorQuestionsMachine = setup({
  types: {
    context: {} as DoctorQuestionsContext,
    events: {} as DoctorQuestionsEvent,
    input: {} as { childId: number },
  },
  actors: {
    saveQuestions: fromPromise<DoctorQuestions, { childId: number; text: string }>(({ input }) => saveDoctorQuestions({ child: input.childId, text: input.text })),
  },
  actions: {
    storeText: assign((_, params: { text: string }) => ({ text: params.text, fieldErrors: {}, failed: false })),
    storeSaved: assign((_, params: { saved: DoctorQuestions }) => ({ saved: params.saved })),
    storeSaveError: assign((_, params: { error: unknown }) => {
      const message = isApiError(params.error) ? params.error.fieldErrors.text : undefined
      return message ? { fieldErrors: { text: message }, failed: false } : { fieldErrors: {}, failed: true }
    }),
  },
}).createMachine({
  id: 'doctorQuestions',
  context: ({ input }) => ({ childId: input.childId, text: null, fieldErrors: {}, failed: false, saved: null }),
  initial: 'editing',
  states: {
    editing: { on: { submit } },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveQuestions',
        input: ({ context }) => ({ childId: context.childId, text: context.text ?? '' }),
        onDone: { target: 'saved', actions: { type: 'storeSaved', params: ({ event }) => ({ saved: event.output }) } },
        onError: { target: 'saveFailed', actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saveFailed: { on: { submit } },
    saved: { on: { submit } },
  },
})
