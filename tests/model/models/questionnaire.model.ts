import { questionnaireMachine } from '@/machines/questionnaire.machine'
import { childNotFound, fixtureQuestions, loadAnswers, optionId, serverFailure, today } from './questionnaire.fixtures'
import type { FlowModel } from '../lib/model-registry'

/** The questionnaire (docs/product-rules.md#2, #4 docs/product-rules.md#decisions submit failure). */
export const questionnaireModel: FlowModel<typeof questionnaireMachine> = {
  name: 'questionnaire',
  machine: questionnaireMachine,
  input: { childId: 7, today },
  simplePaths: false,
  events: [
    { type: 'done.loadQuestionnaire', output: loadAnswers.withEarlierAnswer },
    { type: 'done.loadQuestionnaire', output: loadAnswers.fresh },
    { type: 'done.loadQuestionnaire', output: loadAnswers.noBands },
    { type: 'error.loadQuestionnaire', error: childNotFound },
    { type: 'error.loadQuestionnaire', error: serverFailure },
    { type: 'option.choose', question: fixtureQuestions[0], option: optionId(fixtureQuestions[0], 'Not yet') },
    { type: 'option.choose', question: fixtureQuestions[1], option: optionId(fixtureQuestions[1], 'Yes') },
    { type: 'done.submitAnswers', output: [] },
    { type: 'error.submitAnswers', error: serverFailure },
  ],
}
