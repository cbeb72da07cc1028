import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { contentTag } from '@/contract/content-tag'
import type { Band, Impact } from '@/contract/content'
import type { Item, Level } from '@/domain/content-levels'
import { builderMachine, type Notice, type SaveFieldsInput, type SaveInput } from '@/machines/builder.machine'
import { fixtureBands, noAnswers, savedOption, serverFailure, staleItem } from '../model/models/builder.fixtures'
import { deleteConfirmed, toggleItem } from '../support/builder-steps'

const stale = 'This item was changed in another tab or by another admin. The list has been reloaded: check it and try again.'

/** Another admin renamed the band: what the server answers after that. */
const renamedBands: Band[] = [{ ...fixtureBands[0]!, title: 'Newborn' }]
const firstOption = fixtureBands[0]!.sets[0]!.questions[0]!.options[0]!

/**
 * The builder with its server calls replaced: each call is recorded, and
 * answered from the queues (the list answers, then write failures or successes).
 */
function startBuilder(options: { lists: Band[][]; writes?: (Error | unknown)[]; impacts?: (Impact | Error)[] }) {
  const lists = [...options.lists]
  const impacts = [...(options.impacts ?? [])]
  const writes = [...(options.writes ?? [])]
  const calls = { loads: 0, saves: [] as SaveInput[], fields: [] as { level: Level; changes: { id: number; tag?: string }[] }[], deletes: [] as { id: number; tag?: string }[], impacts: [] as { level: Level; id: number }[] }
  const toasts: Notice[] = []
  const answer = async <T,>() => {
    const next = writes.shift()
    if (next instanceof Error) throw next
    return next as T
  }
  const actor = createActor(
    builderMachine.provide({
      actors: {
        loadBands: fromPromise(async () => {
          calls.loads += 1
          return lists.shift() ?? fixtureBands
        }),
        saveItem: fromPromise<Item, SaveInput>(async ({ input }) => {
          calls.saves.push(input)
          return answer<Item>()
        }),
        saveFields: fromPromise<Item[], SaveFieldsInput>(async ({ input }) => {
          calls.fields.push(input)
          return answer<Item[]>()
        }),
        deleteItem: fromPromise<void, { level: Level; id: number; tag?: string }>(async ({ input }) => {
          calls.deletes.push(input)
          return answer<void>()
        }),
        // docs/decisions/048: nobody has answered anything, unless the test says otherwise.
        loadImpact: fromPromise<Impact, { level: Level; id: number }>(async ({ input }) => {
          calls.impacts.push(input)
          const next = impacts.shift() ?? noAnswers
          if (next instanceof Error) throw next
          return next
        }),
      },
      actions: { notify: (_, params) => void toasts.push(params) },
    }),
  )
  actor.start()
  return { actor, calls, toasts }
}

const idle = (actor: ReturnType<typeof startBuilder>['actor']) => waitFor(actor, (s) => s.matches({ ready: 'idle' }))

