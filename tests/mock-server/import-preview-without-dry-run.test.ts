import { beforeEach, describe, expect, it } from 'vitest'
import { exportFileContent, exportMilestones, previewImport } from '@/api/content.api'
import { seedUsers } from '@/mock-server/seed/users'
import { takeSnapshot } from '@/mock-server/snapshot'
import { signIn, startTestBackend } from './helpers'

/*
 * Decision 044: a server without dry runs (the mock without its extensions
 * ignores dry_run, as an older backend would, and imports at once) is never
 * sent the admin's file for a preview.
 */
const old = startTestBackend({ withoutExtensions: true })
beforeEach(async () => {
  await signIn(seedUsers.admin)
})

describe('previewImport against a server without dry runs (decision 044)', () => {
  it('says the preview is not available, and the file is not imported', async () => {
    const bands = JSON.parse(exportFileContent(await exportMilestones())) as { title: string; sets: unknown[] }[]
    bands[0]!.title = 'Changed'
    bands[1]!.sets = []
    const before = takeSnapshot(old.db).tables
    const changes = old.changes
    expect(await previewImport(new File([JSON.stringify(bands)], 'milestones.json', { type: 'application/json' }))).toEqual({ available: false })
    expect(takeSnapshot(old.db).tables).toEqual(before)
    expect(old.changes).toBe(changes)
  })
})
