import { questionnairePreviewMachine } from '@/machines/questionnaire-preview.machine'
import { fixtureBand, fixtureQuestions, optionId } from './questionnaire.fixtures'
import type { FlowModel } from '../lib/model-registry'

/**
 * The builder's preview as a parent (docs/product-rules.md#decisions-builder-extras): the
 * builder's content arrives (with the band, or with none that fits), or its load fails;
 * the admin tries an option. The machine has no invoke: there is no server answer to model.
 */
export const questionnairePreviewModel: FlowModel<typeof questionnairePreviewMachine> = {
  name: 'questionnaire-preview',
  machine: questionnairePreviewMachine,
  input: { pick: { age: 3 } },
  simplePaths: false,
  events: [
    { type: 'content.loaded', bands: [fixtureBand] },
    // The admin switched the only band off: no band for the age.
    { type: 'content.loaded', bands: [{ ...fixtureBand, is_active: false }] },
    { type: 'content.failed' },
    { type: 'retry' },
    { type: 'option.choose', question: fixtureQuestions[0], option: optionId(fixtureQuestions[0], 'Yes') },
  ],
}