describe('builder machine: writes on a stale list (If-Match, 412) and refresh (issue #11)', () => {
  it('sends the tag of the item as loaded, and on 412 restores the toggle, shows the server message and reloads the list keeping the screen', async () => {
    const { actor, calls, toasts } = startBuilder({ lists: [fixtureBands, renamedBands], writes: [staleItem] })
    await idle(actor)
    actor.send({ type: 'row.toggleExpanded', key: 'band:1' })
    actor.send({ type: 'search.change', text: 'b00' })
    actor.send({ type: 'filter.change', filter: 'active' })
    expect((await toggleItem(actor, 'band', 1)).matches({ ready: 'toggling' })).toBe(true)

    const refused = await waitFor(actor, (s) => s.matches({ ready: 'refreshing' }))
    expect(calls.fields[0]!.changes).toEqual([{ id: 1, fields: { is_active: false }, tag: contentTag('band', fixtureBands[0]!) }])
    // Rolled back at once, with the server's message (not a SPEC case: SPEC's toasts stay for the others).
    expect(refused.context.bands).toEqual(fixtureBands)
    expect(toasts.at(-1)).toEqual({ type: 'error', message: stale })

    await idle(actor)
    const { context } = actor.getSnapshot()
    expect(calls.loads).toBe(2)
    expect(context.bands).toEqual(renamedBands)
    expect(context).toMatchObject({ expanded: ['band:1'], search: 'b00', filter: 'active', rollback: null })
  })

  it("shows a refused form save's message under the form, keeps it open and lets a second save carry the reloaded item's tag", async () => {
    const changedOption = { ...firstOption, label: 'Yes (edited elsewhere)' }
    const reloaded: Band[] = structuredClone(fixtureBands)
    reloaded[0]!.sets[0]!.questions[0]!.options[0] = changedOption
    const { actor, calls, toasts } = startBuilder({ lists: [fixtureBands, reloaded], writes: [staleItem, savedOption] })
    await idle(actor)
    actor.send({ type: 'form.open', level: 'option', parentId: 101, itemId: firstOption.id })
    actor.send({ type: 'form.submit', values: { label: 'Yes, often' } })
    await waitFor(actor, (s) => s.matches({ ready: 'refreshing' }))
    expect(calls.saves[0]!.tag).toBe(contentTag('option', firstOption))
    expect(toasts.at(-1)).toEqual({ type: 'error', message: stale })
    await idle(actor)
    expect(actor.getSnapshot().context.formErrors).toEqual({ non_field_errors: stale })
    expect(actor.getSnapshot().context.form).toMatchObject({ level: 'option', itemId: firstOption.id })

    actor.send({ type: 'form.submit', values: { label: 'Yes, often' } })
    await idle(actor)
    expect(calls.saves[1]!.tag).toBe(contentTag('option', changedOption))
    expect(actor.getSnapshot().context.form).toBeNull()
  })

  it('refuses a delete on a stale list with the server message and reloads; other failures keep the SPEC toast', async () => {
    const { actor, calls, toasts } = startBuilder({ lists: [fixtureBands, renamedBands], writes: [staleItem, serverFailure] })
    await idle(actor)
    await deleteConfirmed(actor, 'question', 101)
    await waitFor(actor, (s) => s.matches({ ready: 'refreshing' }))
    expect(calls.deletes[0]).toEqual({ level: 'question', id: 101, tag: contentTag('question', fixtureBands[0]!.sets[0]!.questions[0]!) })
    expect(toasts.at(-1)).toEqual({ type: 'error', message: stale })
    await idle(actor)
    expect(actor.getSnapshot().context.pendingDelete).toBeNull()

    await deleteConfirmed(actor, 'question', 101)
    await idle(actor)
    expect(toasts.at(-1)).toEqual({ type: 'error', message: 'Error deleting question' })
    expect(calls.loads).toBe(2)
  })

  it('refresh reloads the list in the background (no loading screen) and keeps the open form on the tag it opened with', async () => {
    const { actor, calls } = startBuilder({ lists: [fixtureBands, renamedBands], writes: [staleItem] })
    await idle(actor)
    actor.send({ type: 'form.open', level: 'band', parentId: null, itemId: 1 })
    actor.send({ type: 'rows.expandTo', level: 'question' })
    const expanded = actor.getSnapshot().context.expanded
    actor.send({ type: 'refresh' })
    expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true)
    expect(actor.getSnapshot().hasTag('loading')).toBe(false)
    await idle(actor)
    const { context } = actor.getSnapshot()
    expect(calls.loads).toBe(2)
    expect(context.bands).toEqual(renamedBands)
    expect(context.expanded).toEqual(expanded)
    expect(context.form).toEqual({ level: 'band', parentId: null, itemId: 1, tag: contentTag('band', fixtureBands[0]!) })

    // The form was filled from the band before the rename: its save must not overwrite the rename.
    actor.send({ type: 'form.submit', values: { title: 'Birth to 6 months' } })
    await waitFor(actor, (s) => s.matches({ ready: 'refreshing' }))
    expect(calls.saves[0]!.tag).toBe(contentTag('band', fixtureBands[0]!))
  })

  it("takes this tab's own confirmed toggle into the open form's tag (no false conflict)", async () => {
    const { actor, calls } = startBuilder({ lists: [fixtureBands], writes: [[], savedOption] })
    await idle(actor)
    actor.send({ type: 'form.open', level: 'option', parentId: 101, itemId: firstOption.id })
    actor.send({ type: 'item.toggle', level: 'option', id: firstOption.id })
    await idle(actor)
    actor.send({ type: 'form.submit', values: { label: 'Yes, often' } })
    await idle(actor)
    expect(calls.saves[0]!.tag).toBe(contentTag('option', { ...firstOption, is_active: false }))
  })

  it("keeps a form opened before a background refresh on its old tag, even after this tab's own toggle of that item", async () => {
    const renamedOption = { ...firstOption, label: 'Yes (edited elsewhere)' }
    const reloaded: Band[] = structuredClone(fixtureBands)
    reloaded[0]!.sets[0]!.questions[0]!.options[0] = renamedOption
    const { actor, calls } = startBuilder({ lists: [fixtureBands, reloaded], writes: [[], staleItem] })
    await idle(actor)
    actor.send({ type: 'form.open', level: 'option', parentId: 101, itemId: firstOption.id })
    actor.send({ type: 'refresh' })
    await idle(actor)
    actor.send({ type: 'item.toggle', level: 'option', id: firstOption.id })
    await idle(actor)
    expect(calls.fields[0]!.changes[0]!.tag).toBe(contentTag('option', renamedOption))
    actor.send({ type: 'form.submit', values: { label: 'Yes, often' } })
    await waitFor(actor, (s) => s.matches({ ready: 'refreshing' }))
    expect(calls.saves[0]!.tag).toBe(contentTag('option', firstOption))
  })

  it('takes refresh only when idle: a running save goes first', async () => {
    const { actor, calls } = startBuilder({ lists: [fixtureBands], writes: [[]] })
    await idle(actor)
    await toggleItem(actor, 'band', 1)
    actor.send({ type: 'refresh' })
    expect(actor.getSnapshot().matches({ ready: 'toggling' })).toBe(true)
    await idle(actor)
    expect(calls.loads).toBe(1)
  })
})

