import type { z } from 'zod'
import { exportedDocumentPath, type AccountExport } from '@/contract/leaving'
import { hashToken } from '@/mock-server/lib/security'
import {
  bandRecordSchema,
  childAccessRecordSchema,
  childRecordSchema,
  doctorQuestionsRecordSchema,
  documentRecordSchema,
  doseRecordRecordSchema,
  historyRecordSchema,
  invitationRecordSchema,
  legacyMediaRecordSchema,
  measurementRecordSchema,
  mediaRecordSchema,
  optionRecordSchema,
  practiceRecordSchema,
  questionRecordSchema,
  reminderRecordSchema,
  responseRecordSchema,
  savedTokenSchema,
  setRecordSchema,
  tokenRecordSchema,
  userRecordSchema,
  vaccineRecordSchema,
  visitRecordRecordSchema,
  visitScheduleRecordSchema,
  type ChildRecord,
  type ClearTokenRecord,
  type OptionRecord,
  type QuestionRecord,
  type SavedToken,
  type SetRecord,
  type TokenRecord,
  type VaccineRecord,
} from '@/mock-server/records'
import { seedVaccineSchedule } from '@/mock-server/seed/vaccine-schedule'
import { seedVisitSchedule } from '@/mock-server/seed/visit-schedule'

/*
 * The registry of the mock's tables: one entry each, read by the database (its collections and id counters), the
 * snapshot (its shape, how an older one is read, how a damaged one is salvaged), persistence (the damaged-data notice)
 * and the account's export. Adding a table is one entry here, its handlers and its seed data (CONTRIBUTING.md,
 * "Adding a table to the mock"). What the registry can read from a record schema it reads, not told: a table whose
 * rows have an `id` has an id counter, one whose rows have a `child` loses them with the child, one whose rows have a
 * `given_by_id` forgets a deleted account there (docs/decisions/089).
 */

/** The lists of the account's export that tables fill (the account and its children are the export's frame). */
export type ExportLists = Omit<AccountExport, 'format_version' | 'exported_at' | 'account' | 'children'>
export type ExportListName = keyof ExportLists
type ExportItem<K extends ExportListName> = ExportLists[K][number]

/** What an exported row may look up: the texts of the content it names, who gave it, a document's file. */
export interface ExportLookups {
  questionText(id: number): string
  optionLabel(id: number): string | undefined
  vaccine(id: number): VaccineRecord | undefined
  givenBy(id: number | null): { given_by: string | null; given_by_you: boolean }
  fileUrl(documentId: number): string
}

/** Whose rows an export holds: of the children the account owns, of those it sees, and by whom. */
export interface ExportScope {
  owned: ReadonlySet<number>
  visible: ReadonlySet<number>
  userId: number
}

/** How a table goes into the account's export: which list, and each row's exported row(s). */
export interface ExportSpec<Row> {
  list: ExportListName
  rows(rows: readonly Row[], scope: ExportScope, look: ExportLookups): readonly object[]
}

/** Rows of these children, by child id (a stable sort keeps each child's rows in their order). */
const rowsOf = <Row extends { child: number }>(rows: readonly Row[], children: ReadonlySet<number>) => rows.filter((row) => children.has(row.child)).sort((a, b) => a.child - b.child)

/** Everything kept for the account's own children (docs/decisions/077). */
function exportOwned<K extends ExportListName, Row extends { child: number }>(list: K, toRows: (row: Row, look: ExportLookups) => ExportItem<K> | ExportItem<K>[]): ExportSpec<Row> {
  return { list, rows: (rows, scope, look) => rowsOf(rows, scope.owned).flatMap((row) => toRows(row, look)) }
}

/** Everything kept for its own children, and what it gave to a child shared with it (docs/decisions/089). */
function exportGiven<K extends ExportListName, Row extends { child: number; given_by_id: number | null }>(list: K, toRows: (row: Row, look: ExportLookups) => ExportItem<K>): ExportSpec<Row> {
  return {
    list,
    rows: (rows, scope, look) =>
      rowsOf(rows, scope.visible)
        .filter((row) => scope.owned.has(row.child) || row.given_by_id === scope.userId)
        .map((row) => toRows(row, look)),
  }
}

/** Whether a kept table holds a record with this id; a salvage keeps a row only when its parents were kept. */
export type KeptIds = (table: string, id: number) => boolean

interface TableOptions<Row, Saved> {
  /** A record in plain words, one and many (the notice after damaged demo data was read). */
  words: readonly [one: string, many: string]
  /** 'first': in every snapshot ever saved (one without it is damaged); 'later': added since, read as empty when missing. */
  since: 'first' | 'later'
  /** For a table added later that holds content: the rows a snapshot saved before it existed reads it with (the seed's). */
  rowsBefore?: () => Row[]
  /** An older shape a saved snapshot may hold its rows in: read, and upgraded as they are restored. */
  saved?: { schema: z.ZodType<Saved>; isOlder(row: Saved): boolean; upgrade(row: Saved): Promise<Row> }
  /** In a salvage (docs/decisions/028), the rows kept are those whose parent records were kept. */
  keptWith?: { parents(row: NoInfer<Saved>, kept: KeptIds): boolean; why: string }
  export?: ExportSpec<Row>
}

