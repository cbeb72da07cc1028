import '@testing-library/jest-dom/vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { roleSummaries } from '@/domain/child-access'
import { InvitationScreen } from '@/ui/screens/sharing/invitation-screen'
import { MyInvitationsPanel } from '@/ui/screens/sharing/my-invitations-panel'
import { SharingScreen, type SharingReady, type SharingState } from '@/ui/screens/sharing/sharing-screen'
import { makeChild } from '../support/factories'
import { makeAccessList, makeCreatedInvitation, makeInvitationPreview, makeMember, makeMyInvitation } from '../support/sharing-factories'
import { renderWithRouter, renderWithTheme } from './render'

afterEach(cleanup)

const ready = (fields: Partial<SharingReady> = {}): SharingState => ({
  status: 'ready',
  access: makeAccessList(),
  busy: false,
  fieldErrors: {},
  failed: null,
  done: null,
  created: null,
  removing: null,
  conflict: null,
  ...fields,
})

async function renderSharing(state: SharingState) {
  const handlers = { onInvite: vi.fn(), onChangeRole: vi.fn(), onRemove: vi.fn(), onConfirmRemove: vi.fn(), onCancelRemove: vi.fn(), onRevoke: vi.fn(), onKeepMine: vi.fn(), onUseTheirs: vi.fn() }
  await renderWithRouter(<SharingScreen childId={2} name="Olivia" state={state} {...handlers} />)
  return handlers
}

