import { accountExportSchema, EXPORT_FORMAT_VERSION, type AccountExport } from '@/contract/leaving'
import type { Database } from '@/mock-server/db'
import type { ChildRecord, UserRecord } from '@/mock-server/records'
import { tableNames, tables, type ExportListName, type ExportLookups, type ExportScope, type ExportSpec } from '@/mock-server/tables'
import { accessOf, nameOf, visibleChildren } from '@/mock-server/lib/child-access'

/**
 * docs/decisions/077: everything the account gave, as flat tables. Its own children with
 * everything kept for them (what a co-caregiver gave marked with their name); a child shared with the account
 * with what it gave there: answers, measurements, reminders, vaccine records, visits and documents, the rows that
 * keep who gave them (docs/decisions/089). Each table says in the registry (tables.ts) which list it fills and how.
 * `fileUrl` is each document's file, which the app puts in the ZIP.
 */
export function accountExport(db: Database, user: UserRecord, now: Date, account: AccountExport['account'], fileUrl: (documentId: number) => string): AccountExport {
  const children = user.user_type === 'ADMIN' ? [] : visibleChildren({ db }, user) // the export is an extension: a server with it has sharing
  const scope: ExportScope = {
    owned: new Set(children.filter((child) => child.parent_id === user.id).map((child) => child.id)),
    visible: new Set(children.map((child) => child.id)),
    userId: user.id,
  }
  const questions = new Map(db.questions.all().map((question) => [question.id, question.text]))
  const options = new Map(db.options.all().map((option) => [option.id, option.label]))
  const vaccines = new Map(db.vaccines.all().map((dose) => [dose.id, dose]))
  const look: ExportLookups = {
    questionText: (id) => questions.get(id) ?? '',
    optionLabel: (id) => options.get(id),
    vaccine: (id) => vaccines.get(id),
    givenBy: (id) => ({ given_by: nameOf(db, id), given_by_you: id === user.id }),
    fileUrl,
  }
  const lists: Partial<Record<ExportListName, object[]>> = {}
  for (const name of tableNames) {
    const spec: ExportSpec<object> | undefined = tables[name].export
    if (spec) lists[spec.list] = [...(lists[spec.list] ?? []), ...spec.rows(db[name].all(), scope, look)]
  }
  // Checked against the contract here, so a list no table fills is an error in the tests, not a gap in a parent's file.
  return accountExportSchema.parse({
    format_version: EXPORT_FORMAT_VERSION,
    exported_at: now.toISOString(),
    account,
    children: children.map((child) => childRow(db, user, child)),
    ...lists,
  })
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
