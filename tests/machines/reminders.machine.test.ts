import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { createReminder, deleteReminder } from '@/api/reminders.api'
import { remindersMachine } from '@/machines/reminders.machine'
import { seedUsers } from '@/mock-server/seed/users'
import { seedChildId, signIn, startTestBackend } from '../mock-server/helpers'

/*
 * Two tabs on Alerts & Reminders (docs/decisions/059, "nothing lost"), the machine against the mock
 * backend: what one tab changed shows in the other when it is back in view, and a tab acting on a
 * reminder the other deleted says so instead of failing or bringing it back.
 */
const backend = startTestBackend({ today: new Date(2025, 5, 18, 12) })
const olivia = () => seedChildId(backend.db, 'olivia')
const values = { text: 'Bath, then a story', date: '2025-06-20', time: '19:00', repeat: 'none' as const }

async function openTab() {
  const tab = createActor(remindersMachine, { input: { childId: olivia() } }).start()
  await waitFor(tab, (s) => s.matches('list'))
  return tab
}

describe('remindersMachine in two tabs', () => {
  it('loads the list again when the tab is back in view, but never under an open form', async () => {
    await signIn(seedUsers.parent)
    const tab = await openTab()
    const added = await createReminder({ child: olivia(), ...values })
    tab.send({ type: 'add' })
    tab.send({ type: 'refresh' })
    expect(tab.getSnapshot().matches('editing')).toBe(true)
    tab.send({ type: 'cancel' })
    tab.send({ type: 'refresh' })
    await waitFor(tab, (s) => s.matches('list') && s.context.records!.some((r) => r.id === added.id))
  })

  it('says a reminder edited here was deleted in the other tab, and drops it; deleting one already gone is done', async () => {
    await signIn(seedUsers.parent)
    const tab = await openTab()
    const [seeded] = tab.getSnapshot().context.records!
    await deleteReminder(seeded!.id)

    tab.send({ type: 'edit', record: seeded! })
    tab.send({ type: 'submit', values })
    await waitFor(tab, (s) => s.matches('list'))
    expect(tab.getSnapshot().context).toMatchObject({ done: 'gone', failed: null, editing: null })
    expect(tab.getSnapshot().context.records!.map((r) => r.id)).not.toContain(seeded!.id)
    expect(backend.db.reminders.findMany((q) => q.where({ child: olivia() }))).toEqual([])

    const other = await createReminder({ child: olivia(), ...values })
    tab.send({ type: 'refresh' })
    await waitFor(tab, (s) => s.matches('list') && s.context.records!.length === 1)
    await deleteReminder(other.id)
    tab.send({ type: 'remove', record: other })
    tab.send({ type: 'confirm' })
    await waitFor(tab, (s) => s.matches('list'))
    expect(tab.getSnapshot().context).toMatchObject({ done: 'removed', failed: null, records: [] })
  })
})
