import { assign, fromPromise, setup } from 'xstate'
import { isApiError } from '@/api/api-error'
import { saveDoctorQuestions } from '@/api/children.api'
import type { DoctorQuestions } from '@/contract/doctor-questions'
import { conflictRules, conflictState, ifMatchFor, onConflict, type ConflictEvent } from '@/machines/conflict'

export interface DoctorQuestionsContext {
  childId: number
  /** What the parent last sent; the box keeps it through a failed save. */
  text: string | null
  /** The questions the text was written from (its tag goes with the save: docs/decisions/086). */
  base: DoctorQuestions | null
  /** The server's message for the text (400). */
  fieldErrors: { text?: string }
  /** A failure without a field message (network, server): the box says so and keeps what was typed. */
  failed: boolean
  /** The questions as last saved in this visit. */
  saved: DoctorQuestions | null
  /** Someone else's questions, saved since the text's base: shown beside the parent's until they choose. */
  conflict: DoctorQuestions | null
  /** Their questions, taken by "use theirs": the box shows them in place of what was typed. */
  taken: DoctorQuestions | null
}

export type DoctorQuestionsEvent = { type: 'submit'; text: string; base: DoctorQuestions } | ConflictEvent

/**
 * The "Questions for the doctor" box on the summary (docs/decisions/060):
 * editing, saving, saved (and editing again), or a failed save that keeps the text
 * and may be sent again. A save over someone else's newer questions (412) shows both
 * (docs/decisions/086): keep mine saves again over theirs, use theirs puts theirs in the box.
 */
const submit = {
  target: 'saving',
  actions: { type: 'storeText', params: ({ event }: { event: Extract<DoctorQuestionsEvent, { type: 'submit' }> }) => ({ text: event.text, base: event.base }) },
} as const
const rules = conflictRules('doctorQuestions')

export const doctorQuestionsMachine = setup({
  types: {
    context: {} as DoctorQuestionsContext,
    events: {} as DoctorQuestionsEvent,
    input: {} as { childId: number },
  },
  actors: {
    saveQuestions: fromPromise<DoctorQuestions, { childId: number; text: string; ifMatch: string | undefined }>(({ input }) =>
      saveDoctorQuestions({ child: input.childId, text: input.text }, input.ifMatch),
    ),
  },
  guards: { isConflict: rules.isConflict },
  actions: {
    storeText: assign((_, params: { text: string; base: DoctorQuestions }) => ({ text: params.text, base: params.base, fieldErrors: {}, failed: false, conflict: null, taken: null })),
    storeSaved: assign((_, params: { saved: DoctorQuestions }) => ({ saved: params.saved, conflict: null })),
    storeSaveError: assign((_, params: { error: unknown }) => {
      const message = isApiError(params.error) ? params.error.fieldErrors.text : undefined
      return message ? { fieldErrors: { text: message }, failed: false } : { fieldErrors: {}, failed: true }
    }),
    storeConflict: assign(rules.storedConflict),
    useTheirs: assign(({ context }) => ({ taken: context.conflict, base: context.conflict, conflict: null })),
  },
}).createMachine({
  id: 'doctorQuestions',
  context: ({ input }) => ({ childId: input.childId, text: null, base: null, fieldErrors: {}, failed: false, saved: null, conflict: null, taken: null }),
  initial: 'editing',
  states: {
    editing: { on: { submit } },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveQuestions',
        input: ({ context }) => ({ childId: context.childId, text: context.text ?? '', ifMatch: ifMatchFor('doctorQuestions', context.conflict, context.base) }),
        onDone: { target: 'saved', actions: { type: 'storeSaved', params: ({ event }) => ({ saved: event.output }) } },
        onError: [onConflict('conflict'), { target: 'saveFailed', actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) } }],
      },
    },
    saveFailed: { on: { submit } },
    saved: { on: { submit } },
    /** Someone else saved other questions since: both shown until the parent chooses. */
    conflict: conflictState('saving', 'editing'),
  },
})
