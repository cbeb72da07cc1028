import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { getDoctorQuestions, saveDoctorQuestions } from '@/api/children.api'
import { updateReminder } from '@/api/reminders.api'
import { updateVaccineDose } from '@/api/health.api'
import { vaccineDoseFormValues } from '@/domain/vaccine-schedule'
import { vaccineScheduleMachine } from '@/machines/vaccine-schedule.machine'
import { doctorQuestionsMachine } from '@/machines/doctor-questions.machine'
import { remindersMachine } from '@/machines/reminders.machine'
import { seedUsers } from '@/mock-server/seed/users'
import { seedChildId, signIn, startTestBackend } from '../mock-server/helpers'

/*
 * Two people writing the same record (docs/decisions/086), each machine against the mock backend: a write made
 * from a version someone else has changed since stops in `conflict` with their version, "keep mine" writes over it
 * knowingly, "use theirs" drops what was written; nothing is overwritten in silence.
 */
const backend = startTestBackend({ today: new Date(2025, 5, 18, 12) })
const olivia = () => seedChildId(backend.db, 'olivia')
const storedQuestions = () => backend.db.doctorQuestions.findFirst((q) => q.where({ child: olivia() }))?.text

describe('doctorQuestionsMachine: two caregivers saving from the same text', () => {
  async function savedElsewhereSince() {
    await signIn(seedUsers.parent)
    const opened = await getDoctorQuestions(olivia())
    const theirs = await saveDoctorQuestions({ child: olivia(), text: 'When is her next vaccine?' })
    const box = createActor(doctorQuestionsMachine, { input: { childId: olivia() } }).start()
    box.send({ type: 'submit', text: 'Is her sleep usual?', base: opened })
    await waitFor(box, (s) => !s.hasTag('busy'))
    return { box, theirs }
  }

  it('stops in conflict with their questions, and stores nothing of mine', async () => {
    const { box, theirs } = await savedElsewhereSince()
    expect(box.getSnapshot().value).toBe('conflict')
    expect(box.getSnapshot().context).toMatchObject({ conflict: theirs, text: 'Is her sleep usual?', failed: false })
    expect(storedQuestions()).toBe('When is her next vaccine?')
  })

  it('keep mine: saves mine over theirs with their tag', async () => {
    const { box } = await savedElsewhereSince()
    box.send({ type: 'keepMine' })
    await waitFor(box, (s) => s.matches('saved'))
    expect(storedQuestions()).toBe('Is her sleep usual?')
    expect(box.getSnapshot().context.conflict).toBeNull()
  })

  it('use theirs: back to editing with their questions taken, theirs kept; the next save goes from theirs', async () => {
    const { box, theirs } = await savedElsewhereSince()
    box.send({ type: 'useTheirs' })
    expect(box.getSnapshot().value).toBe('editing')
    expect(box.getSnapshot().context).toMatchObject({ taken: theirs, base: theirs, conflict: null })
    expect(storedQuestions()).toBe('When is her next vaccine?')
    box.send({ type: 'submit', text: 'When is her next vaccine?\nIs her sleep usual?', base: theirs })
    await waitFor(box, (s) => s.matches('saved'))
    expect(storedQuestions()).toBe('When is her next vaccine?\nIs her sleep usual?')
  })
})

