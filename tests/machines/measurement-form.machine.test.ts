import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/api-error'
import type { Measurement } from '@/contract/progress'
import { emptyMeasurementForm, type MeasurementFormValues } from '@/domain/track-progress'
import { measurementFormMachine } from '@/machines/measurement-form.machine'

const saved: Measurement = { id: 5, child: 3, date: '2025-06-15', height_cm: null, weight_kg: 8.9, head_circumference_cm: null }
const values = { ...emptyMeasurementForm(new Date(2025, 5, 15)), heightUnit: 'ftin' as const, heightFeet: '9', weight: '8.9' }

type SaveInput = { childId: number; values: MeasurementFormValues }

function start(save: (input: SaveInput) => Promise<Measurement>) {
  const spy = vi.fn(save)
  const actor = createActor(
    measurementFormMachine.provide({ actors: { saveMeasurement: fromPromise<Measurement, SaveInput>(({ input }) => spy(input)) } }),
    { input: { childId: 3 } },
  ).start()
  return { actor, spy }
}

describe('measurementFormMachine (docs/product-rules.md#decisions-track-progress)', () => {
  it('saves the submitted values for the child and ends with the saved measurement', async () => {
    const { actor, spy } = start(async () => saved)
    actor.send({ type: 'submit', values })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ childId: 3, values }))
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
