import type { Account, AccountUpdate, SessionUser } from '@/contract/accounts'
import type { AdminOverview } from '@/contract/admin-overview'
import type { Child, ChildCreate } from '@/contract/children'
import type { Band, Option, Question, QuestionSet } from '@/contract/content'
import type { Measurement } from '@/contract/progress'
import type { InvitationCreate } from '@/contract/sharing'
import type { VisitCreate } from '@/contract/visits'
import type { ChildRecord } from '@/mock-server/records'
import { childRecord } from '@/mock-server/lib/child-record'
import { seedUsers } from '@/mock-server/seed/users'

/*
 * Test data factories (STYLE.md: test data through factories). Each builds a whole, valid
 * record in the seed's shape from the few fields a test cares about; a field added to the
 * contract gets its default in one place (the mock's child-record defaults for children),
 * not in every test that needs a child.
 */

/** A child as the API answers it; by default the seed's Liam (3 months, no measurements). `name` follows the two halves. */
export function makeChild(fields: Partial<Child> = {}): Child {
  const { parent_id: _parent, ...defaults } = childRecord({ id: 1, parent_id: 0, dob: '2025-10-15' })
  const child = { ...defaults, first_name: 'Liam', last_name: 'Carter', age_in_months: 3, name: '', ...fields }
  return { ...child, name: fields.name ?? `${child.first_name} ${child.last_name}`.trim() }
}

/** A new child's form as the app sends it: by default Liam Carter, born 15 October 2025, nothing else filled in. */
export function makeChildBody(fields: Partial<ChildCreate> = {}): ChildCreate {
  return { first_name: 'Liam', last_name: 'Carter', sex: 'Male', dob: '2025-10-15', ...fields }
}

/** A child as the mock stores it (the mock's own record builder, as the seed and the children handler use it). */
export function makeChildRecord(fields: Pick<ChildRecord, 'id' | 'parent_id'> & Partial<ChildRecord>): ChildRecord {
  return childRecord({ dob: '2025-10-15', first_name: 'Liam', last_name: 'Carter', ...fields })
}

/** An answer option; "Yes" worth 2 by default. */
export function makeOption(fields: Partial<Option> & Pick<Option, 'id' | 'question'>): Option {
  return { label: 'Yes', value_int: 2, value_str: '', is_active: true, order: 0, ...fields }
}

/** A single-choice question with no options unless given. */
export function makeQuestion(fields: Partial<Question> & Pick<Question, 'id' | 'band_set'>): Question {
  return { text: `Question ${fields.id}`, help_text: '', multi_select: false, is_active: true, order: 0, options: [], ...fields }
}

/** A question set with no questions unless given. */
export function makeQuestionSet(fields: Partial<QuestionSet> & Pick<QuestionSet, 'id' | 'band'>): QuestionSet {
  return { title: `Set ${fields.id}`, slug: `set-${fields.id}`, is_active: true, order: 0, questions: [], ...fields }
}

/** An active age band without images or sets unless given; by default 0 to 6 months. */
export function makeBand(fields: Partial<Band> & Pick<Band, 'id'>): Band {
  return {
    code: `B${fields.id}`,
    title: `Band ${fields.id}`,
    age_min_months: 0,
    age_max_months: 6,
    is_active: true,
    milestone_image: null,
    goal_image: null,
    order: 0,
    sets: [],
    ...fields,
  }
}

/** The user a session holds; a parent who finished onboarding by default. */
export function makeUser(fields: Partial<Omit<SessionUser, 'profile'>> & { onboarded?: boolean } = {}): SessionUser {
  const { onboarded = true, ...rest } = fields
  return { id: 1, email: 'parent@example.com', full_name: 'Test Parent', user_type: 'CLIENT', profile: { is_onboarding_complete: onboarded }, ...rest }
}

/** The admin overview (docs/decisions/061) of healthy content: counts, nothing to fix, no "Not yet" answers. */
export function makeAdminOverview(fields: Partial<AdminOverview> = {}): AdminOverview {
  return { parents: 2, children: 3, answers_this_week: 1, unanswerable_questions: [], age_gaps: [], inactive: [], most_not_yet: [], ...fields }
}

/** An invitation a child's owner sends (docs/decisions/072): Caregiver to a grandparent by default; `child` is the seed child to share. */
export function makeInvitationBody(fields: Partial<InvitationCreate> & Pick<InvitationCreate, 'child'>): InvitationCreate {
  return { email: 'grandma@example.org', role: 'caregiver', ...fields }
}

/** A visit a parent records (docs/decisions/080): by default a well-child check-up on 1 June 2025 with no time and nothing written; `child` is the seed child. */
export function makeVisitBody(fields: Partial<VisitCreate> & Pick<VisitCreate, 'child'>): VisitCreate {
  return { date: '2025-06-01', time: '', kind: 'well_child', clinician: '', notes: '', questions: '', ...fields }
}

/** A day's measurements on Track Progress: by default child 1 on 1 June 2026 with nothing measured. */
export function makeMeasurement(fields: Partial<Measurement> & Pick<Measurement, 'id'>): Measurement {
  return { child: 1, date: '2026-06-01', height_cm: null, weight_kg: null, head_circumference_cm: null, ...fields }
}

/** The account page's form as the seed parent saves it (docs/decisions/084: a new `email` needs `current_password`). */
export function makeAccountUpdate(fields: Partial<AccountUpdate> = {}): AccountUpdate {
  return { full_name: seedUsers.parent.full_name, email: seedUsers.parent.email, phone: '+1 212 555 0100', city: 'new-york', country: 'us', units: 'metric', ...fields }
}

/** The seed parent's account as GET /accounts/me/ answers it: confirmed, nothing waiting, unless told otherwise. */
export function makeAccount(fields: Partial<Account> = {}): Account {
  return { id: 2, ...makeAccountUpdate(), email_confirmed: true, pending_email: null, ...fields }
}
