import { assign, setup } from 'xstate'
import type { Band } from '@/contract/content'
import { isOfferedOption, previewBand, type Answers, type PreviewChoice, type PreviewPick } from '@/domain/questionnaire'

export interface QuestionnairePreviewContext {
  /** A band by id (the row's Preview) or an age in months (Preview for age…). */
  pick: PreviewPick
  /** The band shown, active content only; null until the content is there, or when there is none. */
  choice: PreviewChoice | null
  /** The admin's choices, kept in this machine only: a preview never sends them. */
  answers: Answers
}

export type QuestionnairePreviewEvent =
  /** The builder's content, as saved (the route sends it whenever the builder is idle with a loaded list). */
  | { type: 'content.loaded'; bands: readonly Band[] }
  /** The builder could not load the content. */
  | { type: 'content.failed' }
  | { type: 'retry' }
  | { type: 'option.choose'; question: number; option: number }

const choose = [
  { guard: 'hasBand', target: '#questionnairePreview.showing', actions: 'storeChoice' },
  { target: '#questionnairePreview.noBand', actions: 'clearChoice' },
] as const

/**
 * The Milestone Builder's "preview as a parent" (docs/product-rules.md#decisions-builder-extras):
 * the parent's questionnaire screen, read-only. It takes the builder's loaded content
 * instead of loading it, picks the band (by id, or for an age by the parents' own rule,
 * bandForAge), shows its active content and lets the admin try the options. It has no
 * actor at all: nothing it does reaches the server.
 */
export const questionnairePreviewMachine = setup({
  types: {
    context: {} as QuestionnairePreviewContext,
    events: {} as QuestionnairePreviewEvent,
    input: {} as { pick: PreviewPick },
  },
  guards: {
    hasBand: ({ context, event }) => previewBand((event as Extract<QuestionnairePreviewEvent, { type: 'content.loaded' }>).bands, context.pick) !== null,
    isOfferedOption: ({ context, event }) => {
      const { question, option } = event as Extract<QuestionnairePreviewEvent, { type: 'option.choose' }>
      return context.choice !== null && isOfferedOption(context.choice.band, question, option)
    },
  },
  actions: {
    storeChoice: assign({
      choice: ({ context, event }) => previewBand((event as Extract<QuestionnairePreviewEvent, { type: 'content.loaded' }>).bands, context.pick),
    }),
    clearChoice: assign({ choice: null }),
    storeAnswer: assign({
      answers: ({ context, event }) => {
        const { question, option } = event as Extract<QuestionnairePreviewEvent, { type: 'option.choose' }>
        return { ...context.answers, [question]: option }
      },
    }),
  },
}).createMachine({
  id: 'questionnairePreview',
  context: ({ input }) => ({ pick: input.pick, choice: null, answers: {} }),
  initial: 'waiting',
  // Content reloaded in the builder (the tab came back into view): the preview follows what is saved.
  on: { 'content.loaded': choose },
  states: {
    /** The builder is loading its list, or saving: the preview waits for the saved content. */
    waiting: { tags: ['busy'], on: { 'content.failed': 'loadFailed' } },
    /** The questionnaire's "Failed to load milestone data." with Try again (which reloads the builder). */
    loadFailed: { on: { retry: 'waiting' } },
    /** The questionnaire's "no suitable milestone band" (no active band with a range, or the band is gone). */
    noBand: {},
    showing: { on: { 'option.choose': { guard: 'isOfferedOption', actions: 'storeAnswer' } } },
  },
})
