import type { SnapshotFrom } from 'xstate'
import { childFetchErrorText } from '@/domain/child-form'
import type { childFormMachine } from '@/machines/child-form.machine'

type ChildFormSnapshot = SnapshotFrom<typeof childFormMachine>

/** What the edit page shows (docs/decisions/096-routes-bind.md): the form, or the state of its load. */
export function childFormPhase(snapshot: ChildFormSnapshot): 'loading' | 'loadFailed' | 'notAllowed' | 'form' {
  if (snapshot.hasTag('loading')) return 'loading'
  if (snapshot.matches('loadFailed')) return 'loadFailed'
  return snapshot.matches('notAllowed') ? 'notAllowed' : 'form'
}

/** The form's props from its flow, the same in create and edit mode; busy too once done, while the page leaves. */
export function childFormView(snapshot: ChildFormSnapshot) {
  return {
    initialValues: snapshot.context.initial,
    busy: snapshot.hasTag('busy') || snapshot.status === 'done',
    saveError: snapshot.matches('saveFailed') ? childFetchErrorText : undefined,
    fieldErrors: snapshot.context.fieldErrors,
  }
}

/** The selector builds a new object each time: equal when what it shows is equal. */
export function sameForm(a: ReturnType<typeof childFormView>, b: ReturnType<typeof childFormView>): boolean {
  return a.initialValues === b.initialValues && a.busy === b.busy && a.saveError === b.saveError && a.fieldErrors === b.fieldErrors
}