/** A record schema is an object, so the registry can see which fields its rows have. */
type RecordSchema = z.ZodObject

function table<S extends RecordSchema, Saved extends object = z.output<S>>(schema: S, options: TableOptions<z.output<S>, Saved>): { schema: S } & TableOptions<z.output<S>, Saved> {
  return { schema, ...options }
}

/** A table stored apart from the snapshot, one record at a time; snapshots saved before that held its rows in `inOlderSnapshots`' shape. */
function tableApart<S extends RecordSchema>(schema: S, options: TableOptions<z.output<S>, z.output<S>>, apart: { inOlderSnapshots: z.ZodType<z.output<S>> }) {
  return { ...table(schema, options), apart }
}

/** Hashes a session saved in clear (docs/decisions/089); the snapshot is saved again at once. */
async function hashedToken(token: SavedToken): Promise<TokenRecord> {
  if (!isClearToken(token)) return token
  const { access, refresh, ...rest } = token
  return { ...rest, access_hash: await hashToken(access), refresh_hash: await hashToken(refresh) }
}
const isClearToken = (token: SavedToken): token is ClearTokenRecord => 'access' in token

/** A table of the first snapshots whose rows hang from one parent record: a salvage keeps a row while its parent is kept. */
const firstUnder = <Row>(one: string, many: string, parent: string, parentId: (row: Row) => number, why: string) => ({
  words: [one, many] as const,
  since: 'first' as const,
  keptWith: { parents: (row: Row, kept: KeptIds) => kept(parent, parentId(row)), why },
})

/** A table added later whose rows belong to one child: a salvage keeps a row while its child is kept. */
const laterOfChild = (one: string, many: string) => ({
  words: [one, many] as const,
  since: 'later' as const,
  keptWith: { parents: (row: { child: number }, kept: KeptIds) => kept('children', row.child), why: 'its child was left out' },
})

