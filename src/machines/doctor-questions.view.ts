import type { SnapshotFrom } from 'xstate'
import type { doctorQuestionsMachine } from '@/machines/doctor-questions.machine'

/** The questions box's state from its flow (docs/decisions/096-routes-bind.md). */
export function doctorQuestionsView(snapshot: SnapshotFrom<typeof doctorQuestionsMachine>) {
  const { fieldErrors, failed, saved, conflict, text, taken } = snapshot.context
  return {
    busy: snapshot.hasTag('busy'),
    fieldError: fieldErrors.text,
    failed: failed && snapshot.matches('saveFailed'),
    saved: snapshot.matches('saved') ? saved : null,
    conflict: conflict && snapshot.hasTag('conflict') ? { theirs: conflict, mine: text ?? '' } : null,
    taken,
  }
}
