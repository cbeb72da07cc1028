import type { AdminUser, SessionUser } from '@/contract/accounts'
import type { ChildAccess } from '@/contract/child-access'
import type { Child } from '@/contract/children'
import type { Band, Option, Question, QuestionSet } from '@/contract/content'
import type { DoctorQuestions } from '@/contract/doctor-questions'
import { documentFilePath, type HealthDocument } from '@/contract/documents'
import type { ChildMember } from '@/contract/sharing'
import { ageInMonths } from '@/domain/age'
import type { Database } from '@/mock-server/db'
import type { BandRecord, ChildAccessRecord, ChildRecord, DocumentRecord, DoctorQuestionsRecord, OptionRecord, QuestionRecord, SetRecord, UserRecord } from '@/mock-server/records'
import { addedRowView } from '@/mock-server/lib/child-access'
import type { ServerContext } from '@/mock-server/lib/context'
import { contentKey } from '@/mock-server/lib/content-keys'

/** Record -> wire shapes. Kept in one place so every endpoint answers alike. */

export function sessionUserView(user: UserRecord): SessionUser {
  return {
    id: user.id,
    email: user.email,
    full_name: user.full_name,
    user_type: user.user_type,
    profile: { is_onboarding_complete: user.is_onboarding_complete },
  }
}

export function adminUserView(user: UserRecord): AdminUser {
  const { password_hash: _hash, is_onboarding_complete: _onboarding, email_confirmed_at: _confirmed, email_confirmation: _link, access_ended: _ended, ...view } = user
  return { ...view, profile: { ...view.profile } }
}

/** A child as the caller sees it; `access` (docs/decisions/072) is the caller's role and the owner's name. */
export function childView(child: ChildRecord, today: Date, access?: ChildAccess): Child {
  const { parent_id: _parent, vaccine_record_complete: _complete, ...fields } = child
  return {
    ...fields,
    name: [child.first_name, child.last_name].filter(Boolean).join(' '),
    age_in_months: ageInMonths(child.dob, today),
    ...(access ? { access } : {}),
  }
}

const byOrder = <T extends { order: number; id: number }>(a: T, b: T) => a.order - b.order || a.id - b.id

/** Items by key, each group in the table's own order. */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const item of items) {
    const k = key(item)
    const group = groups.get(k)
    if (group) group.push(item)
    else groups.set(k, [item])
  }
  return groups
}

/** Every option answers its stable key (docs/decisions/049). */
export const optionView = (option: OptionRecord): Option => ({ ...option, key: contentKey('option', option) })

/**
 * Builds nested bands in one pass over each table (not one query per row),
 * so the large builder content (50 x 4 x 10 x 4) answers quickly.
 */
export function bandTree(db: Database, only?: readonly BandRecord[]): Band[] {
  const bands = [...(only ?? db.bands.all())].sort(byOrder)
  const setsByBand = groupBy(db.sets.all(), (s) => s.band)
  const questionsBySet = groupBy(db.questions.all(), (q) => q.band_set)
  const optionsByQuestion = groupBy(db.options.all(), (o) => o.question)
  const questionView = (q: QuestionRecord): Question => ({
    ...q,
    key: contentKey('question', q),
    options: (optionsByQuestion.get(q.id) ?? []).sort(byOrder).map(optionView),
  })
  const setView = (s: SetRecord): QuestionSet => ({
    ...s,
    key: contentKey('set', s),
    questions: (questionsBySet.get(s.id) ?? []).sort(byOrder).map(questionView),
  })
  return bands.map((b) => ({ ...b, sets: (setsByBand.get(b.id) ?? []).sort(byOrder).map(setView) }))
}

export function bandView(db: Database, band: BandRecord): Band {
  const [view] = bandTree(db, [band])
  if (!view) throw new Error(`band ${band.id} vanished while answering`)
  return view
}

export function questionSetView(db: Database, set: SetRecord): QuestionSet {
  const questions = db.questions.findMany((q) => q.where({ band_set: set.id })).sort(byOrder)
  return { ...set, key: contentKey('set', set), questions: questions.map((q) => questionView(db, q)) }
}

export function questionView(db: Database, question: QuestionRecord): Question {
  const options = db.options.findMany((q) => q.where({ question: question.id })).sort(byOrder)
  return { ...question, key: contentKey('question', question), options: options.map(optionView) }
}

/** A child's questions for the doctor: an empty text and no date until some are saved. */
export const doctorQuestionsView = (childId: number, row: DoctorQuestionsRecord | undefined): DoctorQuestions =>
  row ? { child: row.child, text: row.text, updated_at: row.updated_at } : { child: childId, text: '', updated_at: null }

/** A health document with the URL of its bytes (the bytes themselves are an upload kept apart). */
export const documentView = (ctx: Pick<ServerContext, 'publicBaseUrl'>, user: UserRecord, { media_id: _media, ...document }: DocumentRecord): HealthDocument => ({
  ...addedRowView(user)(document),
  file: `${ctx.publicBaseUrl}${documentFilePath.replace(':id', String(document.id))}`,
})

/** An account a child is shared with, with its name and email as they are now. */
export function memberView(db: Database, row: ChildAccessRecord): ChildMember {
  const user = db.users.findFirst((q) => q.where({ id: row.user }))
  return { id: row.id, user: row.user, full_name: user?.full_name ?? '', email: user?.email ?? '', role: row.role, since: row.since }
}
