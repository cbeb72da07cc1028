import { describe, expect, it } from 'vitest'
import { bulkCreateResponses, createMeasurement, deleteChild, getChild, listChildren, updateChild } from '@/api/children.api'
import { seedUsers } from '@/mock-server/seed/users'
import {
  expectNotFoundWithNothingStored,
  failure,
  fetchMedia,
  itRequiresSignIn,
  optionOf,
  pngFile,
  questionsOf,
  setBySlug,
  signIn,
  signUpOtherParent,
  startSeedBackend,
  tables,
} from './helpers'

const today = new Date(2025, 5, 15, 12)
const { backend, db, olivia } = startSeedBackend({ today })

/** Every row of every table that names the child (answers, history, measurements, anything per child). */
const rowsOf = (childId: number) =>
  Object.entries(tables(db())).flatMap(([name, rows]) => (rows as Array<{ child?: number }>).filter((row) => row.child === childId).map(() => name))

describe('deleteChild: DELETE /children/profiles/{id}/ (optional extension)', () => {
  itRequiresSignIn(backend, 'deleteChild', () => ({ params: { childId: olivia() } }))

  it('deletes the child with its answers, history, measurements, photo upload and the files of its documents; the other children stay', async () => {
    await signIn(seedUsers.parent)
    const id = olivia()
    const question = questionsOf(db(), setBySlug(db(), 'B0612', 'movement').id)[0]!
    await bulkCreateResponses({ child: id, responses: [{ question: question.id, options: [optionOf(db(), question.id, 'Yes').id] }] })
    await createMeasurement({ child: id, date: '2025-06-01', weight_kg: 8.7 })
    const photo = (await updateChild(id, { profile_image_upload: pngFile() })).profile_image!
    // Olivia's seed rows of the other per-child tables (her checklist tick, reminder, questions for the doctor, her caregiver's access) go too.
    expect(new Set(rowsOf(id))).toEqual(new Set(['responses', 'history', 'measurements', 'doctorQuestions', 'practice', 'reminders', 'childAccess', 'doseRecords', 'visits', 'documents']))
    const card = db().documents.findFirst((q) => q.where({ child: id }))!
    expect(db().media.findFirst((q) => q.where({ id: card.media_id }))).toBeDefined()
    const mediaBefore = db().media.all().length

    await deleteChild(id)

    expect(rowsOf(id)).toEqual([])
    expect(db().children.findFirst((q) => q.where({ id }))).toBeUndefined()
    // Her photo and her vaccination card's file.
    expect(db().media.all().length).toBe(mediaBefore - 2)
    expect(db().media.findFirst((q) => q.where({ id: card.media_id }))).toBeUndefined()
    expect((await fetchMedia(`/api/health/documents/${card.id}/file/`)).status).toBe(404)
    expect((await fetchMedia(photo)).status).toBe(404)
    expect((await failure(getChild(id))).status).toBe(404)
    expect((await listChildren()).map((child) => child.first_name)).toEqual(['Liam', 'Noah'])
    // Gone: a second delete is a 404.
    expect((await failure(deleteChild(id))).status).toBe(404)
  })

  it("answers 404 for another parent's child (and for an admin), and deletes nothing", async () => {
    const id = olivia()
    await signUpOtherParent()
    await expectNotFoundWithNothingStored(backend, () => deleteChild(id))
    await signIn(seedUsers.admin)
    await expectNotFoundWithNothingStored(backend, () => deleteChild(id))
  })

  it('answers 404 for an unknown id and a malformed one', async () => {
    await signIn(seedUsers.parent)
    await expectNotFoundWithNothingStored(backend, () => deleteChild(9999))
    await expectNotFoundWithNothingStored(backend, () => deleteChild(-1))
  })
})
