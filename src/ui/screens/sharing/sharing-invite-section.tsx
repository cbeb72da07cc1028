import { revalidateLogic } from '@tanstack/react-form'
import { useState } from 'react'
import styled from 'styled-components'
import type { CreatedInvitation } from '@/contract/sharing'
import { roleLabels, roleSummaries } from '@/domain/child-access'
import { inviteFormDefaults, inviteFormSchema, sharedRoles, type InviteFormField, type InviteFormValues } from '@/domain/sharing'
import { KitForm, useAppForm } from '@/ui/forms/form-kit'
import { Button } from '@/ui/primitives/button'
import { Cluster, Stack, termList } from '@/ui/primitives/layout'
import { Notice } from '@/ui/primitives/notice'
import { Lead, Section, SectionHeading } from '@/ui/primitives/section'
import { TextField } from '@/ui/primitives/text-field'

/** The invitation just made, and the full address of its link when the server answered one (the demo). */
export type CreatedLink = CreatedInvitation & { url: string | null }

const Form = styled(Stack).attrs({ as: 'form' as const, $gap: 2 })`
  max-width: 32rem;
`

const Roles = styled.dl`
  ${termList}
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`

const LinkRow = styled(Cluster).attrs({ $gap: 1, $align: 'end' as const, $wrap: true })`
  > :first-child {
    flex: 1 1 16rem;
    min-width: 0;
  }
`

export type InviteSectionProps = {
  onInvite: (values: InviteFormValues) => void
  /** The last invitation could not be sent. */
  failed: boolean
  /** The server's refusal, under its field. */
  fieldErrors: Partial<Record<InviteFormField, string>>
  busy: boolean
  created: CreatedLink | null
}

/** docs/decisions/076: invite someone by email with a role; the invitation just made, with its link in the demo. */
export function InviteSection({ created, ...form }: InviteSectionProps) {
  return (
    <Section $padding="lg" aria-labelledby="sharing-invite">
      <SectionHeading id="sharing-invite">Invite someone</SectionHeading>
      <Lead>They sign in (or sign up) with the email you invite, and accept. An invitation can be used once, within 7 days.</Lead>
      {created && <CreatedNotice created={created} />}
      <InviteForm key={created?.id ?? 0} {...form} />
    </Section>
  )
}

function InviteForm({ busy, fieldErrors, failed, onInvite }: Omit<InviteSectionProps, 'created'>) {
  const form = useAppForm({
    defaultValues: inviteFormDefaults,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: inviteFormSchema },
    onSubmit: ({ value }) => onInvite(value),
  })
  return (
    <KitForm form={form} as={Form} serverErrors={fieldErrors} blocked={busy} aria-label="Invite someone">
      <form.AppField name="email">{(field) => <field.TextField label="Email" type="email" autoComplete="off" />}</form.AppField>
      <form.AppField name="role">
        {(field) => <field.ChoiceField legend="Role" options={sharedRoles.map((role) => ({ value: role, label: roleLabels[role] }))} />}
      </form.AppField>
      <Roles aria-label="What each role can do">
        {sharedRoles.map((role) => (
          <div key={role}>
            <dt>{roleLabels[role]}</dt>
            <dd>{roleSummaries[role]}</dd>
          </div>
        ))}
      </Roles>
      {failed && <Notice tone="error">Could not send the invitation. Please try again.</Notice>}
      <div>
        <Button type="submit" loading={busy}>
          Send invitation
        </Button>
      </div>
    </KitForm>
  )
}

/** The invitation just made; in the demo, its link to pass on (no email is sent). */
function CreatedNotice({ created }: { created: CreatedLink }) {
  const [copied, setCopied] = useState(false)
  const url = created.url
  return (
    <Notice tone="success" title={`Invitation ready for ${created.email} (${roleLabels[created.role]})`}>
      {url ? (
        <Stack $gap={1}>
          <p>This demo sends no email: copy the link and send it to them yourself.</p>
          <LinkRow>
            <TextField label="Invitation link" value={url} readOnly onFocus={(event) => event.target.select()} />
            <Button
              variant="secondary"
              onClick={() => {
                void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => setCopied(false))
              }}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </LinkRow>
        </Stack>
      ) : (
        <p>We emailed them a link. It works once, for 7 days.</p>
      )}
    </Notice>
  )
}
