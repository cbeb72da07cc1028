import { describe, expect, it } from 'vitest'
import { createReminder, deleteReminder, listReminders, updateReminder } from '@/api/reminders.api'
import { seedReminder, seedUsers } from '@/mock-server/seed/users'
import {
  expectNotFoundWithNothingStored,
  expectRefusedWithNothingStored,
  failure,
  itListsOnlyForTheChildsFamily,
  itRequiresSignIn,
  seedChildId,
  signIn,
  signUpOtherParent,
  startSeedBackend,
  tables,
  seedUserId,
  storedRow,
} from './helpers'

const today = new Date(2025, 5, 18, 12)
const { backend, db, olivia } = startSeedBackend({ today })
const seeded = () => db().reminders.findFirst((q) => q.where({ child: olivia() }))!
const body = () => ({ child: olivia(), text: 'Read a story', date: '2025-06-20', time: '19:00', repeat: 'none' as const })

describe('listReminders: GET /children/reminders/?child= (optional extension)', () => {
  itRequiresSignIn(backend, 'listReminders', () => ({ query: { child: olivia() } }))

  it("answers Olivia's seed reminder, and a new one in date and time order", async () => {
    await signIn(seedUsers.parent)
    expect(await listReminders(olivia())).toEqual([
      { id: seeded().id, child: olivia(), text: seedReminder.text, date: '2025-06-19', time: '09:30', repeat: 'weekly', given_by_you: true },
    ])
    await createReminder({ ...body(), date: '2025-06-19', time: '08:00' })
    expect((await listReminders(olivia())).map((r) => r.time)).toEqual(['08:00', '09:30'])
    expect(await listReminders(seedChildId(db(), 'liam'))).toEqual([])
  })

  itListsOnlyForTheChildsFamily(backend, listReminders, olivia)
})

describe('createReminder, updateReminder, deleteReminder (optional extension)', () => {
  itRequiresSignIn(backend, 'createReminder', () => ({ body: body() }))
  itRequiresSignIn(backend, 'updateReminder', () => ({ params: { id: seeded().id }, body: { text: 'x' } }))
  itRequiresSignIn(backend, 'deleteReminder', () => ({ params: { id: seeded().id } }))

  it('adds, edits and deletes a reminder, each change stored', async () => {
    await signIn(seedUsers.parent)
    const changes = backend.changes
    const created = await createReminder({ ...body(), text: '  Read a story  ' })
    expect(created).toEqual({ id: expect.any(Number), child: olivia(), text: 'Read a story', date: '2025-06-20', time: '19:00', repeat: 'none', given_by_you: true })
    const edited = await updateReminder(created.id, { time: '18:30', repeat: 'monthly' })
    expect(edited).toEqual({ ...created, time: '18:30', repeat: 'monthly' })
    expect(db().reminders.findFirst((q) => q.where({ id: created.id }))).toEqual(storedRow(edited, seedUserId(db(), 'parent')))
    await deleteReminder(created.id)
    expect(db().reminders.findFirst((q) => q.where({ id: created.id }))).toBeUndefined()
    expect(backend.changes).toBe(changes + 3)
  })

  it('repeats a reminder every day (vitamin D drops, docs/decisions/093), and changes a daily one to weekly', async () => {
    await signIn(seedUsers.parent)
    const daily = await createReminder({ ...body(), text: 'Vitamin D drops', time: '08:00', repeat: 'daily' })
    expect(daily).toMatchObject({ text: 'Vitamin D drops', time: '08:00', repeat: 'daily' })
    expect(db().reminders.findFirst((q) => q.where({ id: daily.id }))?.repeat).toBe('daily')
    expect((await updateReminder(daily.id, { repeat: 'weekly' })).repeat).toBe('weekly')
    expect((await updateReminder(daily.id, { repeat: 'daily' })).repeat).toBe('daily')
  })

  it('answers 400 with field messages and stores nothing for an empty text, an impossible date, a bad time or repeat', async () => {
    await signIn(seedUsers.parent)
    const bad = await expectRefusedWithNothingStored(backend, () =>
      createReminder({ ...body(), text: '   ', date: '2025-02-30', time: '25:00', repeat: 'hourly' as never }),
    )
    expect(bad.fieldErrors).toEqual({
      text: 'Enter what to be reminded of.',
      date: 'Enter a real date.',
      time: 'Enter a time as HH:MM.',
      repeat: 'Choose how often: not again, every day, every week or every month.',
    })
    const long = await expectRefusedWithNothingStored(backend, () => updateReminder(seeded().id, { text: 'x'.repeat(201) }))
    expect(long.fieldErrors).toEqual({ text: 'Use at most 200 characters.' })
  })

  it("answers 404 and changes nothing for another parent's reminder or child, or an unknown one; 403 for an admin", async () => {
    const id = seeded().id
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => createReminder(body()))
    await expectNotFoundWithNothingStored(backend, () => updateReminder(id, { text: 'Mine now' }))
    await expectNotFoundWithNothingStored(backend, () => deleteReminder(id))
    await expectNotFoundWithNothingStored(backend, () => deleteReminder(999_999))
    await signIn(seedUsers.admin)
    const before = tables(db())
    expect((await failure(deleteReminder(id))).status).toBe(403)
    expect((await failure(createReminder(body()))).status).toBe(403)
    expect(tables(db())).toEqual(before)
  })
})
