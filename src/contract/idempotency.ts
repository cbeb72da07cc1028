/**
 * The demo's write journal (decision 087): each write the demo's client sends carries a key of its own in
 * this header, and the in-browser backend records the keys of the writes it has saved, in the same step as
 * the data. A write that was sent but not answered (the page was reloaded while it was on its way) is sent
 * again at the next start with the same key, and is applied only if it was not saved before. The header's
 * name and meaning follow the IETF draft "The Idempotency-Key HTTP Header Field". Not a SPEC header and not
 * asked of the real backend: a real-API build never sends it.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

/** A key as the demo's client makes it (a UUID); anything else in the header is not a key and is ignored. */
export const idempotencyKeyPattern = /^[A-Za-z0-9-]{1,64}$/

/** How many saved writes' keys the backend remembers: far more than one tab can have on its way at a reload. */
export const REMEMBERED_WRITE_KEYS = 100

/** The answer to a write sent again whose first sending was saved already (only the demo's replay sends one). */
export const alreadySavedDetail = 'This write was saved already.'
