import { describe, expect, it } from 'vitest'
import { call, type CallInput } from '@/api/client'
import { acceptInvitation, createInvitation } from '@/api/sharing.api'
import type { LoginAnswer } from '@/contract/accounts'
import { childAccessMessages } from '@/contract/child-access'
import { endpoints, type Endpoint, type EndpointName } from '@/contract/endpoints'
import { weekStart } from '@/domain/weekly-checklist'
import { seedUsers } from '@/mock-server/seed/users'
import { makeDocumentUpload } from '../support/document-files'
import { makeInvitationBody } from '../support/factories'
import { actAs, failure, optionOf, questionsOf, seedChildId, setBySlug, signIn, signUpOtherParent, startTestBackend, tables, confirmMailedAddress } from './helpers'

/**
 * Family sharing's access matrix (docs/decisions/072): every child endpoint x owner, caregiver, viewer, stranger,
 * admin -> the expected status, with nothing stored where it is refused. The roles are
 * src/domain/child-access.ts; the server's one check is src/mock-server/lib/child-access.ts.
 */
const today = new Date(2025, 5, 18, 12)
const backend = startTestBackend({ today })
const db = () => backend.db

type Caller = 'owner' | 'caregiver' | 'viewer' | 'stranger' | 'admin'
const callers: Caller[] = ['owner', 'caregiver', 'viewer', 'stranger', 'admin']

/** The seed parent owns Olivia, the seed caregiver has Caregiver access; a new parent gets Viewer access by an accepted invitation. */
async function signInEveryone(): Promise<Record<Caller, LoginAnswer>> {
  const owner = await signIn(seedUsers.parent)
  const viewerEmail = 'vera.viewer@example.org'
  await createInvitation(makeInvitationBody({ child: olivia(), email: viewerEmail, role: 'viewer' }))
  // A waiting invitation to revoke.
  await createInvitation(makeInvitationBody({ child: olivia(), email: 'grandpa@example.org', role: 'caregiver' }))
  const viewer = await signUpOtherParent({ email: viewerEmail, full_name: 'Vera Viewer' })
  await confirmMailedAddress(backend, viewerEmail)
  const invitation = db().invitations.findFirst((q) => q.where({ email: viewerEmail }))!
  await acceptInvitation(invitation.id)
  const caregiver = await signIn(seedUsers.caregiver)
  const stranger = await signIn(seedUsers.early)
  const admin = await signIn(seedUsers.admin)
  return { owner, caregiver, viewer, stranger, admin }
}

const olivia = () => seedChildId(db(), 'olivia')
/** A question of Olivia's band (9 months: B0612) and its "Yes". */
const question = () => questionsOf(db(), setBySlug(db(), 'B0612', 'movement').id)[0]!
const yes = () => optionOf(db(), question().id, 'Yes').id
const reminder = () => db().reminders.findFirst((q) => q.where({ child: olivia() }))!.id
const accessOf = (email: string) => {
  const user = db().users.findFirst((q) => q.where({ email }))!
  return db().childAccess.findFirst((q) => q.where({ child: olivia(), user: user.id }))!.id
}
const doseRecord = () => db().doseRecords.findFirst((q) => q.where({ child: olivia() }))!.id
/** The 6-18 month polio dose: nothing recorded for Olivia in the seed. */
const unrecordedDose = () => db().vaccines.findFirst((q) => q.where({ key: 'ipv-3' }))!.id
const visit = () => db().visits.findFirst((q) => q.where({ child: olivia() }))!.id
const healthDocument = () => db().documents.findFirst((q) => q.where({ child: olivia() }))!.id
const waitingInvitation = () => db().invitations.findFirst((q) => q.where({ email: 'grandpa@example.org' }))!.id

