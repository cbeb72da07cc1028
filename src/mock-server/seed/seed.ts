import { dobFromAge, toIsoDate } from '@/domain/age'
import { dateAtAge } from '@/domain/child-overview'
import { weekStart } from '@/domain/weekly-checklist'
import type { Database } from '@/mock-server/db'
import { childRecord } from '@/mock-server/lib/child-record'
import { hashPassword } from '@/mock-server/lib/security'
import { currentBand } from '@/mock-server/lib/progress'
import { submissionSnapshot } from '@/mock-server/lib/progress-history'
import { seedBands } from '@/mock-server/seed/milestone-content'
import { seedDoctorQuestions, seedHistory, seedMeasurements } from '@/mock-server/seed/progress'
import { SEED_CLINIC, seedOliviaDoses, seedVaccineSchedule } from '@/mock-server/seed/vaccine-schedule'
import { seedOliviaVisits, seedVisitSchedule } from '@/mock-server/seed/visit-schedule'
import { seedOliviaDocument, textPdf } from '@/mock-server/seed/documents'
import { storeUpload } from '@/mock-server/lib/media'
import { addDays, addMonths } from '@/domain/vaccines'
import { seedAnswers, seedChildren, seedClients, seedEarlyChild, seedPractice, seedReminder, seedSharing, seedUsers } from '@/mock-server/seed/users'

/** Yes / Sometimes / Not yet on every seed question (docs/product-rules.md#decisions). */
export const seedOptions = [
  { label: 'Yes', value_int: 2 },
  { label: 'Sometimes', value_int: 1 },
  { label: 'Not yet', value_int: 0 },
] as const

const emptyProfile = { bio: '', date_of_birth: null, address: '', postal_code: '', number_of_children: 0 }

function daysBefore(today: Date, days: number): string {
  return new Date(today.getTime() - days * 86_400_000).toISOString()
}

