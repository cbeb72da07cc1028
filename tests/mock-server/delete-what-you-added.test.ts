import { describe, expect, it } from 'vitest'
import { call } from '@/api/client'
import { childAccessMessages } from '@/contract/child-access'
import { endpoints } from '@/contract/endpoints'
import { seedUsers } from '@/mock-server/seed/users'
import { makeDocumentUpload } from '../support/document-files'
import { makeVisitBody } from '../support/factories'
import { expectForbiddenWithNothingStored, startSeedBackend, signIn } from './helpers'

/*
 * docs/decisions/089: the owner deletes anything added to their child; a caregiver deletes only the reminders, dose
 * records, visits and documents they added (403 with a clear message, nothing deleted). Each row says whether the
 * caller added it (`given_by_you`), so the screens offer Delete only where it is allowed.
 */
const today = new Date(2025, 5, 18, 12)
const { backend, db, olivia } = startSeedBackend({ today })

/** One kind of row: how to add one to Olivia, list them, and delete one. */
interface Kind {
  table: 'reminders' | 'doseRecords' | 'visits' | 'documents'
  add: () => Promise<{ id: number; given_by_you?: boolean | undefined }>
  list: () => Promise<{ id: number; given_by_you?: boolean | undefined }[]>
  remove: (id: number) => Promise<unknown>
}

/** The polio doses nothing is recorded for in the seed: each add records another. */
const unrecordedDose = () => {
  const recorded = new Set(db().doseRecords.findMany((q) => q.where({ child: olivia() })).map((row) => row.dose))
  return db().vaccines.all().find((dose) => !recorded.has(dose.id))!.id
}

const kinds: Kind[] = [
  {
    table: 'reminders',
    add: () => call(endpoints.createReminder, { body: { child: olivia(), text: 'Read a story', date: '2025-06-20', time: '19:00', repeat: 'none' } }),
    list: () => call(endpoints.listReminders, { query: { child: olivia() } }),
    remove: (id) => call(endpoints.deleteReminder, { params: { id } }),
  },
  {
    table: 'doseRecords',
    add: () => call(endpoints.createDoseRecord, { body: { child: olivia(), dose: unrecordedDose(), status: 'given', date: '2025-06-01' } }),
    list: () => call(endpoints.listDoseRecords, { query: { child: olivia() } }),
    remove: (id) => call(endpoints.deleteDoseRecord, { params: { id } }),
  },
  {
    table: 'visits',
    add: () => call(endpoints.createVisit, { body: makeVisitBody({ child: olivia(), date: '2025-06-01' }) }),
    list: () => call(endpoints.listVisits, { query: { child: olivia() } }),
    remove: (id) => call(endpoints.deleteVisit, { params: { id } }),
  },
  {
    table: 'documents',
    add: () => call(endpoints.uploadDocument, { body: makeDocumentUpload({ child: olivia() }) }),
    list: () => call(endpoints.listDocuments, { query: { child: olivia() } }),
    remove: (id) => call(endpoints.deleteDocument, { params: { id } }),
  },
]

/** The kind's table; the tables differ in their other fields, and each has an id and who added the row. */
const tableOf = (kind: Kind) => db()[kind.table] as unknown as ReturnType<typeof db>['reminders']
const exists = (kind: Kind, id: number) => tableOf(kind).findFirst((q) => q.where({ id })) !== undefined

describe.each(kinds)('deleting $table', (kind) => {
  it("refuses a caregiver the owner's row with 403 and a clear message, and deletes nothing", async () => {
    await signIn(seedUsers.parent)
    const owners = await kind.add()
    await signIn(seedUsers.caregiver)
    const error = await expectForbiddenWithNothingStored(backend, () => kind.remove(owners.id))
    expect(error.body).toEqual({ detail: childAccessMessages.deleteOthers })
    expect(exists(kind, owners.id)).toBe(true)
  })

  it('lets a caregiver delete what they added', async () => {
    await signIn(seedUsers.caregiver)
    const own = await kind.add()
    expect(own.given_by_you).toBe(true)
    await kind.remove(own.id)
    expect(exists(kind, own.id)).toBe(false)
  })

  it("lets the owner delete a caregiver's row", async () => {
    await signIn(seedUsers.caregiver)
    const caregivers = await kind.add()
    await signIn(seedUsers.parent)
    await kind.remove(caregivers.id)
    expect(exists(kind, caregivers.id)).toBe(false)
  })

  it('says on each listed row whether the caller added it', async () => {
    await signIn(seedUsers.caregiver)
    const own = await kind.add()
    const mine = (rows: { id: number; given_by_you?: boolean | undefined }[]) => rows.filter((row) => row.given_by_you).map((row) => row.id)
    expect(mine(await kind.list())).toEqual([own.id])
    await signIn(seedUsers.parent)
    expect(mine(await kind.list())).not.toContain(own.id)
  })

  it('keeps a row saved before its author was kept (no author) to the owner', async () => {
    const row = tableOf(kind).findFirst((q) => q.where({ child: olivia() }))!
    await tableOf(kind).update((q) => q.where({ id: row.id }), { data: (record) => void (record.given_by_id = null) })
    await signIn(seedUsers.caregiver)
    await expectForbiddenWithNothingStored(backend, () => kind.remove(row.id))
    await signIn(seedUsers.parent)
    await kind.remove(row.id)
    expect(exists(kind, row.id)).toBe(false)
  })
})
