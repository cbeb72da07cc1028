import { describe, expect, it } from 'vitest'
import { bulkCreateResponses, createChild, createMeasurement, deleteMeasurement, listMilestoneHistory, updateMeasurement } from '@/api/children.api'
import { setPractice } from '@/api/checklist.api'
import { createOption, createQuestion, createQuestionSet, exportMilestones, importMilestones } from '@/api/content.api'
import { createVaccineDose, createVisit, uploadDocument } from '@/api/health.api'
import { createReminder } from '@/api/reminders.api'
import { createInvitation, revokeInvitation } from '@/api/sharing.api'
import { ANSWERED_INVITATIONS_KEPT, collectionLimits, type CollectionName } from '@/contract/collection-limits'
import { MAX_DOCUMENT_BYTES } from '@/contract/documents'
import type { Database } from '@/mock-server/db'
import { seedUsers } from '@/mock-server/seed/users'
import { makeDocumentUpload, pdfBytes } from '../support/document-files'
import { makeInvitationBody, makeVisitBody } from '../support/factories'
import { makeVaccineDose } from '../support/health-factories'
import { dryRunImport, expectRefusedWithNothingStored, importFile, optionOf, questionsOf, setBySlug, signIn, startSeedBackend } from './helpers'

/*
 * docs/decisions/085: every collection a parent or an admin can grow is bounded. For each: the create that reaches
 * the limit is stored, the next one answers 400 with the limit's message and stores nothing.
 */
const today = new Date(2025, 5, 18, 12)
const { backend, db, olivia } = startSeedBackend({ today })

const refusal = (name: CollectionName) => ({ non_field_errors: [collectionLimits[name].message] })

/** Rows written straight into a table, as if made one by one before, up to `count` rows of the child or table. */
async function fillTo<T extends { id: number }>(count: number, have: () => number, make: (index: number) => Promise<T>) {
  for (let index = have(); index < count; index += 1) await make(index)
}

/** A date `days` before 18 June 2025 (the test's today). */
const daysBefore = (days: number) => new Date(Date.UTC(2025, 5, 18 - days)).toISOString().slice(0, 10)

