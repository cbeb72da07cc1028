/** The fields a PATCH sent: one left out (undefined) keeps its stored value. */
export function sentFields<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<T>
}

/**
 * A PATCH of a child's row (a dose record, a visit, a document, a reminder): only the fields sent change. Answers the
 * row as stored after the change, or as it reads with the change when the store gives nothing back.
 */
export async function patchRow<Row extends object>(current: Row, body: object, update: (data: (row: object) => void) => Promise<Row | undefined>): Promise<Row> {
  const given = sentFields(body)
  const updated = await update((row) => void Object.assign(row, given))
  return updated ?? { ...current, ...given }
}
