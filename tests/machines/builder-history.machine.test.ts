import { afterEach, describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { deleteOption, listBands, updateBand, updateOption } from '@/api/content.api'
import type { Band } from '@/contract/content'
import { builderMachine, type Notice } from '@/machines/builder.machine'
import { seedUsers } from '@/mock-server/seed/users'
import { signIn, startTestBackend } from '../mock-server/helpers'
import { deleteConfirmed, toggleItem } from '../support/builder-steps'

/*
 * Undo and redo in the builder machine (docs/decisions/046), with its real actors
 * against the mock backend: what an undo writes is checked on the server.
 */

const backend = startTestBackend()

const started: { stop: () => void }[] = []
afterEach(() => {
  started.splice(0).forEach((actor) => actor.stop())
  backend.server.events.removeAllListeners()
})

/** The builder, signed in as the seed admin, with its toasts recorded and its requests counted. */
async function openBuilder() {
  await signIn(seedUsers.admin)
  const notices: Notice[] = []
  const writes: string[] = []
  backend.server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`)
  })
  const actor = createActor(builderMachine.provide({ actions: { notify: (_, notice) => void notices.push(notice) } }))
  actor.start()
  started.push(actor)
  await idle(actor)
  return { actor, notices, writes }
}

type Builder = Awaited<ReturnType<typeof openBuilder>>['actor']

const idle = (actor: Builder) => waitFor(actor, (s) => s.matches({ ready: 'idle' }), { timeout: 5000 })
const onServer = () => listBands()
const firstBand = (bands: Band[]) => bands[0]!
const firstQuestion = (bands: Band[]) => bands[0]!.sets[0]!.questions[0]!
const last = (notices: Notice[]) => notices.at(-1)!

describe('builder machine: undo and redo (issue #16 part 4)', () => {
  it('undoes a toggle on the server, redoes it, and says so with Undo and Redo offered', async () => {
    const { actor, notices } = await openBuilder()
    const band = firstBand(actor.getSnapshot().context.bands)
    expect(band.is_active).toBe(true)

    await toggleItem(actor, 'band', band.id)
    expect(last(notices)).toMatchObject({ type: 'success', message: 'Band status toggled' })
    const offered = last(notices).undo!
    expect(offered).toMatchObject({ kind: 'toggle', level: 'band', label: `Band “${band.title}” made inactive` })
    await idle(actor)
    expect(firstBand(await onServer()).is_active).toBe(false)
    expect(actor.getSnapshot().context.undo).toEqual([offered])

    actor.send({ type: 'history.undo', entry: offered })
    // On screen at once, like the toggle itself.
    expect(actor.getSnapshot().matches({ ready: 'undoing' })).toBe(true)
    expect(firstBand(actor.getSnapshot().context.bands).is_active).toBe(true)
    await idle(actor)
    expect(firstBand(await onServer()).is_active).toBe(true)
    expect(last(notices)).toMatchObject({ type: 'success', message: `Undone: Band “${band.title}” is active again` })
    expect(last(notices).redo).toBeDefined()
    expect(actor.getSnapshot().context).toMatchObject({ undo: [], redo: [last(notices).redo] })

    actor.send({ type: 'history.redo' })
    await idle(actor)
    expect(firstBand(await onServer()).is_active).toBe(false)
    expect(firstBand(actor.getSnapshot().context.bands).is_active).toBe(false)
    expect(last(notices)).toMatchObject({ type: 'success', message: `Redone: Band “${band.title}” made inactive` })
    expect(last(notices).undo).toBeDefined()
    expect(actor.getSnapshot().context.redo).toEqual([])
  })

  it('undoes a reorder: every order it changed is written back, and the rows go back in place', async () => {
    const { actor } = await openBuilder()
    const question = firstQuestion(actor.getSnapshot().context.bands)
    const before = question.options.map((option) => [option.id, option.order])

    actor.send({ type: 'item.move', level: 'option', parentId: question.id, from: 0, to: 2 })
    await idle(actor)
    const moved = firstQuestion(await onServer()).options.map((option) => [option.id, option.order])
    expect(moved).not.toEqual(before)

    actor.send({ type: 'history.undo' })
    await idle(actor)
    expect(firstQuestion(await onServer()).options.map((option) => [option.id, option.order])).toEqual(before)
    expect(firstQuestion(actor.getSnapshot().context.bands).options.map((option) => [option.id, option.order])).toEqual(before)

    actor.send({ type: 'history.redo' })
    await idle(actor)
    expect(firstQuestion(await onServer()).options.map((option) => [option.id, option.order])).toEqual(moved)
  })

  it("undoes a form edit field by field (a band's age cleared comes back, and is cleared again by redo)", async () => {
    const { actor, notices } = await openBuilder()
    const band = firstBand(actor.getSnapshot().context.bands)
    actor.send({ type: 'form.open', level: 'band', parentId: null, itemId: band.id })
    actor.send({
      type: 'form.submit',
      values: { code: band.code, title: 'Newborn to 6 months', age_min_months: band.age_min_months ?? '', age_max_months: '', is_active: true },
    })
    await idle(actor)
    // Without its max age the band covers no age: the save says so (docs/product-rules.md#decisions-builder-extras).
    expect(last(notices)).toMatchObject({
      message: 'Band updated successfully. No active band covers 0–6 months.',
      undo: { kind: 'edit', label: `Band “${band.title}” edited` },
    })
    expect(firstBand(await onServer())).toMatchObject({ title: 'Newborn to 6 months', age_max_months: null })

    actor.send({ type: 'history.undo' })
    await idle(actor)
    expect(firstBand(await onServer())).toMatchObject({ title: band.title, age_max_months: band.age_max_months })
    expect(firstBand(actor.getSnapshot().context.bands)).toEqual(firstBand(await onServer()))

    actor.send({ type: 'history.redo' })
    await idle(actor)
    expect(firstBand(await onServer())).toMatchObject({ title: 'Newborn to 6 months', age_max_months: null })
  })

  it('keeps the last 20 changes; a new change clears what could be redone', async () => {
    const { actor, writes } = await openBuilder()
    const band = firstBand(actor.getSnapshot().context.bands)
    for (let i = 0; i < 25; i += 1) {
      await toggleItem(actor, 'band', band.id)
      await idle(actor)
    }
    expect(actor.getSnapshot().context.undo).toHaveLength(20)
    expect(firstBand(await onServer()).is_active).toBe(false)

    for (let i = 0; i < 20; i += 1) {
      actor.send({ type: 'history.undo' })
      await idle(actor)
    }
    // 25 toggles, 20 undone: the 5 oldest stay, an odd number: inactive.
    expect(firstBand(await onServer()).is_active).toBe(false)
    expect(actor.getSnapshot().context).toMatchObject({ undo: [] })
    expect(actor.getSnapshot().context.redo).toHaveLength(20)
    const sent = writes.length
    actor.send({ type: 'history.undo' })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(writes).toHaveLength(sent)

    actor.send({ type: 'history.redo' })
    await idle(actor)
    expect(actor.getSnapshot().context.redo).toHaveLength(19)
    await toggleItem(actor, 'band', band.id)
    await idle(actor)
    expect(actor.getSnapshot().context.redo).toEqual([])
    expect(actor.getSnapshot().context.undo).toHaveLength(2)
  })

  it('refuses an undo of a change another admin has changed since (412): says so, undoes nothing and reloads', async () => {
    const { actor, notices } = await openBuilder()
    const band = firstBand(actor.getSnapshot().context.bands)
    await toggleItem(actor, 'band', band.id)
    await idle(actor)
    // Another admin, or this admin in another tab, renames the band (no If-Match: a plain save).
    await updateBand(band.id, { title: 'Renamed elsewhere' })

    actor.send({ type: 'history.undo' })
    await waitFor(actor, (s) => s.matches({ ready: 'refreshing' }))
    expect(last(notices)).toEqual({
      type: 'error',
      message: `Cannot undo: band “${band.title}” was changed in another tab or by another admin since. Nothing was undone; the list has been reloaded.`,
    })
    // Back as it was before the undo, then the server's list.
    await idle(actor)
    expect(firstBand(await onServer())).toMatchObject({ title: 'Renamed elsewhere', is_active: false })
    expect(firstBand(actor.getSnapshot().context.bands)).toMatchObject({ title: 'Renamed elsewhere', is_active: false })
    expect(actor.getSnapshot().context).toMatchObject({ undo: [], redo: [], rollback: null })
  })

  it('refuses an undo of an item deleted since (404) in words', async () => {
    const { actor, notices } = await openBuilder()
    const option = firstQuestion(actor.getSnapshot().context.bands).options[0]!
    await toggleItem(actor, 'option', option.id)
    await idle(actor)
    await deleteOption(option.id)

    actor.send({ type: 'history.undo' })
    await idle(actor)
    expect(last(notices).message).toBe(`Cannot undo: option “${option.label}” was deleted in another tab or by another admin since. Nothing was undone; the list has been reloaded.`)
    expect(firstQuestion(actor.getSnapshot().context.bands).options.map((o) => o.id)).not.toContain(option.id)
  })

  it('refuses at once, without a write, when a reload already shows the change made elsewhere', async () => {
    const { actor, notices, writes } = await openBuilder()
    const band = firstBand(actor.getSnapshot().context.bands)
    await toggleItem(actor, 'band', band.id)
    await idle(actor)
    await updateBand(band.id, { is_active: true })
    actor.send({ type: 'refresh' })
    await idle(actor)
    const sent = writes.length

    actor.send({ type: 'history.undo' })
    expect(actor.getSnapshot().matches({ ready: 'refreshing' })).toBe(true)
    await idle(actor)
    expect(writes).toHaveLength(sent)
    expect(last(notices).message).toMatch(/^Cannot undo: band “.*” was changed in another tab or by another admin since\./)
  })

  it('never undoes a reorder by half: the orders written before a refusal are taken back', async () => {
    const { actor, notices } = await openBuilder()
    const question = firstQuestion(actor.getSnapshot().context.bands)
    actor.send({ type: 'item.move', level: 'option', parentId: question.id, from: 0, to: 2 })
    await idle(actor)
    const moved = firstQuestion(await onServer()).options.map((option) => [option.id, option.order])
    // Another tab edits the last option: its order's write back is refused, the others' are taken back.
    const edited = firstQuestion(await onServer()).options.at(-1)!
    await updateOption(edited.id, { label: 'Edited elsewhere' })

    actor.send({ type: 'history.undo' })
    await idle(actor)
    expect(last(notices).message).toMatch(/^Cannot undo: an option under “.*” was changed in another tab or by another admin since\. Nothing was undone/)
    expect(firstQuestion(await onServer()).options.map((option) => [option.id, option.order])).toEqual(moved)
  })

  it('saves a reorder whole or not at all: a sibling changed elsewhere refuses it, and the other orders are taken back', async () => {
    const { actor } = await openBuilder()
    const question = firstQuestion(actor.getSnapshot().context.bands)
    const before = question.options.map((option) => [option.id, option.order])
    await updateOption(question.options.at(-1)!.id, { label: 'Edited elsewhere' })
    actor.send({ type: 'item.move', level: 'option', parentId: question.id, from: 0, to: 2 })
    await waitFor(actor, (s) => s.matches({ ready: 'refreshing' }))
    await idle(actor)
    expect(firstQuestion(await onServer()).options.map((option) => [option.id, option.order])).toEqual(before)
    expect(actor.getSnapshot().context.undo).toEqual([])
  })

  it("keeps a change that failed to undo for another try; a toast's Undo is taken only for the last change", async () => {
    const { actor, notices, writes } = await openBuilder()
    const band = firstBand(actor.getSnapshot().context.bands)
    await toggleItem(actor, 'band', band.id)
    const offered = last(notices).undo!
    await idle(actor)
    backend.failNext('updateBand')
    actor.send({ type: 'history.undo' })
    await idle(actor)
    expect(last(notices)).toEqual({ type: 'error', message: 'Could not undo: Simulated server failure.' })
    expect(firstBand(actor.getSnapshot().context.bands).is_active).toBe(false)
    expect(actor.getSnapshot().context.undo).toEqual([offered])

    // A newer change: the first toast's Undo no longer applies.
    const option = firstQuestion(actor.getSnapshot().context.bands).options[0]!
    await toggleItem(actor, 'option', option.id)
    await idle(actor)
    const sent = writes.length
    actor.send({ type: 'history.undo', entry: offered })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(writes).toHaveLength(sent)
  })

  it('takes an Undo made while the change is still being saved once it is saved', async () => {
    const { actor } = await openBuilder()
    const band = firstBand(actor.getSnapshot().context.bands)
    await toggleItem(actor, 'band', band.id)
    actor.send({ type: 'history.undo' })
    expect(actor.getSnapshot().context.held.map((event) => event.type)).toEqual(['history.undo'])
    await waitFor(actor, (s) => s.matches({ ready: 'undoing' }))
    await idle(actor)
    expect(firstBand(await onServer()).is_active).toBe(true)
  })

  it('does not undo a create (nor offer it), and a delete or an import ends the history of what they removed or replaced', async () => {
    const { actor, notices } = await openBuilder()
    const band = firstBand(actor.getSnapshot().context.bands)
    const question = firstQuestion(actor.getSnapshot().context.bands)
    await toggleItem(actor, 'band', band.id)
    await idle(actor)
    await toggleItem(actor, 'option', question.options[0]!.id)
    await idle(actor)

    actor.send({ type: 'form.open', level: 'option', parentId: question.id, itemId: null })
    actor.send({ type: 'form.submit', values: { label: 'Sometimes', value_int: 1, value_str: '', is_active: true } })
    await idle(actor)
    expect(last(notices)).toEqual({ type: 'success', message: 'Option created successfully' })
    expect(actor.getSnapshot().context.undo).toHaveLength(2)

    // Deleting the question removes its options: the option's toggle leaves the history, the band's stays.
    await deleteConfirmed(actor, 'question', question.id)
    await idle(actor)
    expect(actor.getSnapshot().context.undo.map((entry) => entry.kind + ':' + entry.level)).toEqual(['toggle:band'])

    actor.send({ type: 'import', file: new File([JSON.stringify(await onServer())], 'milestones.json', { type: 'application/json' }) })
    // The import previews first (docs/decisions/044); its Apply is what replaces the content.
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'previewing' }))
    expect(actor.getSnapshot().context.undo).toHaveLength(1)
    actor.send({ type: 'import.apply' })
    await idle(actor)
    expect(actor.getSnapshot().context).toMatchObject({ undo: [], redo: [] })
  })
})