describe('collection limits (docs/decisions/085)', () => {
  it(`a child has at most ${collectionLimits.reminders.max} reminders`, async () => {
    await signIn(seedUsers.parent)
    const mine = () => db().reminders.findMany((q) => q.where({ child: olivia() })).length
    await fillTo(collectionLimits.reminders.max - 1, mine, () => db().reminders.create({ id: db().nextId('reminders'), child: olivia(), text: 'Bath', date: '2025-06-20', time: '19:00', repeat: 'none' }))
    const body = { child: olivia(), text: 'Read a story', date: '2025-06-20', time: '19:00', repeat: 'none' as const }
    await createReminder(body)
    const error = await expectRefusedWithNothingStored(backend, () => createReminder(body))
    expect(error.body).toEqual(refusal('reminders'))
  })

  it(`a child has at most ${collectionLimits.visits.max} visits`, async () => {
    await signIn(seedUsers.parent)
    const mine = () => db().visits.findMany((q) => q.where({ child: olivia() })).length
    await fillTo(collectionLimits.visits.max - 1, mine, () => db().visits.create({ id: db().nextId('visits'), ...makeVisitBody({ child: olivia() }), clinician: '', notes: '', questions: '' }))
    await createVisit(makeVisitBody({ child: olivia() }))
    const error = await expectRefusedWithNothingStored(backend, () => createVisit(makeVisitBody({ child: olivia() })))
    expect(error.body).toEqual(refusal('visits'))
  })

  it(`a child has at most ${collectionLimits.measurements.max} measurements; a correction is still taken, a deletion makes room`, async () => {
    await signIn(seedUsers.parent)
    const rows = () => db().measurements.findMany((q) => q.where({ child: olivia() }))
    await fillTo(collectionLimits.measurements.max - 1, () => rows().length, async () =>
      db().measurements.create({ id: db().nextId('measurements'), child: olivia(), date: daysBefore(1), height_cm: 60, weight_kg: null, head_circumference_cm: null, given_by_id: null }),
    )
    const last = await createMeasurement({ child: olivia(), date: daysBefore(0), weight_kg: 8.6 })
    const error = await expectRefusedWithNothingStored(backend, () => createMeasurement({ child: olivia(), date: daysBefore(0), weight_kg: 8.7 }))
    expect(error.body).toEqual(refusal('measurements'))
    await expect(updateMeasurement(last.id, { date: daysBefore(0), weight_kg: 8.8 })).resolves.toMatchObject({ weight_kg: 8.8 })
    await deleteMeasurement(last.id)
    await expect(createMeasurement({ child: olivia(), date: daysBefore(0), weight_kg: 8.7 })).resolves.toMatchObject({ weight_kg: 8.7 })
  })

  it(`a child has at most ${collectionLimits.practiceTicks.max} checklist ticks; ticking one already ticked still answers the week`, async () => {
    await signIn(seedUsers.parent)
    const question = questionsOf(db(), setBySlug(db(), 'B0612', 'movement').id)[0]!.id
    const mine = () => db().practice.findMany((q) => q.where({ child: olivia() })).length
    // Distinct weeks (Mondays) going back from 2 June 2025, one tick each.
    let week = 0
    await fillTo(collectionLimits.practiceTicks.max - 1, mine, () =>
      db().practice.create({ id: db().nextId('practice'), child: olivia(), week: new Date(Date.UTC(2025, 5, 2 - 7 * ++week)).toISOString().slice(0, 10), question }),
    )
    await setPractice({ child: olivia(), week: '2025-06-16', question, practised: true })
    const error = await expectRefusedWithNothingStored(backend, () => setPractice({ child: olivia(), week: '2025-06-09', question, practised: true }))
    expect(error.body).toEqual(refusal('practiceTicks'))
    expect((await setPractice({ child: olivia(), week: '2025-06-16', question, practised: true })).practised).toContain(question)
  })

  it(`a child has at most ${collectionLimits.pendingInvitations.max} invitations waiting; withdrawing one makes room`, async () => {
    await signIn(seedUsers.parent)
    const invitations = []
    for (let i = 0; i < collectionLimits.pendingInvitations.max; i += 1) invitations.push(await createInvitation(makeInvitationBody({ child: olivia(), email: `guest${i}@example.org` })))
    const error = await expectRefusedWithNothingStored(backend, () => createInvitation(makeInvitationBody({ child: olivia(), email: 'one.more@example.org' })))
    expect(error.body).toEqual(refusal('pendingInvitations'))
    await revokeInvitation(invitations[0]!.id)
    await expect(createInvitation(makeInvitationBody({ child: olivia(), email: 'one.more@example.org' }))).resolves.toMatchObject({ email: 'one.more@example.org' })
  })

  it(`keeps the newest ${ANSWERED_INVITATIONS_KEPT} invitations no longer waiting: inviting and withdrawing again and again grows nothing`, async () => {
    await signIn(seedUsers.parent)
    for (let i = 0; i < ANSWERED_INVITATIONS_KEPT + 10; i += 1) await revokeInvitation((await createInvitation(makeInvitationBody({ child: olivia(), email: `guest${i}@example.org` }))).id)
    // Each new invitation keeps the newest answered ones; the last one was withdrawn after.
    const emails = db().invitations.findMany((q) => q.where({ child: olivia(), status: 'revoked' })).map((row) => row.email)
    expect(emails).toEqual(Array.from({ length: ANSWERED_INVITATIONS_KEPT + 1 }, (_, i) => `guest${i + 9}@example.org`))
  })

  it(`keeps one history entry per day: ${5} submissions on one day leave one, the latest`, async () => {
    await signIn(seedUsers.parent)
    const before = await listMilestoneHistory(olivia())
    const question = questionsOf(db(), setBySlug(db(), 'B0612', 'movement').id)[0]!
    for (const label of ['Not yet', 'Sometimes', 'Yes', 'Sometimes', 'Yes']) {
      await bulkCreateResponses({ child: olivia(), responses: [{ question: question.id, options: [optionOf(db(), question.id, label).id] }] })
    }
    const after = await listMilestoneHistory(olivia())
    expect(after).toHaveLength(before.filter((entry) => entry.date !== '2025-06-18').length + 1)
  })
})

describe('health documents per child: count and bytes (docs/decisions/085)', () => {
  /** Document rows of `size` bytes each, sharing the seed card's stored file (their bytes are not what is counted). */
  async function storedDocuments(database: Database, child: number, sizes: readonly number[]) {
    const media_id = database.documents.all()[0]!.media_id
    for (const size of sizes) {
      await database.documents.create({ id: database.nextId('documents'), child, name: 'Scan', kind: 'other', date: '2025-01-01', content_type: 'application/pdf', size, uploaded_at: today.toISOString(), media_id })
    }
  }
  const documentsOf = (child: number) => db().documents.findMany((q) => q.where({ child }))

  it(`a child has at most ${collectionLimits.documents.max} documents`, async () => {
    await signIn(seedUsers.parent)
    await storedDocuments(db(), olivia(), Array.from({ length: collectionLimits.documents.max - 1 - documentsOf(olivia()).length }, () => 1000))
    await uploadDocument(makeDocumentUpload({ child: olivia() }))
    const error = await expectRefusedWithNothingStored(backend, () => uploadDocument(makeDocumentUpload({ child: olivia() })))
    expect(error.body).toEqual(refusal('documents'))
  })

  it(`a child's documents take at most ${collectionLimits.documentBytes.max / 1024 / 1024} MB together: a file that fits is stored, one byte more is refused`, async () => {
    await signIn(seedUsers.parent)
    const used = documentsOf(olivia()).reduce((sum, document) => sum + document.size, 0)
    const room = 20_000
    const rest = collectionLimits.documentBytes.max - used - room
    await storedDocuments(db(), olivia(), [...Array.from({ length: Math.floor(rest / MAX_DOCUMENT_BYTES) }, () => MAX_DOCUMENT_BYTES), rest % MAX_DOCUMENT_BYTES])
    const sized = (size: number) => {
      const bytes = new Uint8Array(size)
      bytes.set(pdfBytes())
      return new File([bytes], 'scan.pdf', { type: 'application/pdf' })
    }
    const error = await expectRefusedWithNothingStored(backend, () => uploadDocument(makeDocumentUpload({ child: olivia(), file: sized(room + 1) })))
    expect(error.body).toEqual(refusal('documentBytes'))
    await uploadDocument(makeDocumentUpload({ child: olivia(), file: sized(room) }))
    expect(documentsOf(olivia()).reduce((sum, document) => sum + document.size, 0)).toBe(collectionLimits.documentBytes.max)
  })
})

