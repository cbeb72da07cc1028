import { revalidateLogic } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Link } from '@tanstack/react-router'
import { passwordChangeBodySchema, type Account, type AccountUpdate, type PasswordChangeBody, type Units } from '@/contract/accounts'
import { accountFormSchema, accountUpdateBody, sameAddress } from '@/domain/forms/account-form'
import { signupCities, signupCountries } from '@/domain/forms/auth-forms'
import { KitForm, useAppForm } from '@/ui/forms/form-kit'
import { Button } from '@/ui/primitives/button'
import { Card, SectionTitle } from '@/ui/primitives/card'
import { Cluster, Stack } from '@/ui/primitives/layout'
import { Notice } from '@/ui/primitives/notice'
import { PageLayout } from '@/ui/primitives/page-layout'
import { LoadingState } from '@/ui/primitives/states'

const Section = styled(Card).attrs({ as: 'section', $padding: 'lg' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`

const Fields = styled(Stack).attrs({ $gap: 2 })`
  max-width: 32rem;
`

const Actions = styled(Cluster).attrs({ $align: 'stretch' as const })``

/** docs/decisions/084: an address is one long word: it breaks anywhere rather than overflow a 320 px notice. */
const EmailNotices = styled(Stack).attrs({ $gap: 1 })`
  overflow-wrap: anywhere;
`

/** The e-mail steps' buttons: each label on one line, the row wrapping on a phone. */
const EmailActions = styled(Cluster).attrs({ $wrap: true, $gap: 1 })`
  margin-top: ${({ theme }) => theme.space(1)};

  & > button {
    white-space: nowrap;
  }
`

export const unitsChoices: { value: Units; label: string }[] = [
  { value: 'metric', label: 'Metric (cm, kg)' },
  { value: 'imperial', label: 'Imperial (in, lb)' },
]

/** The text of a part the server has not got (an optional call answered 404). */
export const notAvailableText = (what: string) => `${what} is not available on this server.`

export type ProfileState =
  | { status: 'loading' }
  | { status: 'loadFailed'; onRetry: () => void }
  | { status: 'unavailable' }
  | {
      status: 'ready'
      account: Account
      busy: boolean
      saved: boolean
      failed: boolean
      fieldErrors: Record<string, string>
      /** docs/decisions/084: the demo's confirmation link (a real server emails it). */
      confirmationLink: string | null
      /** What the last e-mail step did: a new link sent, the change withdrawn, or a failure. */
      emailStep: 'linkSent' | 'cancelled' | 'failed' | null
    }

export type PasswordState = {
  busy: boolean
  changed: boolean
  failure: string | null
  fieldErrors: Record<string, string>
  unavailable: boolean
  round: number
}

export type AccountScreenProps = {
  profile: ProfileState
  onSaveProfile: (values: AccountUpdate) => void
  /** docs/decisions/084: a new confirmation link, and the change of address withdrawn. */
  onResendLink: () => void
  onCancelChange: () => void
  password: PasswordState
  onChangePassword: (values: PasswordChangeBody) => void
  /** "Download my data" (leaving-sections.tsx), under its heading. */
  dataExport?: ReactNode
  /** "Delete my account" (leaving-sections.tsx), under its heading, last. */
  deletion?: ReactNode
}

/** The account page (docs/decisions/062): the parent's details and units, a password change, their data and closing the account. */
export function AccountScreen({ profile, onSaveProfile, onResendLink, onCancelChange, password, onChangePassword, dataExport, deletion }: AccountScreenProps) {
  return (
    <PageLayout gap={3} width="narrow" title="Your account">
      <Section aria-labelledby="account-details">
        <SectionTitle id="account-details">Your details</SectionTitle>
        <ProfilePart profile={profile} onSave={onSaveProfile} onResendLink={onResendLink} onCancelChange={onCancelChange} />
      </Section>
      <Section aria-labelledby="account-password">
        <SectionTitle id="account-password">Change password</SectionTitle>
        {password.unavailable ? (
          <Notice tone="warning">{notAvailableText('Changing the password')}</Notice>
        ) : (
          <PasswordForm key={password.round} state={password} onSubmit={onChangePassword} />
        )}
      </Section>
      {dataExport && (
        <Section aria-labelledby="account-data">
          <SectionTitle id="account-data">Your data</SectionTitle>
          {dataExport}
        </Section>
      )}
      {deletion && (
        <Section aria-labelledby="account-delete">
          <SectionTitle id="account-delete">Delete my account</SectionTitle>
          {deletion}
        </Section>
      )}
    </PageLayout>
  )
}

type EmailActions = { onResendLink: () => void; onCancelChange: () => void }

function ProfilePart({ profile, onSave, ...email }: { profile: ProfileState; onSave: (values: AccountUpdate) => void } & EmailActions): ReactNode {
  switch (profile.status) {
    case 'loading':
      return <LoadingState inline label="Loading your account…" />
    case 'unavailable':
      return <Notice tone="warning">{notAvailableText('Editing your account')}</Notice>
    case 'loadFailed':
      return (
        <Notice tone="error" title="Could not load your account.">
          <Button variant="secondary" size="sm" onClick={profile.onRetry}>
            Try again
          </Button>
        </Notice>
      )
    case 'ready':
      return (
        <>
          <EmailStatus state={profile} {...email} />
          {/* A new address asked for (or withdrawn) starts the form again from the account: the email it keeps, no password. */}
          <ProfileForm key={`${profile.account.email}|${profile.account.pending_email ?? ''}`} state={profile} onSubmit={onSave} />
        </>
      )
  }
}

type ReadyProfile = Extract<ProfileState, { status: 'ready' }>

/** The demo's confirmation link (docs/decisions/084), where a real server sends an email. */
function DemoLink({ link, address }: { link: string; address: string }) {
  const token = new URL(link, 'http://localhost').searchParams.get('token') ?? ''
  return (
    <p>
      This demo sends no email. The link it would send:{' '}
      <Link to="/confirm-email" search={{ token }}>
        Confirm {address}
      </Link>
    </p>
  )
}

/**
 * docs/decisions/084: a new address waits for its link (sent again, or the change withdrawn); an address not
 * confirmed yet says what that holds back. A server without e-mail confirmation (no `email_confirmed`) shows nothing.
 */
function EmailStatus({ state, onResendLink, onCancelChange }: { state: ReadyProfile } & EmailActions) {
  const { account, confirmationLink, emailStep, busy } = state
  if (account.email_confirmed === undefined) return null
  const failure = emailStep === 'failed' && <Notice tone="error">Could not send the link. Please try again.</Notice>
  if (account.pending_email)
    return (
      <EmailNotices>
        {failure}
        <Notice tone="info" title={`Confirm ${account.pending_email}`}>
          <p>
            {emailStep === 'linkSent' ? 'We sent a new link' : 'We sent a link'} to {account.pending_email}. Until it is opened, your account keeps {account.email}, and we told{' '}
            {account.email} about the change.
          </p>
          {confirmationLink && <DemoLink link={confirmationLink} address={account.pending_email} />}
          <EmailActions>
            <Button variant="secondary" size="sm" onClick={onResendLink} disabled={busy}>
              Send the link again
            </Button>
            <Button variant="secondary" size="sm" onClick={onCancelChange} disabled={busy}>
              Cancel the change
            </Button>
          </EmailActions>
        </Notice>
      </EmailNotices>
    )
  if (!account.email_confirmed)
    return (
      <EmailNotices>
        {failure}
        <Notice tone="warning" title="Confirm your email address">
          <p>
            {emailStep === 'linkSent' ? `We sent a link to ${account.email}.` : `${account.email} is not confirmed yet.`} Invitations sent to it show once it is confirmed.
          </p>
          {confirmationLink && <DemoLink link={confirmationLink} address={account.email} />}
          <EmailActions>
            <Button variant="secondary" size="sm" onClick={onResendLink} disabled={busy}>
              {emailStep === 'linkSent' ? 'Send the link again' : 'Send the confirmation link'}
            </Button>
          </EmailActions>
        </Notice>
      </EmailNotices>
    )
  return emailStep === 'cancelled' ? (
    <EmailNotices>
      <Notice tone="success">{`The change is cancelled: your account keeps ${account.email}.`}</Notice>
    </EmailNotices>
  ) : (
    failure || null
  )
}

function ProfileForm({ state, onSubmit }: { state: ReadyProfile; onSubmit: (values: AccountUpdate) => void }) {
  const { full_name, email, phone, city, country, units } = state.account
  // docs/decisions/084: a server that confirms addresses (it says `email_confirmed`) asks for the password with a new one.
  const asksPassword = state.account.email_confirmed !== undefined
  const form = useAppForm({
    defaultValues: { full_name, email, phone, city, country, units, current_password: '' } as AccountUpdate,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: accountFormSchema(email, asksPassword) },
    onSubmit: ({ value }) => onSubmit(accountUpdateBody(value, email)),
  })
  return (
    <KitForm form={form} serverErrors={state.fieldErrors} blocked={state.busy} aria-label="Your details">
      <Fields>
        {state.saved && <Notice tone="success">Your details are saved.</Notice>}
        {state.failed && <Notice tone="error">Could not save your details. Please try again.</Notice>}
        <form.AppField name="full_name">{(field) => <field.TextField label="Full name" autoComplete="name" />}</form.AppField>
        <form.AppField name="email">{(field) => <field.TextField label="Email" type="email" autoComplete="email" inputMode="email" />}</form.AppField>
        <form.Subscribe selector={(formState) => asksPassword && !sameAddress(formState.values.email, email)}>
          {(changing) =>
            changing && (
              <form.AppField name="current_password">
                {(field) => <field.PasswordField label="Current password" hint="Needed to change your email. We send a link to the new address; it is used once you open it." autoComplete="current-password" />}
              </form.AppField>
            )
          }
        </form.Subscribe>
        <form.AppField name="phone">{(field) => <field.TextField label="Phone number" type="tel" autoComplete="tel" inputMode="tel" />}</form.AppField>
        <form.AppField name="city">{(field) => <field.SelectField label="City" autoComplete="address-level2" placeholder="Select a city" options={signupCities} />}</form.AppField>
        <form.AppField name="country">
          {(field) => <field.SelectField label="Country" autoComplete="country" placeholder="Select a country" options={signupCountries} />}
        </form.AppField>
        <form.AppField name="units">
          {(field) => <field.ChoiceField legend="Units" hint="How Track Progress and the summary show and ask for weight, height and head circumference." options={unitsChoices} />}
        </form.AppField>
        <Actions>
          <Button type="submit" loading={state.busy}>
            Save details
          </Button>
        </Actions>
      </Fields>
    </KitForm>
  )
}

const emptyPasswords: PasswordChangeBody = {
  current_password: '',
  new_password: '',
  confirm_password: '',
}

function PasswordForm({ state, onSubmit }: { state: PasswordState; onSubmit: (values: PasswordChangeBody) => void }) {
  const form = useAppForm({
    defaultValues: emptyPasswords,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: passwordChangeBodySchema },
    onSubmit: ({ value }) => onSubmit(value),
  })
  return (
    <KitForm form={form} serverErrors={state.fieldErrors} blocked={state.busy} aria-label="Change password">
      <Fields>
        {state.changed && <Notice tone="success">Your password is changed. Your other sessions are signed out; this one stays.</Notice>}
        {state.failure && <Notice tone="error">{state.failure}</Notice>}
        <form.AppField name="current_password">{(field) => <field.PasswordField label="Current password" autoComplete="current-password" />}</form.AppField>
        <form.AppField name="new_password">
          {(field) => <field.PasswordField label="New password" hint="At least 8 characters with letters and numbers." autoComplete="new-password" />}
        </form.AppField>
        <form.AppField name="confirm_password">{(field) => <field.PasswordField label="Confirm new password" autoComplete="new-password" />}</form.AppField>
        <Actions>
          <Button type="submit" loading={state.busy}>
            Change password
          </Button>
        </Actions>
      </Fields>
    </KitForm>
  )
}
