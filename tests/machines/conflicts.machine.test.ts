import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { getDoctorQuestions, saveDoctorQuestions } from '@/api/children.api'
import { doctorQuestionsMachine } from '@/machines/doctor-questions.machine'
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