describe('content an admin grows (docs/decisions/085)', () => {
  const contentCount = () => db().bands.count() + db().sets.count() + db().questions.count() + db().options.count()
  /** Options written straight into the table under one seed question, up to `count` content items in all. */
  async function contentUpTo(count: number) {
    const question = questionsOf(db(), setBySlug(db(), 'B0006', 'movement').id)[0]!.id
    await fillTo(count, contentCount, (index) => db().options.create({ id: db().nextId('options'), key: `filler-${index}`, label: `Filler ${index}`, value_int: null, value_str: null, is_active: false, question, order: 100 + index }))
  }

  it(`the vaccine schedule holds at most ${collectionLimits.vaccineDoses.max} doses`, async () => {
    await signIn(seedUsers.admin)
    await fillTo(collectionLimits.vaccineDoses.max - 1, () => db().vaccines.count(), (index) => {
      const id = db().nextId('vaccines')
      return db().vaccines.create({ ...makeVaccineDose({ id, key: `filler-${index}` }), order: 1000 + index })
    })
    const { id: _id, order: _order, ...dose } = makeVaccineDose({ id: 1, key: 'one-more' })
    await createVaccineDose(dose)
    const error = await expectRefusedWithNothingStored(backend, () => createVaccineDose({ ...dose, key: 'one-too-many' }))
    expect(error.body).toEqual(refusal('vaccineDoses'))
  })

  it(`the milestone content holds at most ${collectionLimits.contentItems.max} items, whichever level is added`, async () => {
    await signIn(seedUsers.admin)
    await contentUpTo(collectionLimits.contentItems.max - 1)
    const question = questionsOf(db(), setBySlug(db(), 'B0006', 'movement').id)[0]!.id
    await createOption({ question, label: 'Last one', value_int: 3 })
    const band = db().bands.all()[0]!.id
    const set = setBySlug(db(), 'B0006', 'movement').id
    for (const create of [
      () => createOption({ question, label: 'One more', value_int: 4 }),
      () => createQuestion({ band_set: set, text: 'One more?' }),
      () => createQuestionSet({ band, title: 'One more', slug: 'one-more' }),
    ]) {
      const error = await expectRefusedWithNothingStored(backend, create)
      expect(error.body).toEqual(refusal('contentItems'))
    }
  })

  it('an import that would take the content past its limit is refused whole, and its dry run says why', async () => {
    await signIn(seedUsers.admin)
    const bands = await exportMilestones()
    const extra = { ...bands[0]!, id: undefined, key: undefined, code: 'B9999', title: 'Extra', sets: bands[0]!.sets.map((set) => ({ ...set, key: undefined, questions: set.questions.map((question) => ({ ...question, key: undefined, options: question.options.map((option) => ({ ...option, key: undefined })) })) })) }
    const extraItems = 1 + extra.sets.reduce((sum, set) => sum + 1 + set.questions.reduce((q, question) => q + 1 + question.options.length, 0), 0)
    await contentUpTo(collectionLimits.contentItems.max - extraItems + 1)
    const plan = await dryRunImport([extra])
    expect(plan).toMatchObject({ valid: false, errors: [{ path: '', message: collectionLimits.contentItems.message }] })
    const error = await expectRefusedWithNothingStored(backend, () => importMilestones(importFile([extra])))
    expect(error.body).toEqual({ file: [collectionLimits.contentItems.message] })
  })
})

describe('children per parent', () => {
  it('answers the 51st child with the table\'s message (probe-findings.test.ts fills the 50)', async () => {
    await signIn(seedUsers.parent)
    const { parent_id } = db().children.findFirst((q) => q.where({ id: olivia() }))!
    await fillTo(collectionLimits.children.max, () => db().children.findMany((q) => q.where({ parent_id })).length, (index) =>
      db().children.create({ ...db().children.findFirst((q) => q.where({ id: olivia() }))!, id: db().nextId('children'), first_name: `Kid${index}`, profile_image: null }),
    )
    const error = await expectRefusedWithNothingStored(backend, () => createChild({ first_name: 'One more', sex: 'Male', dob: '2025-01-01' }))
    expect(error.body).toEqual(refusal('children'))
  })
})