/** The child endpoints: a valid request about Olivia (or one of her items), and the status each caller gets. */
interface Row {
  /** Checked against the row's own types by the client's call; loosely typed here, as the rows differ. */
  input: (caller: Caller) => object
  expected: Record<Caller, number>
}
const read = (ok: number): Record<Caller, number> => ({ owner: ok, caregiver: ok, viewer: ok, stranger: 404, admin: 404 })
/** The checklist and reminders are a parent's: an admin is refused before the child is looked for. */
const parentsRead = (ok: number): Record<Caller, number> => ({ ...read(ok), admin: 403 })
const caregiverWrite = (ok: number): Record<Caller, number> => ({ owner: ok, caregiver: ok, viewer: 403, stranger: 404, admin: 404 })
const parentsWrite = (ok: number): Record<Caller, number> => ({ ...caregiverWrite(ok), admin: 403 })
const ownerOnly = (ok: number): Record<Caller, number> => ({ owner: ok, caregiver: 403, viewer: 403, stranger: 404, admin: 404 })
/** A row the owner added (the seed's): the owner deletes it, a caregiver only what they added (docs/decisions/089: tests/mock-server/delete-what-you-added.test.ts). */
const ownersRowDelete: Record<Caller, number> = { ...parentsWrite(204), caregiver: 403 }

const childQuery = () => ({ query: { child: olivia() } })
const matrix: Partial<Record<EndpointName, Row>> = {
  getChild: { input: () => ({ params: { childId: olivia() } }), expected: read(200) },
  updateChild: { input: () => ({ params: { childId: olivia() }, body: { first_name: 'Liv' } }), expected: ownerOnly(200) },
  deleteChild: { input: () => ({ params: { childId: olivia() } }), expected: ownerOnly(204) },
  listChildBands: { input: childQuery, expected: read(200) },
  listResponses: { input: childQuery, expected: read(200) },
  bulkCreateResponses: { input: () => ({ body: { child: olivia(), responses: [{ question: question().id, options: [yes()] }] } }), expected: caregiverWrite(201) },
  listMilestones: { input: childQuery, expected: read(200) },
  listMilestoneHistory: { input: childQuery, expected: read(200) },
  listMeasurements: { input: childQuery, expected: read(200) },
  createMeasurement: { input: () => ({ body: { child: olivia(), date: '2025-06-01', weight_kg: 8.7 } }), expected: caregiverWrite(201) },
  getDoctorQuestions: { input: childQuery, expected: read(200) },
  saveDoctorQuestions: { input: () => ({ body: { child: olivia(), text: 'Is her sleep usual?' } }), expected: caregiverWrite(200) },
  getPracticeWeek: { input: () => ({ query: { child: olivia(), week: weekStart(today) } }), expected: parentsRead(200) },
  setPractice: { input: () => ({ body: { child: olivia(), week: weekStart(today), question: question().id, practised: true } }), expected: parentsWrite(200) },
  listReminders: { input: childQuery, expected: parentsRead(200) },
  createReminder: { input: () => ({ body: { child: olivia(), text: 'Read a story', date: '2025-06-20', time: '19:00', repeat: 'none' } }), expected: parentsWrite(201) },
  updateReminder: { input: () => ({ params: { id: reminder() }, body: { time: '10:00' } }), expected: parentsWrite(200) },
  deleteReminder: { input: () => ({ params: { id: reminder() } }), expected: ownersRowDelete },
  listChildAccess: { input: childQuery, expected: ownerOnly(200) },
  // The caregiver's access (the viewer's, when the caregiver calls: a member may leave, so their own row is another rule).
  updateChildAccess: {
    input: (caller) => ({ params: { id: accessOf(caller === 'caregiver' ? 'vera.viewer@example.org' : seedUsers.caregiver.email) }, body: { role: 'viewer' } }),
    expected: ownerOnly(200),
  },
  removeChildAccess: {
    input: (caller) => ({ params: { id: accessOf(caller === 'caregiver' ? 'vera.viewer@example.org' : seedUsers.caregiver.email) } }),
    expected: ownerOnly(204),
  },
  createInvitation: { input: () => ({ body: makeInvitationBody({ child: olivia() }) }), expected: ownerOnly(201) },
  revokeInvitation: { input: () => ({ params: { id: waitingInvitation() } }), expected: ownerOnly(204) },
  // docs/decisions/073: the health record reads like the reminders and is written by the owner and caregivers.
  listDoseRecords: { input: childQuery, expected: parentsRead(200) },
  createDoseRecord: { input: () => ({ body: { child: olivia(), dose: unrecordedDose(), status: 'given', date: '2025-06-01' } }), expected: parentsWrite(201) },
  updateDoseRecord: { input: () => ({ params: { id: doseRecord() }, body: { lot: 'AB123' } }), expected: parentsWrite(200) },
  deleteDoseRecord: { input: () => ({ params: { id: doseRecord() } }), expected: ownersRowDelete },
  // docs/decisions/090: the vaccination card and the record's state, as the dose records.
  addVaccineCard: { input: () => ({ body: { child: olivia(), doses: [{ dose: unrecordedDose(), date_unknown: true }] } }), expected: parentsWrite(201) },
  getVaccineRecordState: { input: childQuery, expected: parentsRead(200) },
  setVaccineRecordState: { input: () => ({ body: { child: olivia(), complete: true } }), expected: parentsWrite(200) },
  // docs/decisions/080: the visits, as the dose records.
  listVisits: { input: childQuery, expected: parentsRead(200) },
  createVisit: { input: () => ({ body: { child: olivia(), date: '2025-06-01', kind: 'well_child' } }), expected: parentsWrite(201) },
  updateVisit: { input: () => ({ params: { id: visit() }, body: { notes: 'All well.' } }), expected: parentsWrite(200) },
  deleteVisit: { input: () => ({ params: { id: visit() } }), expected: ownersRowDelete },
  // docs/decisions/081: the documents, as the visits (their files: tests/mock-server/documents.test.ts).
  listDocuments: { input: childQuery, expected: parentsRead(200) },
  uploadDocument: { input: () => ({ body: makeDocumentUpload({ child: olivia() }) }), expected: parentsWrite(201) },
  updateDocument: { input: () => ({ params: { id: healthDocument() }, body: { name: 'Vaccination card (old)' } }), expected: parentsWrite(200) },
  deleteDocument: { input: () => ({ params: { id: healthDocument() } }), expected: ownersRowDelete },
}