describe('SharingScreen (issue #26 point 2)', () => {
  it('lists the owner, each member with their role, and the waiting invitations with their expiry', async () => {
    await renderSharing(ready())
    const people = screen.getByRole('list', { name: 'People with access' })
    expect(within(people).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Paula Carter (you)'),
      expect.stringContaining('Sam Carter'),
    ])
    expect(screen.getByRole('combobox', { name: 'Role of Sam Carter' })).toHaveValue('caregiver')
    expect(screen.getByRole('list', { name: 'Waiting invitations' })).toHaveTextContent('grandma@example.org')
    expect(screen.getByRole('list', { name: 'Waiting invitations' })).toHaveTextContent(/Viewer · expires 8 December 2026/)
  })

  it("explains each role in the role table's words", async () => {
    await renderSharing(ready())
    expect(screen.getByText(roleSummaries.caregiver)).toBeVisible()
    expect(screen.getByText(roleSummaries.viewer)).toBeVisible()
  })

  it('starts a new invitation at Viewer, the narrower role (decision 094)', async () => {
    const { onInvite } = await renderSharing(ready())
    expect(screen.getByRole('radio', { name: 'Viewer' })).toBeChecked()
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'grandpa@example.org')
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect(onInvite).toHaveBeenCalledWith({ email: 'grandpa@example.org', role: 'viewer' })
  })

  it('invites an email with the chosen role, and refuses an invalid email before sending', async () => {
    const { onInvite } = await renderSharing(ready())
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'grandpa')
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText('Please enter a valid email')).toBeVisible()
    expect(onInvite).not.toHaveBeenCalled()
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), '@example.org')
    await userEvent.click(screen.getByRole('radio', { name: 'Caregiver' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect(onInvite).toHaveBeenCalledWith({ email: 'grandpa@example.org', role: 'caregiver' })
  })

  it("shows the server's 400 under its field", async () => {
    await renderSharing(ready({ fieldErrors: { email: 'You cannot invite yourself.' } }))
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/You cannot invite yourself\./)
  })

  it("shows the demo's link with Copy and the words that no email is sent", async () => {
    await renderSharing(ready({ created: { ...makeCreatedInvitation(), url: 'http://localhost/invitation?token=abc123' } }))
    expect(screen.getByText('Invitation ready for grandpa@example.org (Caregiver)')).toBeVisible()
    expect(screen.getByText(/This demo sends no email/)).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Invitation link' })).toHaveValue('http://localhost/invitation?token=abc123')
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled()
  })

  it('changes a role, asks before removing, and withdraws an invitation', async () => {
    const handlers = await renderSharing(ready())
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role of Sam Carter' }), 'viewer')
    expect(handlers.onChangeRole).toHaveBeenCalledWith(makeMember(), 'viewer')
    await userEvent.click(screen.getByRole('button', { name: 'Remove access of Sam Carter' }))
    expect(handlers.onRemove).toHaveBeenCalledWith(makeMember())
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation to grandma@example.org' }))
    expect(handlers.onRevoke).toHaveBeenCalledOnce()
  })

  it('confirms a removal in a dialog that names the member', async () => {
    const { onConfirmRemove } = await renderSharing(ready({ removing: makeMember() }))
    const dialog = screen.getByRole('dialog', { name: 'Remove Sam Carter?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove access' }))
    expect(onConfirmRemove).toHaveBeenCalledOnce()
  })

  it('in a removal over a role change: both roles in the member\'s card, Delete anyway or Keep it, the controls held', async () => {
    const member = makeMember()
    const theirs = { ...member, role: 'viewer' as const }
    const handlers = await renderSharing(ready({ access: makeAccessList({ members: [theirs] }), conflict: { write: 'delete', theirs, mine: member } }))
    const card = within(screen.getByRole('list', { name: 'People with access' })).getAllByRole('listitem')[1]!
    const panel = within(card).getByRole('region', { name: 'Someone else changed this' })
    expect(within(panel).getByRole('group', { name: 'Their version' })).toHaveTextContent('RolediffersViewer')
    expect(within(panel).getByRole('group', { name: 'What you saw' })).toHaveTextContent('RolediffersCaregiver')
    expect(screen.getByRole('combobox', { name: 'Role of Sam Carter' })).toBeDisabled()
    await userEvent.click(within(panel).getByRole('button', { name: 'Delete anyway' }))
    await userEvent.click(within(panel).getByRole('button', { name: 'Keep it' }))
    expect(handlers.onKeepMine).toHaveBeenCalledOnce()
    expect(handlers.onUseTheirs).toHaveBeenCalledOnce()
  })

  it('says "Sharing is not available on this server" where the controls would be', async () => {
    await renderSharing({ status: 'unavailable' })
    expect(screen.getByRole('heading', { name: 'Sharing is not available on this server' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument()
  })
})

describe('MyInvitationsPanel', () => {
  it('shows each waiting invitation with Accept and Decline', async () => {
    const handlers = { onAccept: vi.fn(), onDecline: vi.fn() }
    renderWithTheme(<MyInvitationsPanel invitations={[makeMyInvitation()]} answering={null} refusal={null} accepted={null} {...handlers} />)
    expect(screen.getByRole('region', { name: 'Invitations' })).toHaveTextContent('Paula Carter invites you to follow Olivia Carter as Caregiver.')
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation to follow Olivia Carter' }))
    expect(handlers.onAccept).toHaveBeenCalledWith(makeMyInvitation())
    await userEvent.click(screen.getByRole('button', { name: 'Decline the invitation to follow Olivia Carter' }))
    expect(handlers.onDecline).toHaveBeenCalledOnce()
  })

  it('draws nothing when there is nothing to answer', () => {
    renderWithTheme(<MyInvitationsPanel invitations={[]} answering={null} refusal={null} accepted={null} onAccept={vi.fn()} onDecline={vi.fn()} />)
    expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument()
  })

  it('says who shared the child just accepted, and a refusal plainly', () => {
    const accepted = makeChild({ id: 2, first_name: 'Olivia', access: { role: 'caregiver', owner_name: 'Paula Carter', access_id: 3 } })
    renderWithTheme(
      <MyInvitationsPanel invitations={[]} answering={null} refusal={{ id: 7, message: 'This invitation has expired.' }} accepted={accepted} onAccept={vi.fn()} onDecline={vi.fn()} />,
    )
    expect(screen.getByText('You now follow Olivia, shared by Paula Carter. Olivia is among your children below.')).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation has expired.')
  })
})

describe('InvitationScreen, signed out (decision 094)', () => {
  it('names who invites, to follow whom and as what, and leads to sign up or log in with the invited address', async () => {
    const preview = makeInvitationPreview()
    await renderWithRouter(<InvitationScreen state={{ status: 'invited', preview, back: '/invitation?token=abc123' }} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Paula Carter invites you to follow Noah' })).toBeVisible()
    expect(screen.getByText('As Viewer: Sees everything, changes nothing.')).toBeVisible()
    expect(screen.getByText(/It was sent to grandma@example\.org\./)).toBeVisible()
    for (const [name, path] of [['Sign up to accept', '/signup'], ['Log in to accept', '/auth']] as const) {
      const href = new URL(screen.getByRole('link', { name }).getAttribute('href') ?? '', 'http://localhost')
      expect([href.pathname, href.searchParams.get('redirect'), href.searchParams.get('email')]).toEqual([path, '/invitation?token=abc123', preview.email])
    }
  })
})
