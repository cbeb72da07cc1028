import { contentTag, ifMatchAccepts, type ContentLevel } from '@/contract/content-tag'
import type { Database } from '@/mock-server/db'
import type { ServerContext } from '@/mock-server/lib/context'
import { contentKey, type KeyedLevel } from '@/mock-server/lib/content-keys'
import { HttpError } from '@/mock-server/lib/http-error'

/** The 412 answer's text; the builder shows it as the server says it. */
export const staleItemMessage =
  'This item was changed in another tab or by another admin. The list has been reloaded: check it and try again.'

/** The item as the wire shows it, key included (decision 049). */
const keyed = <T extends { id: number; key?: string | undefined }>(level: KeyedLevel, item: T | undefined) => item && { ...item, key: contentKey(level, item) }

/** The stored item of a level (its record is its wire shape without children, which the tag leaves out anyway). */
function storedItem(db: Database, level: ContentLevel, id: number): object | undefined {
  switch (level) {
    case 'band':
      return db.bands.findFirst((q) => q.where({ id }))
    case 'questionSet':
      return keyed('set', db.sets.findFirst((q) => q.where({ id })))
    case 'question':
      return keyed('question', db.questions.findFirst((q) => q.where({ id })))
    case 'option':
      return keyed('option', db.options.findFirst((q) => q.where({ id })))
  }
}

/**
 * Conditional writes (README decision 2026-11-25): a write whose endpoint row
 * has `ifMatch` and whose request carries If-Match runs only if the item's
 * current contentTag matches, else 412 `{detail}`. Without the header nothing
 * changes. It wraps the business rule, so the check runs with the write it guards.
 */
export function withIfMatch<C extends { request: Request; params: unknown }, A>(
  ctx: ServerContext,
  level: ContentLevel,
  resolver: (call: C) => A,
): (call: C) => A {
  return (call) => {
    const header = call.request.headers.get('if-match')
    const id = (call.params as { id?: unknown } | undefined)?.id
    if (header !== null && typeof id === 'number') {
      const current = storedItem(ctx.db, level, id)
      // A missing item is the business rule's 404, not a failed precondition.
      if (current && !ifMatchAccepts(header, contentTag(level, current))) throw new HttpError(412, { detail: staleItemMessage })
    }
    return resolver(call)
  }
}
