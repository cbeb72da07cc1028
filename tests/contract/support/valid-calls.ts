import { listUsers, updateAccount } from '@/api/accounts.api'
import { listChildren } from '@/api/children.api'
import { createInvitation, removeChildAccess } from '@/api/sharing.api'
import { seedUsers } from '@/mock-server/seed/users'
import type { CallInput } from '@/api/client'
import { readSession } from '@/api/session'
import type { EndpointName, Endpoints } from '@/contract/endpoints'
import { weekStart } from '@/domain/weekly-checklist'
import { makeDocumentUpload } from '../../support/document-files'
import type { Database } from '@/mock-server/db'
import { bandByCode, optionOf, pngFile, questionsOf, seedChildId, setBySlug, signIn, signupBody } from '../../mock-server/helpers'

/** Signs the seed caregiver in (who then makes the call) and hands the value on. */
const asCaregiver = async <T>(value: T): Promise<T> => {
  await signIn(seedUsers.caregiver)
  return value
}

/** The seed parent asks to change their e-mail (docs/decisions/084): a confirmation link waits. */
const askForNewEmail = () =>
  updateAccount({ full_name: seedUsers.parent.full_name, email: 'paula.new@example.com', phone: '+1 212 555 0100', city: 'london', country: 'uk', units: 'metric', current_password: seedUsers.parent.password })
const tokenOf = (link: string | undefined) => new URL(link ?? '', 'http://localhost').searchParams.get('token') ?? ''

/** Who makes the call: signed out, the seed parent (a CLIENT), the seed caregiver (Olivia is shared with them) or the seed admin. */
export type Caller = 'nobody' | 'parent' | 'caregiver' | 'admin'

export interface ValidCall<N extends EndpointName> {
  as: Caller
  /** A request the mock accepts on the fresh seed; may call the API first (as `as`) to find what it needs. */
  input: (db: Database) => CallInput<Endpoints[N]> | Promise<CallInput<Endpoints[N]>>
}

const band = (db: Database) => bandByCode(db, 'B1224')
const set = (db: Database) => setBySlug(db, 'B1224', 'language')
const question = (db: Database) => {
  const first = questionsOf(db, set(db).id)[0]
  if (!first) throw new Error('the seed set B1224/language has no question')
  return first
}
const olivia = (db: Database) => seedChildId(db, 'olivia')
const doseRecord = (db: Database) => db.doseRecords.findFirst((q) => q.where({ child: olivia(db) }))?.id ?? 0
/** A dose Olivia has nothing recorded for in the seed (the 6-18 month polio dose, due). */
const unrecordedDose = (db: Database) => db.vaccines.findFirst((q) => q.where({ key: 'ipv-3' }))?.id ?? 0
const visit = (db: Database) => db.visits.findFirst((q) => q.where({ child: olivia(db) }))?.id ?? 0
const measurement = (db: Database) => db.measurements.findFirst((q) => q.where({ child: olivia(db) }))?.id ?? 0
const healthDocument = (db: Database) => db.documents.findFirst((q) => q.where({ child: olivia(db) }))?.id ?? 0
const reminder = (db: Database) => db.reminders.findFirst((q) => q.where({ child: olivia(db) }))?.id ?? 0
const noah = (db: Database) => seedChildId(db, 'noah')
const access = (db: Database) => db.childAccess.findFirst((q) => q.where({ child: olivia(db) }))?.id ?? 0
/** An invitation of Noah to the seed caregiver, made by the seed parent (who is signed in afterwards: `as` says who calls). */
const invitationToCaregiver = async (db: Database) => {
  // A row's input is built again for each check: the one before is dropped, so this one is not "already waiting".
  db.invitations.deleteMany((q) => q.where({ email: seedUsers.caregiver.email }))
  const invitation = await createInvitation({ child: (await listChildren()).find((child) => child.first_name === 'Noah')?.id ?? 0, email: seedUsers.caregiver.email, role: 'viewer' })
  return { id: invitation.id, token: new URL(invitation.link ?? '', 'http://localhost').searchParams.get('token') ?? '' }
}
/** docs/decisions/094: the seed parent removes the caregiver from Olivia, who then has a notice of it (its id). */
const accessEndedForCaregiver = async (db: Database) => {
  const id = access(db)
  if (id) await removeChildAccess(id)
  // A row's input is built again for each check: the second time the notice is there already.
  return id || (db.users.findFirst((q) => q.where({ email: seedUsers.caregiver.email }))?.access_ended?.[0]?.id ?? 0)
}
const importFile = () =>
  new File([JSON.stringify([{ code: 'B3648', title: '36 - 48 Months', age_min_months: 36, age_max_months: 48, sets: [] }])], 'milestones.json', {
    type: 'application/json',
  })