/** In parent-first order: a salvage reads them in this order, so a row's parents are known when it is read. */
export const tables = {
  users: table(userRecordSchema, { words: ['account', 'accounts'], since: 'first' }),
  tokens: table(tokenRecordSchema, {
    words: ['sign-in session', 'sign-in sessions'],
    since: 'first',
    saved: { schema: savedTokenSchema, isOlder: isClearToken, upgrade: hashedToken },
    keptWith: { parents: (row, kept) => kept('users', row.user_id), why: 'its user was left out' },
  }),
  children: table(childRecordSchema, firstUnder('child profile', 'child profiles', 'users', (row: ChildRecord) => row.parent_id, 'its parent was left out')),
  bands: table(bandRecordSchema, { words: ['band', 'bands'], since: 'first' }),
  sets: table(setRecordSchema, firstUnder('question set', 'question sets', 'bands', (row: SetRecord) => row.band, 'its band was left out')),
  questions: table(questionRecordSchema, firstUnder('question', 'questions', 'sets', (row: QuestionRecord) => row.band_set, 'its question set was left out')),
  options: table(optionRecordSchema, firstUnder('answer option', 'answer options', 'questions', (row: OptionRecord) => row.question, 'its question was left out')),
  responses: table(responseRecordSchema, {
    words: ['saved answer', 'saved answers'],
    since: 'first',
    keptWith: {
      parents: (row, kept) => kept('children', row.child) && kept('questions', row.question) && row.choices.every((choice) => kept('options', choice.option)),
      why: 'its child, question or option was left out',
    },
    export: exportGiven('answers', (row, look) => ({
      id: row.id,
      child: row.child,
      question_id: row.question,
      question_text: look.questionText(row.question),
      answer: row.choices.flatMap((choice) => look.optionLabel(choice.option) ?? []),
      ...look.givenBy(row.given_by_id),
    })),
  }),
  history: table(historyRecordSchema, {
    ...laterOfChild('progress record', 'progress records'),
    export: exportOwned('history', (entry) =>
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
  }),
  measurements: table(measurementRecordSchema, {
    ...laterOfChild('measurement', 'measurements'),
    export: exportGiven('measurements', ({ given_by_id, id, child, date, height_cm, weight_kg, head_circumference_cm }, look) => ({ id, child, date, height_cm, weight_kg, head_circumference_cm, ...look.givenBy(given_by_id) })),
  }),
  doctorQuestions: table(doctorQuestionsRecordSchema, {
    ...laterOfChild('list of questions for the doctor', 'lists of questions for the doctor'),
    export: exportOwned('doctor_questions', ({ child, text, updated_at }) => ({ child, text, updated_at })),
  }),
  practice: table(practiceRecordSchema, {
    words: ['checklist tick', 'checklist ticks'],
    since: 'later',
    keptWith: { parents: (row, kept) => kept('children', row.child) && kept('questions', row.question), why: 'its child or question was left out' },
    export: exportOwned('checklist_ticks', ({ id, child, week, question }, look) => ({ id, child, week, question_id: question, question_text: look.questionText(question) })),
  }),
  reminders: table(reminderRecordSchema, {
    ...laterOfChild('reminder', 'reminders'),
    export: exportGiven('reminders', ({ id, child, text, date, time, repeat, given_by_id }, look) => ({ id, child, text, date, time, repeat, ...look.givenBy(given_by_id) })),
  }),
  childAccess: table(childAccessRecordSchema, {
    words: ['shared access', 'shared accesses'],
    since: 'later',
    keptWith: { parents: (row, kept) => kept('children', row.child) && kept('users', row.user), why: 'its child or user was left out' },
  }),
  invitations: table(invitationRecordSchema, laterOfChild('invitation', 'invitations')),
  // docs/decisions/073: content, like the bands; a snapshot saved before it existed gets the seed's schedule.
  vaccines: table(vaccineRecordSchema, { words: ['vaccine dose', 'vaccine doses'], since: 'later', rowsBefore: () => structuredClone(seedVaccineSchedule) }),
  doseRecords: table(doseRecordRecordSchema, {
    words: ['recorded dose', 'recorded doses'],
    since: 'later',
    keptWith: { parents: (row, kept) => kept('children', row.child) && kept('vaccines', row.dose), why: 'its child or dose was left out' },
    export: exportGiven('vaccine_records', ({ id, child, dose, status, date, clinic, lot, note, given_by_id }, look) => ({
      id,
      child,
      vaccine: look.vaccine(dose)?.vaccine ?? '',
      dose: look.vaccine(dose)?.dose ?? 0,
      status,
      date,
      clinic,
      lot,
      note,
      ...look.givenBy(given_by_id),
    })),
  }),
  // docs/decisions/080: the same for the well-child visit schedule.
  visitSchedule: table(visitScheduleRecordSchema, { words: ['recommended visit', 'recommended visits'], since: 'later', rowsBefore: () => structuredClone(seedVisitSchedule) }),
  visits: table(visitRecordRecordSchema, {
    ...laterOfChild('recorded visit', 'recorded visits'),
    export: exportGiven('visits', ({ id, child, date, time, kind, clinician, notes, questions, given_by_id }, look) => ({ id, child, date, time, kind, clinician, notes, questions, ...look.givenBy(given_by_id) })),
  }),
  documents: table(documentRecordSchema, {
    ...laterOfChild('health document', 'health documents'),
    export: exportGiven('documents', ({ id, child, name, kind, date, content_type, size, uploaded_at, given_by_id }, look) => ({
      id,
      child,
      name,
      kind,
      date,
      content_type,
      size,
      uploaded_at,
      file_in_zip: exportedDocumentPath({ id, name, content_type }),
      file_url: look.fileUrl(id),
      ...look.givenBy(given_by_id),
    })),
  }),
  // Uploads: their bytes, stored one by one beside the snapshot (docs/decisions/027, 085), never rewritten with it.
  media: tableApart(mediaRecordSchema, { words: ['uploaded image', 'uploaded images'], since: 'first' }, { inOlderSnapshots: legacyMediaRecordSchema }),
}

export type Tables = typeof tables
export type TableName = keyof Tables
export const tableNames = Object.keys(tables) as TableName[]
/** A table's record, as stored. */
export type RowOf<K extends TableName> = z.output<Tables[K]['schema']>
/** A table's record as a saved snapshot may hold it (an older shape, upgraded as it is restored). */
export type SavedRowOf<K extends TableName> = Tables[K] extends { saved?: { schema: z.ZodType<infer Saved> } } ? Saved : RowOf<K>
/** The tables stored apart from the snapshot (uploads). */
export type ApartTableName = { [K in TableName]: Tables[K] extends { apart: object } ? K : never }[TableName]

/** Whether a table's records have this field (read from its schema). */
const hasField = (name: TableName, field: string) => field in tables[name].schema.shape

/** Ids given inside a table's rows, with a counter of their own: an answer's choices. */
export const nestedCounters = {
  choices: { table: 'responses', highest: (rows: readonly RowOf<'responses'>[]) => highestId(rows.flatMap((row) => row.choices)) },
} as const

/** The tables whose records have an id: each has an id counter, kept in the snapshot, so ids are never reused after a delete. */
type TableWithId = { [K in TableName]: RowOf<K> extends { id: number } ? K : never }[TableName]
export type CounterName = TableWithId | keyof typeof nestedCounters
export const counterNames: CounterName[] = [...tableNames.filter((name): name is TableWithId => hasField(name, 'id')), ...(Object.keys(nestedCounters) as (keyof typeof nestedCounters)[])]

/** The tables whose rows belong to one child: deleted with it (docs/decisions/062). */
export const childTables = tableNames.filter((name) => name !== 'children' && hasField(name, 'child'))
/** The tables whose rows say who gave them: a deleted account is forgotten there (docs/decisions/089). */
export const givenByTables = tableNames.filter((name) => hasField(name, 'given_by_id'))

export function highestId(rows: readonly { id: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0)
}
