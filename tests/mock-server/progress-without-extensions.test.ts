import { describe, expect, it } from 'vitest'
import { changePassword, getAccount, getAdminOverview } from '@/api/accounts.api'
import { getPracticeWeek, setPractice } from '@/api/checklist.api'
import { createVisit, deleteDocument, deleteVisit, getVaccineSchedule, getVisitSchedule, listDocuments, listDoseRecords, listVisits, updateDocument, updateVisit, uploadDocument } from '@/api/health.api'
import { deleteAccount, exportAccount } from '@/api/leaving.api'
import { listReminders } from '@/api/reminders.api'
import {
  bulkCreateResponses,
  createMeasurement,
  deleteChild,
  getChild,
  getDoctorQuestions,
  listChildren,
  listMeasurements,
  listMilestoneHistory,
  listResponses,
  saveDoctorQuestions,
  updateChild,
} from '@/api/children.api'
import { acceptInvitationLink, createInvitation, listChildAccess, listMyInvitations } from '@/api/sharing.api'
import { contentImpact, listBands } from '@/api/content.api'
import { seedUsers } from '@/mock-server/seed/users'
import { makeDocumentUpload } from '../support/document-files'
import { makeInvitationBody, makeVisitBody } from '../support/factories'
import { expectNotFoundWithNothingStored, failure, fetchMedia, optionOf, pngFile, questionsOf, seedChildId, setBySlug, signIn, startTestBackend } from './helpers'

/** `npm run api -- --without-extensions`: a backend that has not built the optional extensions yet. */
const backend = startTestBackend({ withoutExtensions: true })

describe('a server without the optional extensions', () => {
  it('answers 404 to the Track Progress calls', async () => {
    await signIn(seedUsers.parent)
    const child = seedChildId(backend.db, 'olivia')
    expect((await failure(listMilestoneHistory(child))).status).toBe(404)
    expect((await failure(listMeasurements(child))).status).toBe(404)
    expect((await failure(createMeasurement({ child, date: '2025-05-01', weight_kg: 8 }))).status).toBe(404)
    expect((await getChild(child)).first_name).toBe('Olivia')
  })

  it('answers 404 to the questions for the doctor (issue #24), and stores nothing', async () => {
    await signIn(seedUsers.parent)
    const child = seedChildId(backend.db, 'olivia')
    expect((await failure(getDoctorQuestions(child))).status).toBe(404)
    expect((await failure(saveDoctorQuestions({ child, text: 'Sleep?' }))).status).toBe(404)
    expect(backend.db.doctorQuestions.all().every((row) => row.text !== 'Sleep?')).toBe(true)
  })

  it("answers 404 to the admin's overview (issue #24)", async () => {
    await signIn(seedUsers.admin)
    expect((await failure(getAdminOverview())).status).toBe(404)
  })

  it("answers 404 to the Weekly Checklist's ticks and the reminders (issue #24)", async () => {
    await signIn(seedUsers.parent)
    const child = seedChildId(backend.db, 'olivia')
    expect((await failure(getPracticeWeek(child, '2025-06-16'))).status).toBe(404)
    expect((await failure(setPractice({ child, week: '2025-06-16', question: 1, practised: true }))).status).toBe(404)
    expect((await failure(listReminders(child))).status).toBe(404)
  })

  it('answers 404 to the vaccine schedule and the recorded doses (issue #27)', async () => {
    await signIn(seedUsers.parent)
    expect((await failure(getVaccineSchedule())).status).toBe(404)
    expect((await failure(listDoseRecords(seedChildId(backend.db, 'olivia')))).status).toBe(404)
  })

  it('answers 404 to the well-child visit schedule and the visits (issue #27 point 2), and stores nothing', async () => {
    await signIn(seedUsers.parent)
    const child = seedChildId(backend.db, 'olivia')
    const visit = backend.db.visits.findFirst((q) => q.where({ child }))!.id
    expect((await failure(getVisitSchedule())).status).toBe(404)
    expect((await failure(listVisits(child))).status).toBe(404)
    await expectNotFoundWithNothingStored(backend, () => createVisit(makeVisitBody({ child })))
    await expectNotFoundWithNothingStored(backend, () => updateVisit(visit, { notes: 'All well.' }))
    await expectNotFoundWithNothingStored(backend, () => deleteVisit(visit))
  })

  it('answers 404 to the documents and their files (issue #27 point 3), and stores nothing', async () => {
    await signIn(seedUsers.parent)
    const child = seedChildId(backend.db, 'olivia')
    const document = backend.db.documents.findFirst((q) => q.where({ child }))!.id
    expect((await failure(listDocuments(child))).status).toBe(404)
    await expectNotFoundWithNothingStored(backend, () => uploadDocument(makeDocumentUpload({ child })))
    await expectNotFoundWithNothingStored(backend, () => updateDocument(document, { name: 'Card' }))
    await expectNotFoundWithNothingStored(backend, () => deleteDocument(document))
    expect((await fetchMedia(`/api/health/documents/${document}/file/`)).status).toBe(404)
  })

  it('leaves activity out of the questions and keeps everything else', async () => {
    await signIn(seedUsers.parent)
    const question = (await listBands())[0]?.sets[0]?.questions[0]
    expect(question).toBeDefined()
    expect(question).not.toHaveProperty('activity')
    expect(question?.help_text).not.toBe('')
  })

  it('answers 404 to the content impact call and leaves the items\' keys out (issue #21)', async () => {
    await signIn(seedUsers.admin)
    const band = (await listBands())[0]!
    expect((await failure(contentImpact({ level: 'band', id: band.id }))).status).toBe(404)
    expect(band.sets[0]).not.toHaveProperty('key')
    expect(band.sets[0]?.questions[0]).not.toHaveProperty('key')
    expect(band.sets[0]?.questions[0]?.options[0]).not.toHaveProperty('key')
  })
})

