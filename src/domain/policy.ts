/**
 * The privacy policy's and the terms' date (decision 088): written once, read by their pages, the sign-up's
 * dialog, the summary for the doctor and the export's README. Change it with the texts
 * (src/ui/screens/legal/legal-documents.ts).
 */
export const POLICY_DATE = '2026-12-07'

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** "7 December 2026": the date in words, without the reader's time zone or locale. */
export function policyDateInWords(iso: string = POLICY_DATE): string {
  const [year, month, day] = iso.split('-').map(Number)
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`
}

/** The line under each document's title. */
export const policyUpdatedLine = `Last updated ${/* @__PURE__ */ policyDateInWords()}`

/** Where the two documents are, as public pages. */
export const legalPaths = { privacy: '/privacy', terms: '/terms' } as const
