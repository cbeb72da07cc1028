import { ApiError } from '@/api/api-error'
import { doctorQuestionsMachine } from '@/machines/doctor-questions.machine'
import type { FlowModel } from '../lib/model-registry'
import { serverFailure } from './accounts.fixtures'
import { conflictWith } from './conflict.fixtures'

const opened = { child: 3, text: '', updated_at: null }
const theirs = { child: 3, text: 'When is her next vaccine?', updated_at: '2025-06-15T11:00:00.000Z' }

/**
 * The summary's "Questions for the doctor" box (docs/decisions/060): save, a refusal with the field message, a failure, send again, edit after saving;
 * someone else's newer questions (412): keep mine or use theirs (docs/decisions/086).
 */
export const doctorQuestionsModel: FlowModel<typeof doctorQuestionsMachine> = {
  name: 'doctor-questions',
  machine: doctorQuestionsMachine,
  input: { childId: 3 },
  simplePaths: true,
  events: [
    { type: 'submit', text: 'Is her sleep usual?', base: opened },
    { type: 'done.saveQuestions', output: { child: 3, text: 'Is her sleep usual?', updated_at: '2025-06-15T12:00:00.000Z' } },
    { type: 'error.saveQuestions', error: new ApiError('http', 400, { text: ['Use at most 2000 characters.'] }) },
    { type: 'error.saveQuestions', error: serverFailure },
    { type: 'error.saveQuestions', error: conflictWith(theirs) },
    { type: 'keepMine' },
    { type: 'useTheirs' },
  ],
}