describe('remindersMachine: a reminder changed in another tab since it was opened', () => {
  const storedReminder = (id: number) => backend.db.reminders.findFirst((q) => q.where({ id }))
  const values = { text: 'Tummy time after lunch', date: '2025-06-19', time: '13:00', repeat: 'weekly' as const }

  async function openedThenChangedElsewhere() {
    await signIn(seedUsers.parent)
    const tab = createActor(remindersMachine, { input: { childId: olivia() } }).start()
    await waitFor(tab, (s) => s.matches('list'))
    const opened = tab.getSnapshot().context.reminders![0]!
    const theirs = await updateReminder(opened.id, { text: 'Tummy time, 15 minutes' })
    return { tab, opened, theirs }
  }

  it('a save stops in saveConflict with theirs and the form kept; keep mine saves over theirs', async () => {
    const { tab, opened, theirs } = await openedThenChangedElsewhere()
    tab.send({ type: 'edit', reminder: opened })
    tab.send({ type: 'submit', values })
    await waitFor(tab, (s) => !s.hasTag('busy'))
    expect(tab.getSnapshot().value).toBe('saveConflict')
    expect(tab.getSnapshot().context).toMatchObject({ conflict: theirs, values, editing: opened })
    expect(storedReminder(opened.id)).toEqual(theirs)
    tab.send({ type: 'keepMine' })
    await waitFor(tab, (s) => s.matches('list'))
    expect(storedReminder(opened.id)).toMatchObject(values)
    expect(tab.getSnapshot().context).toMatchObject({ done: 'saved', conflict: null })
  })

  it('use theirs: the list shows theirs, the form closes, nothing of mine is stored', async () => {
    const { tab, opened, theirs } = await openedThenChangedElsewhere()
    tab.send({ type: 'edit', reminder: opened })
    tab.send({ type: 'submit', values })
    await waitFor(tab, (s) => s.matches('saveConflict'))
    tab.send({ type: 'useTheirs' })
    expect(tab.getSnapshot().value).toBe('list')
    expect(tab.getSnapshot().context).toMatchObject({ editing: null, values: null, conflict: null })
    expect(tab.getSnapshot().context.reminders).toContainEqual(theirs)
    expect(storedReminder(opened.id)).toEqual(theirs)
  })

  it('a delete stops in deleteConflict; keep it shows theirs, delete anyway deletes', async () => {
    const { tab, opened, theirs } = await openedThenChangedElsewhere()
    tab.send({ type: 'delete', reminder: opened })
    tab.send({ type: 'confirm' })
    await waitFor(tab, (s) => !s.hasTag('busy'))
    expect(tab.getSnapshot().value).toBe('deleteConflict')
    expect(storedReminder(opened.id)).toEqual(theirs)
    tab.send({ type: 'useTheirs' })
    expect(tab.getSnapshot().context.reminders).toContainEqual(theirs)

    await updateReminder(opened.id, { time: '11:00' })
    tab.send({ type: 'delete', reminder: theirs })
    tab.send({ type: 'confirm' })
    await waitFor(tab, (s) => s.matches('deleteConflict'))
    tab.send({ type: 'keepMine' })
    await waitFor(tab, (s) => s.matches('list'))
    expect(storedReminder(opened.id)).toBeUndefined()
    expect(tab.getSnapshot().context.done).toBe('deleted')
  })
})

describe('vaccineScheduleMachine: two admins editing the same dose', () => {
  const storedDose = (id: number) => backend.db.vaccines.findFirst((q) => q.where({ id }))

  async function editedElsewhereWhileOpen() {
    await signIn(seedUsers.admin)
    const editor = createActor(vaccineScheduleMachine).start()
    await waitFor(editor, (s) => s.matches('list'))
    const opened = editor.getSnapshot().context.schedule!.doses[0]!
    editor.send({ type: 'edit', dose: opened })
    const theirs = await updateVaccineDose(opened.id, { note: 'Given in hospital, before going home.' })
    editor.send({ type: 'submit', values: { ...vaccineDoseFormValues(opened), short_name: 'HepB (birth)' } })
    await waitFor(editor, (s) => !s.hasTag('busy'))
    return { editor, opened, theirs }
  }

  it('stops in saveConflict with theirs; keep mine saves mine over theirs and loads the list again', async () => {
    const { editor, opened, theirs } = await editedElsewhereWhileOpen()
    expect(editor.getSnapshot().value).toBe('saveConflict')
    expect(editor.getSnapshot().context.conflict).toEqual(theirs)
    expect(storedDose(opened.id)).toEqual(theirs)
    editor.send({ type: 'keepMine' })
    await waitFor(editor, (s) => s.matches('list'))
    expect(storedDose(opened.id)).toMatchObject({ short_name: 'HepB (birth)', note: opened.note })
    expect(editor.getSnapshot().context).toMatchObject({ done: 'saved', conflict: null })
  })

  it('use theirs: the form closes and the list loads again with theirs', async () => {
    const { editor, opened, theirs } = await editedElsewhereWhileOpen()
    editor.send({ type: 'useTheirs' })
    await waitFor(editor, (s) => s.matches('list'))
    expect(editor.getSnapshot().context).toMatchObject({ editing: null, values: null, conflict: null })
    expect(editor.getSnapshot().context.schedule!.doses.find((d) => d.id === opened.id)).toEqual(theirs)
  })
})
