/*
 * The pieces a form saved by one call repeats (the account's profile, the password
 * change): every state that shows the form (editing, saveFailed, saved or changed)
 * takes a submit that stores the values and goes to `saving`, and the invoke's
 * answers hand their output or error to a named action.
 */

/** Params of an action that takes the submitted values. */
export const submittedValues = <V>({ event }: { event: { values: V } }) => ({ values: event.values })

/** Params of an action that takes an invoke's error. */
export const invokeError = ({ event }: { event: { error: unknown } }) => ({ error: event.error })

/** The submit of a form state: store the values (`storeValues`), then save. */
export const submitToSaving = <V>() =>
  ({
    submit: { target: 'saving', actions: { type: 'storeValues', params: submittedValues<V> } },
  }) as const

/** A failed save: its error to `storeSaveError`, and the form again in `saveFailed`. */
export const saveFailed = { target: 'saveFailed', actions: { type: 'storeSaveError', params: invokeError } } as const