describe('builder machine: events made while a save runs wait for it (issue #13 item 4)', () => {
  it('takes them in the order they were made once idle', async () => {
    const { actor, calls } = startBuilder({ lists: [fixtureBands], writes: [[], undefined] })
    await idle(actor)
    actor.send({ type: 'item.toggle', level: 'band', id: 1 })
    // A form opened, then a delete: both made while the toggle is saved. The form opens, then the delete asks.
    actor.send({ type: 'form.open', level: 'option', parentId: 101, itemId: firstOption.id })
    actor.send({ type: 'item.delete', level: 'option', id: firstOption.id })
    expect(actor.getSnapshot().context.held.map((event) => event.type)).toEqual(['form.open', 'item.delete'])

    const confirming = await waitFor(actor, (s) => s.matches({ ready: 'confirmingDelete' }))
    expect(confirming.context.held).toEqual([])
    expect(confirming.context.pendingDelete).toMatchObject({ level: 'option', id: firstOption.id })
    expect(confirming.context.form).toMatchObject({ level: 'option', itemId: firstOption.id })
    expect(calls.saves).toEqual([])
  })

  it('does not hold events while the delete dialog asks, nor when idle', async () => {
    const { actor } = startBuilder({ lists: [fixtureBands] })
    await idle(actor)
    actor.send({ type: 'item.delete', level: 'option', id: firstOption.id })
    await waitFor(actor, (s) => s.matches({ ready: { confirmingDelete: 'asking' } }))
    actor.send({ type: 'item.toggle', level: 'band', id: 1 })
    expect(actor.getSnapshot().matches({ ready: 'confirmingDelete' })).toBe(true)
    expect(actor.getSnapshot().context.held).toEqual([])
  })
})

describe('builder machine: a band save that opens a gap or an overlap says so (docs/product-rules.md#decisions-builder-extras)', () => {
  const first = fixtureBands[0]!
  const second: Band = { ...first, id: 2, code: 'B0612', title: '6-12 Months', age_min_months: 6, age_max_months: 36, order: 1, sets: [] }
  const { sets: _sets, ...secondFields } = second

  it('saves the band and names the gap it opened in the success toast', async () => {
    const { actor, calls, toasts } = startBuilder({ lists: [[first, second]], writes: [{ ...secondFields, age_min_months: 8 }] })
    await idle(actor)
    actor.send({ type: 'form.open', level: 'band', parentId: null, itemId: 2 })
    actor.send({ type: 'form.submit', values: { age_min_months: 8 } })
    const saved = await idle(actor)
    expect(calls.saves).toHaveLength(1)
    expect(saved.context.bands[1]).toMatchObject({ id: 2, age_min_months: 8 })
    expect(toasts.at(-1)).toMatchObject({ type: 'success', message: 'Band updated successfully. No active band covers 6–8 months.' })
  })

  it('names an overlap a new band opens, and says nothing more when a save opens none', async () => {
    const added = { ...secondFields, id: 3, code: 'BX', title: 'Extra', age_min_months: 3, age_max_months: 9 }
    const { actor, toasts } = startBuilder({ lists: [[first, second]], writes: [added, { ...secondFields, title: '6 months to 3 years' }] })
    await idle(actor)
    actor.send({ type: 'form.open', level: 'band', parentId: null, itemId: null })
    actor.send({ type: 'form.submit', values: { code: 'BX', title: 'Extra', age_min_months: 3, age_max_months: 9 } })
    await idle(actor)
    expect(toasts.at(-1)?.message).toBe('Band created successfully. Bands 0-6 Months and Extra overlap from 3 to 6 months. Bands Extra and 6-12 Months overlap from 6 to 9 months.')

    actor.send({ type: 'form.open', level: 'band', parentId: null, itemId: 2 })
    actor.send({ type: 'form.submit', values: { title: '6 months to 3 years' } })
    await idle(actor)
    expect(toasts.at(-1)?.message).toBe('Band updated successfully')
  })
})