/**
 * One successful call of every row of the endpoint table. The mapped type makes
 * a new row a type error here until it has its call.
 */
export const validCalls: { [N in EndpointName]: ValidCall<N> } = {
  login: { as: 'nobody', input: () => ({ body: { email: 'parent@example.com', password: 'parent1234' } }) },
  signup: { as: 'nobody', input: () => ({ body: signupBody() }) },
  completeOnboarding: { as: 'parent', input: () => ({}) },
  logout: { as: 'parent', input: () => ({ body: { refresh: readSession()?.refresh ?? '' } }) },

  getAccount: { as: 'parent', input: () => ({}) },
  updateAccount: {
    as: 'parent',
    input: () => ({ body: { full_name: 'Pat Carter', email: 'parent@example.com', phone: '+1 212 555 0100', city: 'london', country: 'uk', units: 'imperial' } }),
  },
  changePassword: { as: 'parent', input: () => ({ body: { current_password: 'parent1234', new_password: 'parent5678', confirm_password: 'parent5678' } }) },
  confirmEmail: { as: 'parent', input: async () => ({ body: { token: tokenOf((await askForNewEmail()).confirmation_link) } }) },
  resendEmailConfirmation: { as: 'parent', input: async () => (await askForNewEmail(), {}) },
  cancelEmailChange: { as: 'parent', input: async () => (await askForNewEmail(), {}) },
  exportAccount: { as: 'parent', input: () => ({}) },
  deleteAccount: {
    as: 'parent',
    input: (db) => ({ body: { password: 'parent1234', children: [{ id: olivia(db), action: 'transfer', to_user: db.users.findFirst((q) => q.where({ email: seedUsers.caregiver.email }))?.id ?? 0 }] } }),
  },

  listChildren: { as: 'parent', input: () => ({}) },
  getChild: { as: 'parent', input: (db) => ({ params: { childId: olivia(db) } }) },
  createChild: {
    as: 'parent',
    input: () => ({ body: { first_name: 'Mia', sex: 'Female', dob: '2025-01-10', height: '27 in', weight: 7.5, profile_image_upload: pngFile() } }),
  },
  updateChild: { as: 'parent', input: (db) => ({ params: { childId: olivia(db) }, body: { first_name: 'Liv', profile_image_upload: pngFile() } }) },
  deleteChild: { as: 'parent', input: (db) => ({ params: { childId: olivia(db) } }) },
  listChildBands: { as: 'parent', input: (db) => ({ query: { child: olivia(db) } }) },

  listUsers: { as: 'admin', input: () => ({}) },
  updateUser: {
    as: 'admin',
    input: async () => {
      const parent = (await listUsers()).find((user) => user.email === 'parent@example.com')
      if (!parent) throw new Error('the seed parent is missing')
      return { params: { id: parent.id }, body: { ...parent, city: 'paris' } }
    },
  },

  listBands: { as: 'parent', input: () => ({}) },
  createBand: {
    as: 'admin',
    input: () => ({ body: { code: 'B3648', title: '36 - 48 Months', age_min_months: 36, age_max_months: 48, milestone_image: pngFile() } }),
  },
  updateBand: { as: 'admin', input: (db) => ({ params: { id: band(db).id }, body: { title: '1 - 2 Years', goal_image: pngFile() } }) },
  deleteBand: { as: 'admin', input: (db) => ({ params: { id: band(db).id } }) },
  exportMilestones: { as: 'admin', input: () => ({}) },
  importMilestones: { as: 'admin', input: () => ({ body: { file: importFile() } }) },
  contentImpact: { as: 'admin', input: (db) => ({ query: { level: 'band', id: band(db).id } }) },

  createQuestionSet: { as: 'admin', input: (db) => ({ body: { title: 'Play', slug: 'play', band: band(db).id } }) },
  updateQuestionSet: { as: 'admin', input: (db) => ({ params: { id: set(db).id }, body: { is_active: false } }) },
  deleteQuestionSet: { as: 'admin', input: (db) => ({ params: { id: set(db).id } }) },

  createQuestion: { as: 'admin', input: (db) => ({ body: { text: 'Stacks two blocks?', band_set: set(db).id } }) },
  updateQuestion: { as: 'admin', input: (db) => ({ params: { id: question(db).id }, body: { help_text: 'Watch at play time.' } }) },
  deleteQuestion: { as: 'admin', input: (db) => ({ params: { id: question(db).id } }) },

  createOption: { as: 'admin', input: (db) => ({ body: { label: 'Often', value_int: 2, question: question(db).id } }) },
  updateOption: { as: 'admin', input: (db) => ({ params: { id: optionOf(db, question(db).id, 'Yes').id }, body: { order: 2 } }) },
  deleteOption: { as: 'admin', input: (db) => ({ params: { id: optionOf(db, question(db).id, 'Yes').id } }) },

  listResponses: { as: 'parent', input: (db) => ({ query: { child: olivia(db) } }) },
  bulkCreateResponses: {
    as: 'parent',
    input: (db) => ({ body: { child: olivia(db), responses: [{ question: question(db).id, options: [optionOf(db, question(db).id, 'Yes').id] }] } }),
  },
  listMilestones: { as: 'parent', input: (db) => ({ query: { child: olivia(db) } }) },
  listMilestoneHistory: { as: 'parent', input: (db) => ({ query: { child: olivia(db) } }) },
  listMeasurements: { as: 'parent', input: (db) => ({ query: { child: olivia(db) } }) },
  createMeasurement: { as: 'parent', input: (db) => ({ body: { child: olivia(db), date: db.children.findFirst((q) => q.where({ id: olivia(db) }))?.dob ?? '', weight_kg: 3.4 } }) },
  updateMeasurement: { as: 'parent', input: (db) => ({ params: { id: measurement(db) }, body: { date: db.children.findFirst((q) => q.where({ id: olivia(db) }))?.dob ?? '', weight_kg: 3.4 } }) },
  deleteMeasurement: { as: 'parent', input: (db) => ({ params: { id: measurement(db) } }) },
  getDoctorQuestions: { as: 'parent', input: (db) => ({ query: { child: olivia(db) } }) },
  getAdminOverview: { as: 'admin', input: () => ({}) },
  saveDoctorQuestions: { as: 'parent', input: (db) => ({ body: { child: olivia(db), text: 'Is her sleep usual for her age?' } }) },
  getPracticeWeek: { as: 'parent', input: (db) => ({ query: { child: olivia(db), week: weekStart(new Date()) } }) },
  setPractice: { as: 'parent', input: (db) => ({ body: { child: olivia(db), week: weekStart(new Date()), question: question(db).id, practised: true } }) },
  listReminders: { as: 'parent', input: (db) => ({ query: { child: olivia(db) } }) },
  createReminder: { as: 'parent', input: (db) => ({ body: { child: olivia(db), text: 'Read a book', date: '2026-12-01', time: '18:30', repeat: 'none' } }) },
  updateReminder: { as: 'parent', input: (db) => ({ params: { id: reminder(db) }, body: { time: '10:00' } }) },
  deleteReminder: { as: 'parent', input: (db) => ({ params: { id: reminder(db) } }) },

  listChildAccess: { as: 'parent', input: (db) => ({ query: { child: olivia(db) } }) },
  updateChildAccess: { as: 'parent', input: (db) => ({ params: { id: access(db) }, body: { role: 'viewer' } }) },
  removeChildAccess: { as: 'parent', input: (db) => ({ params: { id: access(db) } }) },
  createInvitation: { as: 'parent', input: (db) => ({ body: { child: noah(db), email: 'grandma@example.org', role: 'viewer' } }) },
  revokeInvitation: { as: 'parent', input: async (db) => ({ params: { id: (await invitationToCaregiver(db)).id } }) },
  listMyInvitations: { as: 'caregiver', input: () => ({}) },
  acceptInvitation: { as: 'parent', input: async (db) => ({ params: { id: await asCaregiver((await invitationToCaregiver(db)).id) } }) },
  declineInvitation: { as: 'parent', input: async (db) => ({ params: { id: await asCaregiver((await invitationToCaregiver(db)).id) } }) },
  acceptInvitationLink: { as: 'parent', input: async (db) => ({ body: { token: await asCaregiver((await invitationToCaregiver(db)).token) } }) },
  previewInvitation: { as: 'parent', input: async (db) => ({ body: { token: (await invitationToCaregiver(db)).token } }) },
  listAccessEnded: { as: 'caregiver', input: () => ({}) },
  dismissAccessEnded: { as: 'parent', input: async (db) => ({ params: { id: await asCaregiver(await accessEndedForCaregiver(db)) } }) },
  getVaccineSchedule: { as: 'parent', input: () => ({}) },
  createVaccineDose: {
    as: 'admin',
    input: () => ({ body: { key: 'mena-1', vaccine: 'Meningococcal', short_name: 'MenACWY', dose: 1, from_months: 2, to_months: 2, min_age_days: 42, min_interval_days: null } }),
  },
  updateVaccineDose: { as: 'admin', input: (db) => ({ params: { id: unrecordedDose(db) }, body: { note: 'Any time from 6 to 18 months.' } }) },
  listDoseRecords: { as: 'parent', input: (db) => ({ query: { child: olivia(db) } }) },
  createDoseRecord: { as: 'parent', input: (db) => ({ body: { child: olivia(db), dose: unrecordedDose(db), status: 'given', date: weekStart(new Date()) } }) },
  updateDoseRecord: { as: 'parent', input: (db) => ({ params: { id: doseRecord(db) }, body: { lot: 'AB123' } }) },
  deleteDoseRecord: { as: 'parent', input: (db) => ({ params: { id: doseRecord(db) } }) },
  addVaccineCard: { as: 'parent', input: (db) => ({ body: { child: olivia(db), doses: [{ dose: unrecordedDose(db), date_unknown: true }] } }) },
  getVaccineRecordState: { as: 'parent', input: (db) => ({ query: { child: olivia(db) } }) },
  setVaccineRecordState: { as: 'parent', input: (db) => ({ body: { child: olivia(db), complete: false } }) },
  getVisitSchedule: { as: 'parent', input: () => ({}) },
  listVisits: { as: 'parent', input: (db) => ({ query: { child: olivia(db) } }) },
  createVisit: { as: 'parent', input: (db) => ({ body: { child: olivia(db), date: weekStart(new Date()), kind: 'well_child', clinician: 'Dr. Amara Lewis' } }) },
  updateVisit: { as: 'parent', input: (db) => ({ params: { id: visit(db) }, body: { questions: 'How much should she sleep?' } }) },
  deleteVisit: { as: 'parent', input: (db) => ({ params: { id: visit(db) } }) },
  listDocuments: { as: 'parent', input: (db) => ({ query: { child: olivia(db) } }) },
  uploadDocument: { as: 'parent', input: (db) => ({ body: makeDocumentUpload({ child: olivia(db) }) }) },
  updateDocument: { as: 'parent', input: (db) => ({ params: { id: healthDocument(db) }, body: { name: 'Vaccination card (2025)' } }) },
  deleteDocument: { as: 'parent', input: (db) => ({ params: { id: healthDocument(db) } }) },
}
