import { EXPORT_FORMAT_VERSION, exportedDocumentPath, type AccountExport } from '@/contract/leaving'
import type { ChildRecord, Database, UserRecord } from '@/mock-server/db'
import { accessOf, nameOf, visibleChildren } from '@/mock-server/lib/child-access'

/** Rows kept per child, by child id, for the children the export covers. */
const rowsOf = <Row extends { child: number }>(rows: readonly Row[], children: ReadonlySet<number>) => rows.filter((row) => children.has(row.child)).sort((a, b) => a.child - b.child)

/**
 * Issue #26 point 4 (docs/decisions/077): everything the account gave, as flat tables. Its own children with
 * everything kept for them (what a co-caregiver gave marked with their name); a child shared with the account
 * with what it gave there: answers, measurements, reminders, vaccine records, visits and documents, the rows that
 * keep who gave them (docs/decisions/089). `fileUrl` is each document's file, which the app puts in the ZIP.
 */
export function accountExport(db: Database, user: UserRecord, now: Date, account: AccountExport['account'], fileUrl: (documentId: number) => string): AccountExport {
  const children = user.user_type === 'ADMIN' ? [] : visibleChildren({ db }, user) // the export is an extension: a server with it has sharing
  const owned = new Set(children.filter((child) => child.parent_id === user.id).map((child) => child.id))
  const all = new Set(children.map((child) => child.id))
  const byGiver = <Row extends { child: number; given_by_id: number | null }>(row: Row) => owned.has(row.child) || row.given_by_id === user.id
  const givenBy = (id: number | null) => ({ given_by: nameOf(db, id), given_by_you: id === user.id })
  const questions = new Map(db.questions.all().map((question) => [question.id, question.text]))
  const options = new Map(db.options.all().map((option) => [option.id, option.label]))
  const vaccines = new Map(db.vaccines.all().map((dose) => [dose.id, dose]))
  return {
    format_version: EXPORT_FORMAT_VERSION,
    exported_at: now.toISOString(),
    account,
    children: children.map((child) => childRow(db, user, child)),
    answers: rowsOf(db.responses.all(), all)
      .filter(byGiver)
      .map((row) => ({
        id: row.id,
        child: row.child,
        question_id: row.question,
        question_text: questions.get(row.question) ?? '',
        answer: row.choices.flatMap((choice) => options.get(choice.option) ?? []),
        ...givenBy(row.given_by_id),
      })),
    history: rowsOf(db.history.all(), owned).flatMap((entry) =>
      entry.progress.map((area) => ({
        id: entry.id,
        child: entry.child,
        date: entry.date,
        band: entry.band?.title ?? null,
        area: area.title,
        completion_percentage: area.completion_percentage,
        answered: area.answered ?? null,
      })),
    ),
    measurements: rowsOf(db.measurements.all(), all)
      .filter(byGiver)
      .map(({ given_by_id, id, child, date, height_cm, weight_kg, head_circumference_cm }) => ({ id, child, date, height_cm, weight_kg, head_circumference_cm, ...givenBy(given_by_id) })),
    checklist_ticks: rowsOf(db.practice.all(), owned).map(({ id, child, week, question }) => ({ id, child, week, question_id: question, question_text: questions.get(question) ?? '' })),
    reminders: rowsOf(db.reminders.all(), all)
      .filter(byGiver)
      .map(({ id, child, text, date, time, repeat, given_by_id }) => ({ id, child, text, date, time, repeat, ...givenBy(given_by_id) })),
    doctor_questions: rowsOf(db.doctorQuestions.all(), owned).map(({ child, text, updated_at }) => ({ child, text, updated_at })),
    vaccine_records: rowsOf(db.doseRecords.all(), all)
      .filter(byGiver)
      .map(({ id, child, dose, status, date, clinic, lot, note, given_by_id }) => ({
      id,
      child,
      vaccine: vaccines.get(dose)?.vaccine ?? '',
      dose: vaccines.get(dose)?.dose ?? 0,
      status,
      date,
      clinic,
      lot,
      note,
      ...givenBy(given_by_id),
    })),
    visits: rowsOf(db.visits.all(), all)
      .filter(byGiver)
      .map(({ id, child, date, time, kind, clinician, notes, questions, given_by_id }) => ({ id, child, date, time, kind, clinician, notes, questions, ...givenBy(given_by_id) })),
    documents: rowsOf(db.documents.all(), all)
      .filter(byGiver)
      .map(({ id, child, name, kind, date, content_type, size, uploaded_at, given_by_id }) => ({
        id,
        child,
        name,
        kind,
        date,
        content_type,
        size,
        uploaded_at,
        file_in_zip: exportedDocumentPath({ id, name, content_type }),
        file_url: fileUrl(id),
        ...givenBy(given_by_id),
      })),
  }
}

function childRow(db: Database, user: UserRecord, child: ChildRecord): AccountExport['children'][number] {
  const { role, owner_name } = accessOf(db, user, child)
  return {
    id: child.id,
    first_name: child.first_name,
    last_name: child.last_name,
    sex: child.sex,
    dob: child.dob,
    height_cm: child.height_cm,
    weight_kg: child.weight_kg,
    is_premature: child.is_premature,
    weeks_premature: child.weeks_premature,
    birth_weight_kg: child.birth_weight,
    health_conditions: child.notes,
    has_photo: child.profile_image !== null,
    role,
    owner_name,
  }
}
