import { describe, expect, it } from 'vitest'
import { call } from '@/api/client'
import { exportAccount } from '@/api/leaving.api'
import { endpoints } from '@/contract/endpoints'
import { seedUsers } from '@/mock-server/seed/users'
import { makeDocumentUpload, pdfBytes } from '../support/document-files'
import { makeVisitBody } from '../support/factories'
import { fetchMedia, signIn, startSeedBackend } from './helpers'

/*
 * "Download my data" holds everything (docs/decisions/089): a caregiver's export has the reminders, vaccine records,
 * visits and documents they added to a shared child (and only those); each document row names its file in the ZIP
 * and where its bytes are served.
 */
const today = new Date(2025, 5, 18, 12)
const { olivia } = startSeedBackend({ today })

/** One of each row a caregiver may add to Olivia, by whoever is signed in, named so its author shows. */
async function addOneOfEach(who: string) {
  const reminder = await call(endpoints.createReminder, { body: { child: olivia(), text: `${who}'s reminder`, date: '2025-06-20', time: '19:00', repeat: 'none' } })
  const visit = await call(endpoints.createVisit, { body: makeVisitBody({ child: olivia(), date: '2025-06-01', notes: `${who}'s visit` }) })
  const schedule = await call(endpoints.getVaccineSchedule, {})
  const recorded = new Set((await call(endpoints.listDoseRecords, { query: { child: olivia() } })).map((row) => row.dose))
  const dose = await call(endpoints.createDoseRecord, { body: { child: olivia(), dose: schedule.doses.find((d) => !recorded.has(d.id))!.id, status: 'given', date: '2025-06-01', note: `${who}'s dose` } })
  const document = await call(endpoints.uploadDocument, { body: makeDocumentUpload({ child: olivia(), name: `${who}'s letter` }) })
  return { reminder: reminder.id, visit: visit.id, dose: dose.id, document: document.id }
}

const tables = ['reminders', 'visits', 'vaccine_records', 'documents'] as const
const idsOf = (ids: Awaited<ReturnType<typeof addOneOfEach>>) => ({ reminders: ids.reminder, visits: ids.visit, vaccine_records: ids.dose, documents: ids.document })

describe("the export of what a caregiver added to a shared child", () => {
  it('holds the reminders, vaccine records, visits and documents they added there, marked as theirs, and none of the owner\'s', async () => {
    await signIn(seedUsers.parent)
    const owners = idsOf(await addOneOfEach('Paula'))
    await signIn(seedUsers.caregiver)
    const caregivers = idsOf(await addOneOfEach('Sam'))

    const data = await exportAccount()
    for (const table of tables) {
      const rows = data[table].filter((row) => row.child === olivia())
      expect({ table, rows: rows.map((row) => [row.id, row.given_by_you]) }).toEqual({ table, rows: [[caregivers[table], true]] })
      expect(rows.map((row) => row.id)).not.toContain(owners[table])
    }
  })

  it("gives the owner every row of their child, the caregiver's marked with their name", async () => {
    await signIn(seedUsers.caregiver)
    const caregivers = idsOf(await addOneOfEach('Sam'))
    await signIn(seedUsers.parent)
    const data = await exportAccount()
    for (const table of tables) {
      const row = data[table].find((item) => item.id === caregivers[table])
      expect({ table, given_by: row?.given_by, given_by_you: row?.given_by_you }).toEqual({ table, given_by: seedUsers.caregiver.full_name, given_by_you: false })
    }
  })
})

describe("the export's documents", () => {
  it("name each file's place in the ZIP and the URL of its bytes, which serves the file to the account", async () => {
    const { tokens } = await signIn(seedUsers.caregiver)
    const { document } = await addOneOfEach('Sam')
    const row = (await exportAccount()).documents.find((item) => item.id === document)!
    expect(row.file_in_zip).toBe(`documents/${document}-Sam's letter.pdf`)
    const served = await fetchMedia(row.file_url, tokens.access)
    expect(served.status).toBe(200)
    expect(served.bytes).toEqual(pdfBytes())
  })
})
