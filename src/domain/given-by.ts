// docs/decisions/072: who gave an answer or a measurement. Its own module, free of the contract's schemas,
// so the profile's loader can read it without taking zod into the entry.

/** "answered by Sam": who gave an answer or a measurement, when it was someone other than the reader (their first name). */
export function givenByText(givenBy: string | null | undefined, readerName: string): string | null {
  if (!givenBy || givenBy.trim().toLowerCase() === readerName.trim().toLowerCase()) return null
  return givenBy.trim().split(/\s+/)[0] ?? null
}
