import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { getChild } from '@/api/children.api'
import { mayDo, roleOf } from '@/domain/child-access'
import { myInvitationsMachine } from '@/machines/my-invitations.machine'
import { sharingMachine } from '@/machines/sharing.machine'
import { seedUsers } from '@/mock-server/seed/users'
import { seedChildId, signIn, startTestBackend } from '../mock-server/helpers'

/** `npm run api -- --without-extensions` (docs/decisions/076): the Share screen says so, the dashboard's invitations are absent. */
const backend = startTestBackend({ withoutExtensions: true })

describe('sharing on a server without the optional extensions', () => {
  it('offers Share (every child is the caller\'s own) and the Share screen lands in "not available"', async () => {
    await signIn(seedUsers.parent)
    const olivia = seedChildId(backend.db, 'olivia')
    expect(mayDo(roleOf(await getChild(olivia)), 'share')).toBe(true)
    const owner = createActor(sharingMachine, { input: { childId: olivia } }).start()
    await waitFor(owner, (s) => s.matches('unavailable'))
  })

  it("leaves the dashboard's invitations quietly absent", async () => {
    await signIn(seedUsers.caregiver)
    const invitee = createActor(myInvitationsMachine).start()
    await waitFor(invitee, (s) => s.matches('absent'))
    expect(invitee.getSnapshot().context.invitations).toEqual([])
  })
})
