import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ApiError } from '@/api/api-error'
import type { Child } from '@/contract/children'
import { emptyChildFormValues, type ChildFormValues } from '@/domain/child-form'
import { fromChild } from '@/domain/child-form-wire'
import { childFormMachine, type ChildFormInput, type SaveChildInput } from '@/machines/child-form.machine'
import { makeChild } from '../support/factories'

const olivia: Child = makeChild({
  id: 2,
  first_name: 'Olivia',
  profile_image: '/api/media/1/',
  age_in_months: 9,
  height_cm: 70,
  weight_kg: 8.5,
  sex: 'F',
  dob: '2024-08-15',
})

const typed: ChildFormValues = {
  ...emptyChildFormValues,
  fullName: 'Mary Jane Smith',
  sex: 'Female',
  dobDay: 2,
  dobMonth: 3,
  dobYear: 2024,
  weight: '8.5',
}

/** A promise the test settles by hand, so the in-between states can be seen. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function start(
  input: ChildFormInput,
  actors: { load?: (childId: number) => Promise<Child>; save?: (input: SaveChildInput) => Promise<Child> } = {},
) {
  const load = vi.fn(actors.load ?? (async () => olivia))
  const save = vi.fn(actors.save ?? (async () => olivia))
  const actor = createActor(
    childFormMachine.provide({
      actors: {
        loadChild: fromPromise<Child, { childId: number }>(({ input }) => load(input.childId)),
        saveChild: fromPromise<Child, SaveChildInput>(({ input }) => save(input)),
      },
    }),
    { input },
  )
  actor.start()
  return { actor, load, save }
}

describe('childFormMachine', () => {
  it('create: starts editing with an empty form (Years and Months at "Select"), saves (busy) and ends with output { to: "/congrats" } and the new child id', async () => {
    const pending = deferred<Child>()
    const { actor, load, save } = start({ mode: 'create' }, { save: () => pending.promise })
    expect(actor.getSnapshot().value).toBe('editing')
    // Years and Months start the same way (docs/decisions/054); choosing one sets the other to 0 (syncFromAge).
    expect(actor.getSnapshot().context.initial).toStrictEqual(emptyChildFormValues)
    expect(actor.getSnapshot().context.initial).toMatchObject({ ageYears: '', ageMonths: '' })
    expect(load).not.toHaveBeenCalled()

    actor.send({ type: 'submit', values: typed })
    expect(actor.getSnapshot().value).toBe('saving')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(save).toHaveBeenCalledWith({
      mode: 'create',
      body: {
        first_name: 'Mary',
        last_name: 'Jane Smith',
        sex: 'Female',
        dob: '2024-03-02',
        is_premature: false,
        health_conditions: '',
        weight: 8.5,
        weight_unit: 'kg',
      },
    })

    pending.resolve({ ...olivia, id: 9 })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.value).toBe('saved')
    // The new child's id: the dashboard selects the new child after /congrats (docs/decisions/032).
    expect(done.output).toStrictEqual({ to: '/congrats', childId: 9 })
  })

  it('edit: loads the child (a loading state), then edits with the values read from it', async () => {
    const pending = deferred<Child>()
    const { actor, load } = start({ mode: 'edit', childId: 2 }, { load: () => pending.promise })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(load).toHaveBeenCalledWith(2)

    pending.resolve(olivia)
    const editing = await waitFor(actor, (s) => s.matches('editing'))
    expect(editing.context.child).toStrictEqual(olivia)
    expect(editing.context.initial).toStrictEqual(fromChild(olivia))
    expect(editing.context.initial).toMatchObject({ fullName: 'Olivia Carter', heightFeet: 2, heightInches: 4, weight: '8.5' })
  })

  it('edit: a shared child (caregiver or viewer) is the notAllowed state, with no form to send', async () => {
    for (const role of ['caregiver', 'viewer'] as const) {
      const shared = { ...olivia, access: { role, owner_name: 'Paula Carter', access_id: 3 } }
      const { actor } = start({ mode: 'edit', childId: 2 }, { load: async () => shared })
      const snapshot = await waitFor(actor, (s) => s.matches('notAllowed'))
      actor.send({ type: 'submit', values: typed })
      expect(actor.getSnapshot().value).toBe('notAllowed')
      expect(snapshot.context.child).toStrictEqual(shared)
    }
    const { actor } = start({ mode: 'edit', childId: 2 }, { load: async () => ({ ...olivia, access: { role: 'owner', owner_name: 'Paula Carter' } }) })
    await waitFor(actor, (s) => s.matches('editing'))
  })

  it('edit: an imperial account starts the weight in lb', async () => {
    const { actor } = start({ mode: 'edit', childId: 2, units: 'imperial' }, { load: async () => olivia })
    const editing = await waitFor(actor, (s) => s.matches('editing'))
    expect(editing.context.initial).toMatchObject({ weight: '18.7', weightUnit: 'lb' })
  })

  it('edit: a load failure is the loadFailed state, and retry loads again', async () => {
    let calls = 0
    const { actor, load } = start(
      { mode: 'edit', childId: 2 },
      {
        load: async () => {
          calls += 1
          if (calls === 1) throw new ApiError('network', 0, { cause: 'offline' })
          return olivia
        },
      },
    )
    await waitFor(actor, (s) => s.matches('loadFailed'))

    actor.send({ type: 'retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    await waitFor(actor, (s) => s.matches('editing'))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("a save failure stores the server's response data (SPEC section 8) and the field messages, keeping the values", async () => {
    const body = { dob: ['Date of birth cannot be in the future.'] }
    let calls = 0
    const { actor, save } = start(
      { mode: 'create' },
      {
        save: async () => {
          calls += 1
          if (calls === 1) throw new ApiError('http', 400, body)
          return olivia
        },
      },
    )
    actor.send({ type: 'submit', values: typed })
    const failed = await waitFor(actor, (s) => s.matches('saveFailed'))
    expect(failed.context.serverError).toStrictEqual(body)
    expect(failed.context.fieldErrors).toStrictEqual({ dobDay: 'Date of birth cannot be in the future.' })
    expect(failed.context.values).toStrictEqual(typed)
    expect(failed.hasTag('busy')).toBe(false)

    // Submitting again clears the old failure and saves.
    const fixed = { ...typed, dobYear: 2023 }
    actor.send({ type: 'submit', values: fixed })
    expect(actor.getSnapshot().context.serverError).toBeNull()
    expect(actor.getSnapshot().context.fieldErrors).toStrictEqual({})
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.output).toStrictEqual({ to: '/congrats', childId: olivia.id })
    expect(save).toHaveBeenCalledTimes(2)
    expect(save.mock.calls[1]?.[0]).toMatchObject({ mode: 'create', body: { dob: '2023-03-02' } })
  })

  it("stores 'An error occurred' when the failure brought no response data", async () => {
    const { actor } = start({ mode: 'create' }, { save: () => Promise.reject(new ApiError('network', 0, { cause: 'offline' })) })
    actor.send({ type: 'submit', values: typed })
    const failed = await waitFor(actor, (s) => s.matches('saveFailed'))
    expect(failed.context.serverError).toBe('An error occurred')
    expect(failed.context.fieldErrors).toStrictEqual({})

    const second = start({ mode: 'create' }, { save: () => Promise.reject(new Error('boom')) })
    second.actor.send({ type: 'submit', values: typed })
    expect((await waitFor(second.actor, (s) => s.matches('saveFailed'))).context.serverError).toBe('An error occurred')
  })

  it('edit: saves only the changes to that child and ends with output { to: "back" } (fallback: the profile)', async () => {
    const { actor, save } = start({ mode: 'edit', childId: 2 })
    const editing = await waitFor(actor, (s) => s.matches('editing'))

    actor.send({ type: 'submit', values: { ...editing.context.initial, weight: '9.2' } })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(save).toHaveBeenCalledWith({ mode: 'edit', childId: 2, body: { weight: 9.2, weight_unit: 'kg' } })
    expect(done.output).toStrictEqual({ to: 'back', fallback: '/child/2' })
  })

  it('ignores submit while loading or saving', async () => {
    const pending = deferred<Child>()
    const { actor, save } = start({ mode: 'create' }, { save: () => pending.promise })
    actor.send({ type: 'submit', values: typed })
    actor.send({ type: 'submit', values: typed })
    expect(save).toHaveBeenCalledTimes(1)

    const loading = start({ mode: 'edit', childId: 2 }, { load: () => new Promise(() => undefined) })
    loading.actor.send({ type: 'submit', values: typed })
    expect(loading.actor.getSnapshot().value).toBe('loading')
  })
})