/** Every row of the endpoint table that names a child or a child's item, found from the table itself. */
const childEndpoints = (Object.keys(endpoints) as EndpointName[]).filter((name) => {
  const endpoint = endpoints[name] as Endpoint
  const path = endpoint.path
  return path.includes(':childId') || /^\/(children\/(reminders|access|invitations)|health\/(doses|visits|documents))\//.test(path) || [endpoint.query, endpoint.body].some((schema) => schema && 'shape' in schema && 'child' in (schema.shape as object))
})

describe('the access matrix (issue #26 point 2)', () => {
  it('covers every child endpoint of the table', () => {
    expect(childEndpoints.filter((name) => !(name in matrix))).toEqual([])
    expect(Object.keys(matrix).sort()).toEqual([...childEndpoints].sort())
  })

  describe.each(callers)('as the %s', (caller) => {
    it.each(Object.keys(matrix) as EndpointName[])('%s answers the expected status, and stores nothing when it refuses', async (name) => {
      const row = matrix[name]!
      const sessions = await signInEveryone()
      actAs(sessions[caller])
      const input = row.input(caller) as CallInput<Endpoint>
      const before = tables(db())
      const changes = backend.changes
      const expected = row.expected[caller]
      if (expected < 300) {
        // The client throws on any status but the row's own success (200, 201 or 204).
        await call(endpoints[name] as Endpoint, input)
        expect((endpoints[name] as Endpoint).status).toBe(expected)
        return
      }
      const error = await failure(call(endpoints[name] as Endpoint, input))
      expect({ name, caller, status: error.status }).toEqual({ name, caller, status: expected })
      const ownersRow = caller === 'caregiver' && row.expected === ownersRowDelete
      expect(error.body).toEqual({ detail: expected === 404 ? 'Not found.' : ownersRow ? childAccessMessages.deleteOthers : 'You do not have permission to perform this action.' })
      expect(tables(db())).toEqual(before)
      expect(backend.changes).toBe(changes)
    })
  })
})
