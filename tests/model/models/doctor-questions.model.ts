import { ApiError } from '@/api/api-error'
import { doctorQuestionsMachine } from '@/machines/doctor-questions.machine'
import type { FlowModel } from '../lib/model-registry'
import { serverFailure } from './accounts.fixtures'

/** The summary's "Questions for the doctor" box (issue #24, point 5): save, a refusal with the field message, a failure, send again, edit after saving. */
export const doctorQuestionsModel: FlowModel<typeof doctorQuestionsMachine> = {
  name: 'doctor-questions',
  machine: doctorQuestionsMachine,
  input: { childId: 3 },
  simplePaths: true,
  events: [
    { type: 'submit', text: 'Is her sleep usual?' },
    { type: 'done.saveQuestions', output: { child: 3, text: 'Is her sleep usual?', updated_at: '2025-06-15T12:00:00.000Z' } },
    { type: 'error.saveQuestions', error: new ApiError('http', 400, { text: ['Use at most 2000 characters.'] }) },
    { type: 'error.saveQuestions', error: serverFailure },
  ],
}
