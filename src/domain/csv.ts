/*
 * CSV as RFC 4180 writes it (docs/decisions/077): one header line, then one line per row,
 * lines ended by CRLF. A cell is quoted when it holds a comma, a double quote, a CR or LF, or starts or ends
 * with a space; a double quote inside is doubled. A list is one cell, its items joined by "; ". Empty for
 * null. A text that a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a CR) gets a
 * leading apostrophe (OWASP's "CSV injection"); numbers are written as they are, negative ones too.
 */

export type CsvValue = string | number | boolean | null | undefined | readonly string[]

const formulaStart = /^[=+\-@\t\r]/
const needsQuotes = /[",\r\n]|^\s|\s$/

/** One cell's text, escaped. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  const joined = typeof value === 'string' ? value : value.join('; ')
  const text = formulaStart.test(joined) ? `'${joined}` : joined
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A table as CSV: the columns named (in that order) or the first row's keys; an empty table is its header alone. */
export function toCsv(rows: readonly Record<string, CsvValue>[], columns: readonly string[] = Object.keys(rows[0] ?? {})): string {
  const lines = [columns.map(csvCell), ...rows.map((row) => columns.map((column) => csvCell(row[column])))]
  return lines.map((cells) => `${cells.join(',')}\r\n`).join('')
}
