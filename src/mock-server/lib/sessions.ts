import type { Database } from '@/mock-server/db'
import type { TokenRecord } from '@/mock-server/records'

/**
 * Access tokens expire (docs/security.md "Sessions"). A token
 * unused for two hours, or issued twelve hours ago, is no longer valid (401,
 * and the app's "session expired" path signs the visitor out). Its use is
 * written down at most every five minutes, so reading does not save the
 * database with every request.
 */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000
const TOUCH_EVERY_MS = 5 * 60 * 1000

export function isLive(token: TokenRecord, now: number): boolean {
  return now - token.created_at < SESSION_ABSOLUTE_MS && now - token.last_used_at < SESSION_IDLE_MS
}

/** Notes that a live token was used now (at most every few minutes). */
export async function touch(db: Database, token: TokenRecord, now: number): Promise<void> {
  if (now - token.last_used_at < TOUCH_EVERY_MS) return
  await db.tokens.update((q) => q.where({ access_hash: token.access_hash }), {
    data(record) {
      record.last_used_at = now
    },
  })
}

/** Deletes every expired token, revoked or not, so the snapshot does not pile them up. */
export function pruneExpiredTokens(db: Database, now: number): void {
  db.tokens.deleteMany((q) => q.where((token) => !isLive(token, now)))
}
