import { ACCESS_ENDED_KEPT } from '@/contract/sharing'
import type { Database } from '@/mock-server/db'
import type { ChildAccessRecord, ChildRecord } from '@/mock-server/records'

/**
 * docs/decisions/094: the member whose access to a child ends by its owner's hand (removed, or the child deleted) is
 * told so once, on their dashboard. The notice lives on the member's own record, so it goes with their account and
 * holds only what they already knew: the child's first name and the owner's name.
 */
export async function rememberAccessEnded(db: Database, row: ChildAccessRecord, child: ChildRecord, endedAt: Date): Promise<void> {
  const owner = db.users.findFirst((q) => q.where({ id: child.parent_id }))
  const notice = { id: row.id, child_first_name: child.first_name, owner_name: owner?.full_name ?? 'The family', ended_at: endedAt.toISOString() }
  await db.users.update((q) => q.where({ id: row.user }), {
    data(record) {
      record.access_ended = [notice, ...(record.access_ended ?? []).filter((old) => old.id !== row.id)].slice(0, ACCESS_ENDED_KEPT)
    },
  })
}