describe('a server without the account and delete calls (issue #26)', () => {
  it('answers 404 to them and keeps the child', async () => {
    await signIn(seedUsers.parent)
    const child = seedChildId(backend.db, 'olivia')
    expect((await failure(getAccount())).status).toBe(404)
    expect((await failure(changePassword({ current_password: seedUsers.parent.password, new_password: 'newpass123', confirm_password: 'newpass123' }))).status).toBe(404)
    expect((await failure(deleteChild(child))).status).toBe(404)
    expect((await failure(exportAccount())).status).toBe(404)
    expect((await failure(deleteAccount({ password: seedUsers.parent.password }))).status).toBe(404)
    expect((await getChild(child)).first_name).toBe('Olivia')
  })
})

describe('a server without family sharing (issue #26 point 2)', () => {
  it('answers 404 to the sharing calls, leaves `access` and `given_by` out, and the parent keeps their children', async () => {
    await signIn(seedUsers.parent)
    const child = seedChildId(backend.db, 'olivia')
    expect((await failure(listChildAccess(child))).status).toBe(404)
    expect((await failure(createInvitation(makeInvitationBody({ child })))).status).toBe(404)
    expect((await failure(listMyInvitations())).status).toBe(404)
    expect((await failure(acceptInvitationLink('0'.repeat(64)))).status).toBe(404)
    const children = await listChildren()
    expect(children.map((c) => c.first_name)).toEqual(['Liam', 'Olivia', 'Noah'])
    for (const c of children) expect(c).not.toHaveProperty('access')
    for (const response of await listResponses(child)) expect(response).not.toHaveProperty('given_by')
  })
})

describe('a server without family sharing, over a database that has shared children (issue #26 point 2)', () => {
  it('counts only ownership: the seed caregiver sees no shared child, and every child call answers 404 with nothing stored', async () => {
    const olivia = seedChildId(backend.db, 'olivia')
    expect(backend.db.childAccess.findMany((q) => q.where({ child: olivia })).length).toBeGreaterThan(0)
    await signIn(seedUsers.parent)
    const { profile_image } = await updateChild(olivia, { profile_image_upload: pngFile() })
    await signIn(seedUsers.caregiver)
    expect(await listChildren()).toEqual([])
    expect((await failure(getChild(olivia))).status).toBe(404)
    expect((await failure(listResponses(olivia))).status).toBe(404)
    expect((await fetchMedia(profile_image!)).status).toBe(404)
    const question = questionsOf(backend.db, setBySlug(backend.db, 'B0612', 'movement').id)[0]!
    await expectNotFoundWithNothingStored(backend, () => bulkCreateResponses({ child: olivia, responses: [{ question: question.id, options: [optionOf(backend.db, question.id, 'Yes').id] }] }))
    await expectNotFoundWithNothingStored(backend, () => updateChild(olivia, { first_name: 'Olive' }))
  })
})
