import { assign, fromPromise, setup } from 'xstate'
import type { Child } from '@/contract/children'
import type { Band } from '@/contract/content'
import { activeContent, answerGivers, answersToSend, type AnswerGivers, isOfferedOption, notCountedQuestions, preloadAnswers, questionnaireBand, type Answers } from '@/domain/questionnaire'
import { isNotFoundError } from '@/api/api-error'
import { bulkCreateResponses } from '@/api/children.api'
import { loadQuestionnaireData, type QuestionnaireData } from '@/api/questionnaire.api'

export interface QuestionnaireContext {
  childId: number
  /** A band the parent picked on Child Bands; without it the age decides (docs/product-rules.md#4). */
  bandId?: number
  /** The day ages are computed on (ISO); fixed in tests. */
  today: string
  child: Child | null
  /** The chosen band, active content only. */
  band: Band | null
  answers: Answers
  /** docs/decisions/072: who gave the stored answers ("answered by Sam"). */
  givers: AnswerGivers
  /** Finish sent answers and the server took them (for the route's "Answers saved" toast). */
  saved: boolean
  /** How many answers Finish sent, and the texts of those the server did not count (docs/decisions/048: the content changed meanwhile). */
  sent: number
  notCounted: string[]
}

export type QuestionnaireEvent =
  | { type: 'option.choose'; question: number; option: number }
  | { type: 'finish' }
  | { type: 'retry' }

export interface QuestionnaireOutput {
  to: '/client-dashboard'
  /** The child's first name when answers were saved; null when there was nothing to send. */
  savedFor: string | null
  /** docs/decisions/048: the questions whose answers were sent but not counted, and how many were sent. */
  notCounted: string[]
  sent: number
}

/** One option per question, replaced on each choice (docs/product-rules.md#4). */
const choose = { guard: 'isOfferedOption', actions: 'storeChoice' } as const

const finish = [{ guard: 'hasAnswersToSend', target: '#questionnaire.submitting' }, { target: '#questionnaire.done' }] as const

/**
 * The milestone questionnaire (docs/product-rules.md#2, #4): child, bands and
 * earlier responses load in parallel; the band is chosen by the child's age;
 * one option per question, replaced on each choice; Finish sends only the
 * chosen band's answers (nothing when there are none) and leaves for the
 * dashboard. docs/product-rules.md#decisions: a failed submit keeps every choice and offers Retry.
 */
export const questionnaireMachine = setup({
  types: {
    context: {} as QuestionnaireContext,
    events: {} as QuestionnaireEvent,
    input: {} as { childId: number; bandId?: number; today?: string },
    output: {} as QuestionnaireOutput,
  },
  actors: {
    // The route provides the load its loader started (routes/-lib/early-load.ts); alone (tests, models) the machine calls.
    loadQuestionnaire: fromPromise<QuestionnaireData, { childId: number }>(({ input }) => loadQuestionnaireData(input.childId)),
    submitAnswers: fromPromise<unknown, { child: number; responses: ReturnType<typeof answersToSend> }>(({ input }) =>
      bulkCreateResponses(input),
    ),
  },
  guards: {
    hasBand: ({ context, event }) => {
      const { child, bands } = (event as { output?: QuestionnaireData }).output!
      return questionnaireBand(bands, child, new Date(context.today), context.bandId) !== null
    },
    isNotFound: ({ event }) => isNotFoundError((event as { error?: unknown }).error),
    isOfferedOption: ({ context, event }) => {
      const { question, option } = event as Extract<QuestionnaireEvent, { type: 'option.choose' }>
      return context.band !== null && isOfferedOption(context.band, question, option)
    },
    hasAnswersToSend: ({ context }) => context.band !== null && answersToSend(context.band, context.answers).length > 0,
  },
  actions: {
    storeChoice: assign({
      answers: ({ context, event }) => {
        const { question, option } = event as Extract<QuestionnaireEvent, { type: 'option.choose' }>
        return { ...context.answers, [question]: option }
      },
    }),
    logFailure: (_, params: { error: unknown }) => console.error('Saving the questionnaire failed', params.error),
  },
}).createMachine({
  id: 'questionnaire',
  context: ({ input }) => ({
    childId: input.childId,
    bandId: input.bandId,
    today: input.today ?? new Date().toISOString(),
    child: null,
    band: null,
    answers: {},
    givers: {},
    saved: false,
    sent: 0,
    notCounted: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadQuestionnaire',
        input: ({ context }) => ({ childId: context.childId }),
        onDone: [
          {
            guard: 'hasBand',
            target: 'answering',
            actions: assign(({ context, event }) => {
              const band = questionnaireBand(event.output.bands, event.output.child, new Date(context.today), context.bandId)
              return { child: event.output.child, band: band && activeContent(band), answers: preloadAnswers(event.output.responses), givers: answerGivers(event.output.responses) }
            }),
          },
          { target: 'noBand', actions: assign({ child: ({ event }) => event.output.child }) },
        ],
        onError: [{ guard: 'isNotFound', target: 'noBand' }, { target: 'loadFailed' }],
      },
    },
    /** SPEC: 'Failed to load milestone data. Please try again later.' */
    loadFailed: { on: { retry: 'loading' } },
    /** SPEC: 'Data not found or no suitable milestone band for this child's age.' */
    noBand: {},
    answering: { on: { 'option.choose': choose, finish } },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submitAnswers',
        input: ({ context }) => ({ child: context.childId, responses: context.band ? answersToSend(context.band, context.answers) : [] }),
        onDone: {
          target: 'done',
          actions: assign(({ context, event }) => {
            const sent = context.band ? answersToSend(context.band, context.answers) : []
            return { saved: true, sent: sent.length, notCounted: context.band ? notCountedQuestions(context.band, sent, event.output) : [] }
          }),
        },
        onError: { target: 'submitFailed', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** docs/product-rules.md#decisions: 'Could not save your answers. Please try again.' with Retry; choices kept and still editable. */
    // Answers can be changed but not removed, so there is always something to send again.
    submitFailed: { on: { 'option.choose': choose, finish: 'submitting', retry: 'submitting' } },
    done: { type: 'final' },
  },
  output: ({ context }) => ({
    to: '/client-dashboard' as const,
    savedFor: context.saved ? (context.child?.first_name ?? null) : null,
    notCounted: context.notCounted,
    sent: context.sent,
  }),
})