/** Empties the database and loads the deterministic seed, relative to `today`. */
export async function seedDatabase(db: Database, today: Date = new Date()): Promise<void> {
  db.clear()

  const account = async (
    user: { email: string; password: string; full_name: string; user_type: 'ADMIN' | 'CLIENT' },
    extra: { number_of_children: number; joinedDaysAgo: number; city: string; country: string; gender: 'male' | 'female' },
  ) => {
    const id = db.nextId('users')
    return db.users.create({
      id,
      email: user.email,
      full_name: user.full_name,
      phone: `+44 20 7946 0${String(100 + id).padStart(3, '0')}`,
      gender: extra.gender,
      city: extra.city,
      country: extra.country,
      user_type: user.user_type,
      date_joined: daysBefore(today, extra.joinedDaysAgo),
      profile: { ...emptyProfile, number_of_children: extra.number_of_children },
      password_hash: hashPassword(id, user.password),
      is_onboarding_complete: true,
      // docs/decisions/084: the seed's addresses are confirmed.
      email_confirmed_at: daysBefore(today, extra.joinedDaysAgo),
      email_confirmation: null,
    })
  }

  await account(seedUsers.admin, { number_of_children: 0, joinedDaysAgo: 400, city: 'london', country: 'uk', gender: 'female' })
  const parent = await account(seedUsers.parent, { number_of_children: 3, joinedDaysAgo: 320, city: 'new-york', country: 'us', gender: 'female' })
  for (const [index, client] of seedClients.entries()) {
    const id = db.nextId('users')
    await db.users.create({
      id,
      ...client,
      phone: `+1 212 555 0${String(110 + index).padStart(3, '0')}`,
      user_type: 'CLIENT',
      date_joined: daysBefore(today, 300 - index * 23),
      profile: { ...emptyProfile, number_of_children: (index % 3) + 1 },
      password_hash: hashPassword(id, `client${index + 1}pass`),
      is_onboarding_complete: index % 4 !== 0,
      email_confirmed_at: daysBefore(today, 300 - index * 23),
      email_confirmation: null,
    })
  }

  // After the dozen clients, so every other seed id stays as it was.
  const early = await account(seedUsers.early, { number_of_children: 1, joinedDaysAgo: 60, city: 'london', country: 'uk', gender: 'female' })
  // The caregiver (docs/decisions/072): after the early parent, so every other seed id stays as it was.
  const caregiver = await account(seedUsers.caregiver, { number_of_children: 0, joinedDaysAgo: seedSharing.sinceDaysAgo, city: 'new-york', country: 'us', gender: 'male' })

  const childIds: Record<string, number> = {}
  for (const [key, child] of Object.entries(seedChildren)) {
    const id = db.nextId('children')
    childIds[key] = id
    await db.children.create(
      childRecord({
        id,
        parent_id: parent.id,
        first_name: child.first_name,
        last_name: child.last_name,
        sex: child.sex,
        dob: dobFromAge(child.ageMonths, today),
        height_cm: child.height_cm,
        weight_kg: child.weight_kg,
        profile_image: child.image,
      }),
    )
  }

  await db.children.create(
    childRecord({
      id: db.nextId('children'),
      parent_id: early.id,
      first_name: seedEarlyChild.first_name,
      last_name: seedEarlyChild.last_name,
      sex: seedEarlyChild.sex,
      dob: dobFromAge(seedEarlyChild.ageMonths, today),
      height_cm: seedEarlyChild.height_cm,
      weight_kg: seedEarlyChild.weight_kg,
      is_premature: true,
      weeks_premature: seedEarlyChild.weeks_premature,
      birth_weight: seedEarlyChild.birth_weight,
    }),
  )

  const optionIds = new Map<string, number>()
  for (const [bandIndex, band] of seedBands.entries()) {
    const { sets, ...bandFields } = band
    const bandId = db.nextId('bands')
    await db.bands.create({ ...bandFields, id: bandId, is_active: true, order: bandIndex })
    for (const [setIndex, set] of sets.entries()) {
      const setId = db.nextId('sets')
      await db.sets.create({ id: setId, title: set.title, slug: set.slug, is_active: true, band: bandId, order: setIndex })
      for (const [questionIndex, question] of set.questions.entries()) {
        const questionId = db.nextId('questions')
        await db.questions.create({
          id: questionId,
          text: question.text,
          help_text: question.help_text,
          activity: question.activity,
          multi_select: false,
          is_active: true,
          band_set: setId,
          order: questionIndex,
        })
        for (const [optionIndex, option] of seedOptions.entries()) {
          const optionId = db.nextId('options')
          optionIds.set(`${band.code}/${set.slug}/${questionIndex}/${option.label}`, optionId)
          await db.options.create({ id: optionId, ...option, value_str: '', is_active: true, question: questionId, order: optionIndex })
        }
      }
    }
  }

  const bandFor = { olivia: 'B0612', noah: 'B1224' } as const
  for (const [childKey, answersBySet] of Object.entries(seedAnswers) as [keyof typeof bandFor, Record<string, readonly string[]>][]) {
    for (const [slug, labels] of Object.entries(answersBySet)) {
      for (const [questionIndex, label] of labels.entries()) {
        const optionId = optionIds.get(`${bandFor[childKey]}/${slug}/${questionIndex}/${label}`)
        const option = optionId === undefined ? undefined : db.options.findFirst((q) => q.where({ id: optionId }))
        if (!option) throw new Error(`seed answer ${childKey}/${slug}/${questionIndex} has no option "${label}"`)
        const bySharer = childKey === seedSharing.child && slug === seedSharing.answeredBy.set && questionIndex === seedSharing.answeredBy.questionIndex
        await db.responses.create({
          id: db.nextId('responses'),
          child: childIds[childKey] ?? 0,
          question: option.question,
          choices: [{ id: db.nextId('choices'), option: option.id }],
          given_by_id: bySharer ? caregiver.id : parent.id,
        })
      }
    }
  }

  await seedProgress(db, childIds, today)
  for (const [key, text] of Object.entries(seedDoctorQuestions)) {
    await db.doctorQuestions.create({ id: db.nextId('doctorQuestions'), child: childIds[key] ?? 0, text, updated_at: daysBefore(today, 2) })
  }
  await seedTicks(db, childIds, today)
  await db.childAccess.create({
    id: db.nextId('childAccess'),
    child: childIds[seedSharing.child] ?? 0,
    user: caregiver.id,
    role: seedSharing.role,
    since: daysBefore(today, seedSharing.sinceDaysAgo),
  })
  await seedHealth(db, childIds)
  await seedVisits(db, childIds, today)
}

/** The vaccine schedule and Olivia's recorded doses (docs/decisions/073; after every other seed row, so their ids stay as they were). */
async function seedHealth(db: Database, childIds: Record<string, number>): Promise<void> {
  for (const dose of seedVaccineSchedule) await db.vaccines.create({ ...dose, id: db.nextId('vaccines') })
  const olivia = db.children.findFirst((q) => q.where({ id: childIds.olivia ?? 0 }))
  if (!olivia) throw new Error('seed child olivia is missing')
  for (const { key, monthsOld, daysOld = 0, lot = '' } of seedOliviaDoses) {
    const dose = db.vaccines.findFirst((q) => q.where({ key }))
    if (!dose) throw new Error(`seed dose ${key} is missing`)
    const date = addDays(addMonths(olivia.dob, monthsOld), daysOld)
    await db.doseRecords.create({ id: db.nextId('doseRecords'), child: olivia.id, dose: dose.id, status: 'given', date, clinic: SEED_CLINIC, lot, note: '', given_by_id: olivia.parent_id })
  }
  // docs/decisions/090: Olivia's parent entered the whole card; Liam's and Ama's records are empty, not complete.
  await db.children.update((q) => q.where({ id: olivia.id }), { data: (row) => void (row.vaccine_record_complete = true) })
}