describe("builder machine: a change that touches parents' answers says so first (issue #21 point 2)", () => {
  const impact: Impact = { answers: 34, children: 12, parents: 9 }
  const question = fixtureBands[0]!.sets[0]!.questions[0]!
  const isActive = (bands: Band[]) => bands[0]!.sets[0]!.questions[0]!.is_active

  it('asks before deactivating an answered item; Cancel changes and saves nothing; confirmed, the toast says the answers are kept', async () => {
    const { actor, calls, toasts } = startBuilder({ lists: [fixtureBands], writes: [[]], impacts: [impact, impact] })
    await idle(actor)
    const asking = await toggleItem(actor, 'question', question.id)
    expect(calls.impacts).toEqual([{ level: 'question', id: question.id }])
    expect(asking.matches({ ready: 'confirmingToggle' })).toBe(true)
    expect(asking.context.pendingToggle).toEqual({ level: 'question', id: question.id, impact })
    expect(isActive(asking.context.bands)).toBe(true)

    actor.send({ type: 'toggle.cancel' })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.pendingToggle).toBeNull()
    expect(isActive(actor.getSnapshot().context.bands)).toBe(true)
    expect(calls.fields).toEqual([])
    expect(toasts).toEqual([])

    await toggleItem(actor, 'question', question.id)
    actor.send({ type: 'toggle.confirm' })
    expect(isActive(actor.getSnapshot().context.bands)).toBe(false)
    const done = await idle(actor)
    expect(calls.fields[0]!.changes).toMatchObject([{ id: question.id, fields: { is_active: false } }])
    expect(toasts.at(-1)).toMatchObject({ type: 'success', message: 'Question status toggled. 34 answers for 12 children are kept and count again when it is active.' })
    expect(toasts.at(-1)!.undo).toEqual(done.context.undo.at(-1))
    expect(done.context.pendingToggle).toBeNull()
  })

  it('deactivates at once when nobody answered, or when the server cannot say (no such call); switching on asks nothing', async () => {
    const { actor, calls, toasts } = startBuilder({ lists: [fixtureBands], writes: [[], [], []], impacts: [noAnswers, serverFailure] })
    await idle(actor)
    expect((await toggleItem(actor, 'question', question.id)).matches({ ready: 'toggling' })).toBe(true)
    expect(toasts.at(-1)?.message).toBe('Question status toggled')
    await idle(actor)
    // Switching it back on: no question asked.
    expect((await toggleItem(actor, 'question', question.id)).matches({ ready: 'toggling' })).toBe(true)
    expect(calls.impacts).toHaveLength(1)
    await idle(actor)
    // A server without the impact call: SPEC's toggle, as before.
    expect((await toggleItem(actor, 'question', question.id)).matches({ ready: 'toggling' })).toBe(true)
    expect(toasts.at(-1)?.message).toBe('Question status toggled')
    await idle(actor)
    expect(calls.fields).toHaveLength(3)
  })

  it("counts the answers in the delete dialog before Delete is taken, and the toast says they went with it", async () => {
    const { actor, calls, toasts } = startBuilder({ lists: [fixtureBands], writes: [undefined], impacts: [impact] })
    await idle(actor)
    actor.send({ type: 'item.delete', level: 'question', id: question.id })
    expect(actor.getSnapshot().matches({ ready: { confirmingDelete: 'counting' } })).toBe(true)
    // Delete waits for the count: a click before it is not taken.
    actor.send({ type: 'delete.confirm' })
    expect(actor.getSnapshot().matches({ ready: 'confirmingDelete' })).toBe(true)
    const asking = await waitFor(actor, (s) => s.matches({ ready: { confirmingDelete: 'asking' } }))
    expect(asking.context.pendingDelete?.impact).toEqual(impact)
    actor.send({ type: 'delete.confirm' })
    await idle(actor)
    expect(calls.deletes).toHaveLength(1)
    expect(toasts.at(-1)).toEqual({ type: 'success', message: 'Question deleted successfully. 34 answers for 12 children were deleted with it.' })
  })

  it("asks SPEC's plain question when the server cannot count, and says SPEC's words after", async () => {
    const { actor, toasts } = startBuilder({ lists: [fixtureBands], writes: [undefined], impacts: [serverFailure] })
    await idle(actor)
    await deleteConfirmed(actor, 'option', firstOption.id)
    await idle(actor)
    expect(toasts.at(-1)).toEqual({ type: 'success', message: 'Option deleted successfully' })
  })
})
