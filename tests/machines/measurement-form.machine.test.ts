import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/api-error'
import { recordTag } from '@/contract/content-tag'
import type { Measurement } from '@/contract/progress'
import { emptyMeasurementForm, measurementFormValues, type MeasurementFormValues } from '@/domain/track-progress'
import { measurementFormMachine } from '@/machines/measurement-form.machine'
import { measurementRemoveMachine } from '@/machines/measurement-remove.machine'
import { conflictWith } from '../model/models/conflict.fixtures'
import { makeChild, makeMeasurement } from '../support/factories'

const saved: Measurement = makeMeasurement({ id: 5, child: 3, date: '2025-06-15', weight_kg: 8.9 })
const values = { ...emptyMeasurementForm(new Date(2025, 5, 15)), heightUnit: 'ftin' as const, heightFeet: '2', heightInches: '3', weight: '8.9' }
/** Olivia at 9 months on 15 June 2025. */
const child = makeChild({ id: 3, sex: 'F', dob: '2024-09-15' })

type SaveInput = { childId: number; editing: Measurement | null; values: MeasurementFormValues; ifMatch: string | undefined }

function start(save: (input: SaveInput) => Promise<Measurement>, editing: Measurement | null = null) {
  const spy = vi.fn(save)
  const actor = createActor(
    measurementFormMachine.provide({ actors: { saveMeasurement: fromPromise<Measurement, SaveInput>(({ input }) => spy(input)) } }),
    { input: { childId: 3, child, editing } },
  ).start()
  return { actor, spy }
}

describe('measurementFormMachine (docs/product-rules.md#decisions-track-progress)', () => {
  it('saves the submitted values for the child and ends with the saved measurement', async () => {
    const { actor, spy } = start(async () => saved)
    actor.send({ type: 'submit', values })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ childId: 3, values, editing: null, ifMatch: undefined }))
    expect(actor.getSnapshot().output).toEqual({ saved })
  })

  it("keeps the values after a refusal, puts the server's messages under the form fields, and may send again", async () => {
    const refusal = new ApiError('http', 400, { height_cm: ['Height must be between 20 and 250 cm.'] })
    const { actor } = start(vi.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce(saved))
    actor.send({ type: 'submit', values })
    await waitFor(actor, (snapshot) => snapshot.matches('saveFailed'))
    expect(actor.getSnapshot().context).toMatchObject({ values, fieldErrors: { heightFeet: 'Height must be between 20 and 250 cm.' }, failed: false })
    actor.send({ type: 'submit', values })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
  })

  it('says the save failed when the failure has no field messages (network, server)', async () => {
    const { actor } = start(async () => {
      throw new ApiError('network', 0, null)
    })
    actor.send({ type: 'submit', values })
    await waitFor(actor, (snapshot) => snapshot.matches('saveFailed'))
    expect(actor.getSnapshot().context.failed).toBe(true)
  })
})

describe('measurementFormMachine: a value far outside what is plausible (docs/decisions/091)', () => {
  const unusual = { ...values, weight: '85' }

  it('asks "Is 85 kg right?" before saving, and saves only once confirmed', async () => {
    const { actor, spy } = start(async () => saved)
    actor.send({ type: 'submit', values: unusual })
    expect(actor.getSnapshot().matches('confirmingUnusual')).toBe(true)
    expect(actor.getSnapshot().context.questions).toEqual(['Is 85 kg right?'])
    expect(spy).not.toHaveBeenCalled()
    actor.send({ type: 'confirm' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ values: unusual }))
  })

  it('goes back to the form with what was typed on "change", and saves nothing', () => {
    const { actor, spy } = start(async () => saved)
    actor.send({ type: 'submit', values: unusual })
    actor.send({ type: 'change' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(actor.getSnapshot().context.values).toEqual(unusual)
    expect(spy).not.toHaveBeenCalled()
  })
})

describe('measurementFormMachine: correcting a measurement (docs/decisions/091)', () => {
  const editing = makeMeasurement({ id: 9, child: 3, date: '2025-06-10', weight_kg: 85 })
  const corrected = { ...measurementFormValues(editing), weight: '8.5' }
  const theirs = { ...editing, weight_kg: 8.4 }

  it('sends the correction with the If-Match tag of the measurement as loaded', async () => {
    const { actor, spy } = start(async () => ({ ...editing, weight_kg: 8.5 }), editing)
    actor.send({ type: 'submit', values: corrected })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ editing, ifMatch: recordTag('measurement', editing) }))
  })

  it('shows both versions on a 412; keep mine writes again over theirs with their tag', async () => {
    const { actor, spy } = start(vi.fn().mockRejectedValueOnce(conflictWith(theirs)).mockResolvedValueOnce({ ...editing, weight_kg: 8.5 }), editing)
    actor.send({ type: 'submit', values: corrected })
    await waitFor(actor, (snapshot) => snapshot.matches('saveConflict'))
    expect(actor.getSnapshot().context.conflict).toEqual(theirs)
    actor.send({ type: 'keepMine' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ ifMatch: recordTag('measurement', theirs) }))
  })

  it('ends with theirs on "use theirs", writing nothing more', async () => {
    const { actor, spy } = start(vi.fn().mockRejectedValueOnce(conflictWith(theirs)), editing)
    actor.send({ type: 'submit', values: corrected })
    await waitFor(actor, (snapshot) => snapshot.matches('saveConflict'))
    actor.send({ type: 'useTheirs' })
    expect(actor.getSnapshot().output).toEqual({ saved: theirs })
    expect(spy).toHaveBeenCalledTimes(1)
  })
})

