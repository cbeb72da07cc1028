import { exportTableNames, exportTableSchemas, type AccountExport, type ExportTableName } from '@/contract/leaving'
import { toIsoDate } from '@/domain/age'
import { toCsv, type CsvValue } from '@/domain/csv'

/** One file of the export's ZIP. */
export interface ExportFile {
  name: string
  text: string
}

/** The JSON's name inside the ZIP. */
export const EXPORT_JSON_NAME = 'my-data.json'

/** The ZIP's name: the day it was made, so a second download does not overwrite the first. */
export const exportArchiveName = (exportedAt: Date) => `first-1000-days-my-data-${toIsoDate(exportedAt)}.zip`

const tableRows = (data: AccountExport, name: ExportTableName): readonly Record<string, CsvValue>[] => (name === 'account' ? [data.account] : data[name])

/**
 * Issue #26 point 4 (docs/decisions/077): the export as the ZIP's files, the JSON as the server answered it
 * (indented) and one CSV per table, in exportTableNames' order, its columns the contract's (an empty table keeps its header).
 */
export function exportFiles(data: AccountExport): ExportFile[] {
  return [
    { name: EXPORT_JSON_NAME, text: `${JSON.stringify(data, null, 2)}\n` },
    ...exportTableNames.map((name) => ({ name: `${name}.csv`, text: toCsv(tableRows(data, name), Object.keys(exportTableSchemas[name].shape)) })),
  ]
}
