import type { DocumentKind } from '@/contract/documents'

/**
 * A one-page PDF of text lines (Helvetica, A4), with a correct cross-reference table: the seed's documents are real
 * files that a PDF viewer opens. Lines are ASCII; parentheses and backslashes are escaped.
 */
export function textPdf(lines: readonly string[]): Uint8Array<ArrayBuffer> {
  const escapeText = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`)
  const text = lines.map((line, index) => `BT /F1 ${index === 0 ? 18 : 12} Tf 56 ${780 - index * 24} Td (${escapeText(line)}) Tj ET`).join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  for (const [index, body] of objects.entries()) {
    offsets.push(pdf.length)
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  }
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}

/** Olivia's seed document (docs/decisions/081): her vaccination card, as the clinic printed it at her last check-up. */
export const seedOliviaDocument: { name: string; kind: DocumentKind; daysFromToday: number; lines: (clinic: string) => string[] } = {
  name: 'Vaccination card',
  kind: 'vaccination_card',
  daysFromToday: -28,
  lines: (clinic) => [
    'Immunization record: Olivia Carter',
    clinic,
    'Doses given are listed in the app\'s health record.',
    'Bring this card to every visit.',
  ],
}