describe('measurementRemoveMachine (docs/decisions/091)', () => {
  const measurement = makeMeasurement({ id: 9, child: 3, date: '2025-06-10', weight_kg: 85 })
  type RemoveInput = { id: number; ifMatch: string | undefined }

  function startRemove(remove: (input: RemoveInput) => Promise<void>) {
    const spy = vi.fn(remove)
    const actor = createActor(
      measurementRemoveMachine.provide({ actors: { removeMeasurement: fromPromise<void, RemoveInput>(({ input }) => spy(input)) } }),
      { input: { measurement } },
    ).start()
    return { actor, spy }
  }

  it('deletes only once confirmed, with the If-Match tag of the measurement as seen', async () => {
    const { actor, spy } = startRemove(async () => undefined)
    expect(spy).not.toHaveBeenCalled()
    actor.send({ type: 'confirm' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(spy).toHaveBeenCalledWith({ id: 9, ifMatch: recordTag('measurement', measurement) })
    expect(actor.getSnapshot().output).toEqual({ outcome: 'removed' })
  })

  it('keeps it on cancel; a failure says so and may be sent again; one already gone elsewhere is removed', async () => {
    const cancelled = startRemove(async () => undefined)
    cancelled.actor.send({ type: 'cancel' })
    expect(cancelled.actor.getSnapshot().output).toEqual({ outcome: 'kept' })

    const { actor } = startRemove(vi.fn().mockRejectedValueOnce(new ApiError('network', 0, null)).mockRejectedValueOnce(new ApiError('http', 404, { detail: 'Not found.' })))
    actor.send({ type: 'confirm' })
    await waitFor(actor, (snapshot) => snapshot.matches('confirming') && snapshot.context.failed)
    actor.send({ type: 'confirm' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ outcome: 'removed' })
  })

  it('a measurement changed elsewhere: delete anyway with their tag, or keep it', async () => {
    const theirs = { ...measurement, weight_kg: 8.4 }
    const anyway = startRemove(vi.fn().mockRejectedValueOnce(conflictWith(theirs)).mockResolvedValueOnce(undefined))
    anyway.actor.send({ type: 'confirm' })
    await waitFor(anyway.actor, (snapshot) => snapshot.matches('removeConflict'))
    anyway.actor.send({ type: 'keepMine' })
    await waitFor(anyway.actor, (snapshot) => snapshot.status === 'done')
    expect(anyway.spy).toHaveBeenLastCalledWith({ id: 9, ifMatch: recordTag('measurement', theirs) })

    const keep = startRemove(vi.fn().mockRejectedValueOnce(conflictWith(theirs)))
    keep.actor.send({ type: 'confirm' })
    await waitFor(keep.actor, (snapshot) => snapshot.matches('removeConflict'))
    keep.actor.send({ type: 'useTheirs' })
    expect(keep.actor.getSnapshot().output).toEqual({ outcome: 'kept' })
  })
})
