import type { SnapshotFrom } from 'xstate'
import type { Child } from '@/contract/children'
import { childDevelopmentalAge, formatAge } from '@/domain/age'
import type { questionnaireMachine } from '@/machines/questionnaire.machine'

const statuses = ['loading', 'loadFailed', 'noBand', 'answering', 'submitting', 'submitFailed'] as const

/** The questionnaire screen's status from its flow (docs/decisions/096-routes-bind.md); `done` still shows the form as it leaves. */
export function questionnaireStatus(snapshot: SnapshotFrom<typeof questionnaireMachine>): (typeof statuses)[number] {
  return statuses.find((value) => snapshot.matches(value)) ?? 'loading'
}

/** docs/product-rules.md#decisions-corrected-age: the questionnaire says which age chose its band. */
export function ageNoteOf(child: Child, today?: Date): string {
  const age = childDevelopmentalAge(child, today)
  return age.corrected === null
    ? `For ${child.first_name}'s age, ${formatAge(age.chronological)}`
    : `For ${child.first_name}'s corrected age, ${formatAge(age.corrected)} (born ${child.weeks_premature} weeks early)`
}