/** The well-child visit schedule and Olivia's visits, one past and one planned (docs/decisions/080), and her vaccination card (docs/decisions/081; after every other seed row, so their ids stay as they were). */
async function seedVisits(db: Database, childIds: Record<string, number>, today: Date): Promise<void> {
  for (const visit of seedVisitSchedule) await db.visitSchedule.create({ ...visit, id: db.nextId('visitSchedule') })
  const olivia = db.children.findFirst((q) => q.where({ id: childIds.olivia ?? 0 }))
  if (!olivia) throw new Error('seed child olivia is missing')
  for (const { daysFromToday, ...visit } of seedOliviaVisits) {
    await db.visits.create({ id: db.nextId('visits'), child: olivia.id, date: addDays(toIsoDate(today), daysFromToday), ...visit, given_by_id: olivia.parent_id })
  }
  // docs/decisions/081: her vaccination card, a real one-page PDF.
  const { name, kind, daysFromToday, lines } = seedOliviaDocument
  const bytes = textPdf(lines(SEED_CLINIC))
  const media_id = await storeUpload({ db }, 'application/pdf', bytes)
  const date = addDays(toIsoDate(today), daysFromToday)
  await db.documents.create({ id: db.nextId('documents'), child: olivia.id, name, kind, date, content_type: 'application/pdf', size: bytes.length, uploaded_at: new Date(today.getTime() + daysFromToday * 86_400_000).toISOString(), media_id, given_by_id: olivia.parent_id })
}

/** Olivia's ticked goal of this week and her reminder (after every other seed row, so their ids stay as they were). */
async function seedTicks(db: Database, childIds: Record<string, number>, today: Date): Promise<void> {
  const { band: code, set: slug, questionIndex } = seedPractice.olivia
  const band = db.bands.findFirst((q) => q.where({ code }))
  const set = band && db.sets.findFirst((q) => q.where({ band: band.id, slug }))
  const question = set && db.questions.findMany((q) => q.where({ band_set: set.id })).sort((a, b) => a.order - b.order)[questionIndex]
  if (!question) throw new Error('the seed tick has no question')
  await db.practice.create({ id: db.nextId('practice'), child: childIds.olivia ?? 0, week: weekStart(today), question: question.id })
  const { text, daysFromToday, time, repeat } = seedReminder
  const date = toIsoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() + daysFromToday, 12))
  const owner = db.children.findFirst((q) => q.where({ id: childIds.olivia ?? 0 }))?.parent_id ?? null
  await db.reminders.create({ id: db.nextId('reminders'), child: childIds.olivia ?? 0, text, date, time, repeat, given_by_id: owner })
}

/** Olivia's and Noah's answer history and measurements (after every other seed row, so their ids stay as they were). */
async function seedProgress(db: Database, childIds: Record<string, number>, today: Date): Promise<void> {
  for (const [key, entries] of Object.entries(seedHistory) as [keyof typeof seedHistory, (typeof seedHistory)[keyof typeof seedHistory]][]) {
    const child = db.children.findFirst((q) => q.where({ id: childIds[key] ?? 0 }))
    if (!child) throw new Error(`seed child ${key} is missing`)
    for (const entry of entries) {
      const band = db.bands.findFirst((q) => q.where({ code: entry.band }))
      if (!band) throw new Error(`seed band ${entry.band} is missing`)
      const sets = db.sets.findMany((q) => q.where({ band: band.id })).sort((a, b) => a.order - b.order)
      const snapshot = entry.percent
        ? { progress: sets.map((set) => {
            const percent = entry.percent?.[set.slug] ?? 0
            // A seeded 0 % is an area not answered then (a gap in the chart); any other value had all its questions answered.
            const answered = percent > 0 ? db.questions.findMany((q) => q.where({ band_set: set.id, is_active: true })).length : 0
            return { id: set.id, title: set.title, completion_percentage: percent, answered }
          }) }
        : submissionSnapshot(db, child, today)
      const shownBand = entry.percent ? band : (currentBand(db, child, today) ?? band)
      await db.history.create({
        id: db.nextId('history'),
        child: child.id,
        date: toIsoDate(new Date(today.getTime() - entry.daysAgo * 86_400_000)),
        band: { id: shownBand.id, title: shownBand.title },
        ...snapshot,
      })
    }
    for (const measurement of seedMeasurements[key]) {
      const { ageMonths, ...measures } = measurement
      await db.measurements.create({
        id: db.nextId('measurements'),
        child: child.id,
        date: dateAtAge(child.dob, ageMonths) ?? child.dob,
        ...measures,
        given_by_id: child.parent_id,
      })
    }
  }
  // docs/decisions/091: a child's height and weight are the latest measurement's, so a seeded child with them and no
  // measurement yet (Ama) gets that day's measurement, as a child created with them does.
  for (const child of db.children.all()) {
    if ((child.height_cm === null && child.weight_kg === null) || db.measurements.findFirst((q) => q.where({ child: child.id }))) continue
    const { height_cm, weight_kg } = child
    await db.measurements.create({ id: db.nextId('measurements'), child: child.id, date: toIsoDate(today), height_cm, weight_kg, head_circumference_cm: null, given_by_id: child.parent_id })
  }
}
