import { exportTableNames, exportTableSchemas, type AccountExport, type ExportTableName } from '@/contract/leaving'
import { toIsoDate } from '@/domain/age'
import { toCsv, type CsvValue } from '@/domain/csv'
import { legalPaths, policyDateInWords } from '@/domain/policy'

/** One file of the export's ZIP. */
export interface ExportFile {
  name: string
  text: string
}

/** The JSON's name inside the ZIP. */
export const EXPORT_JSON_NAME = 'my-data.json'

/** The ZIP's name: the day it was made, so a second download does not overwrite the first. */
export const exportArchiveName = (exportedAt: Date) => `first-1000-days-my-data-${toIsoDate(exportedAt)}.zip`

/** The ZIP's first file: what is in it, and the privacy policy it was made under (decision 088). */
export const EXPORT_README_NAME = 'README.txt'

function exportReadme(data: AccountExport): string {
  return [
    `First 1,000 Days: the data of ${data.account.email}, exported ${data.exported_at}.`,
    '',
    `${EXPORT_JSON_NAME}: everything, as the server answered it.`,
    `${exportTableNames.map((name) => `${name}.csv`).join(', ')}: the same, one table each.`,
    '',
    `Made under our Privacy Policy, last updated ${policyDateInWords()} (${legalPaths.privacy} in the app).`,
    '',
  ].join('\r\n')
}

const tableRows = (data: AccountExport, name: ExportTableName): readonly Record<string, CsvValue>[] => (name === 'account' ? [data.account] : data[name])

/**
 * docs/decisions/077: the export as the ZIP's files, the JSON as the server answered it
 * (indented) and one CSV per table, in exportTableNames' order, its columns the contract's (an empty table keeps its header).
 */
export function exportFiles(data: AccountExport): ExportFile[] {
  return [
    { name: EXPORT_README_NAME, text: exportReadme(data) },
    { name: EXPORT_JSON_NAME, text: `${JSON.stringify(data, null, 2)}\n` },
    ...exportTableNames.map((name) => ({ name: `${name}.csv`, text: toCsv(tableRows(data, name), Object.keys(exportTableSchemas[name].shape)) })),
  ]
}
