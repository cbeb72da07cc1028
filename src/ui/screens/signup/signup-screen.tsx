import { revalidateLogic } from '@tanstack/react-form'
import { type MouseEvent, type ReactNode, useState } from 'react'
import styled from 'styled-components'
import type { SignupBody } from '@/contract/accounts'
import { signupCities, signupCountries, signupFormSchema } from '@/domain/forms/auth-forms'
import { KitForm, useAppForm, useBoundField } from '@/ui/forms/form-kit'
import { Button } from '@/ui/primitives/button'
import { Stack } from '@/ui/primitives/layout'
import { Notice } from '@/ui/primitives/notice'
import { AuthLayout } from '@/ui/screens/auth/auth-layout'
import { SocialSignIn } from '@/ui/screens/auth/social-sign-in'
import { GenderChoice } from '@/ui/screens/signup/gender-choice'
import type { LegalDocument } from '@/ui/screens/legal/legal-documents'
import { LegalDialog, LegalLinkButton } from '@/ui/screens/signup/legal-dialog'
import { emptySignupValues, toSignupBody, type SignupFormValues } from '@/ui/screens/signup/signup-values'

const Banner = styled.div`
  margin-bottom: ${({ theme }) => theme.space(2)};
`

const OtherErrors = styled.ul`
  margin: ${({ theme }) => theme.space(0.5)} 0 0;
  padding-left: ${({ theme }) => theme.space(2.5)};
`

const Section = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`

const SectionTitle = styled.legend`
  float: left;
  width: 100%;
  padding: 0 0 ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`

const Choices = styled(Stack).attrs({ $gap: 0.5 })``

const Footer = styled.p`
  text-align: center;
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
`

// A server message for a field the form does not have goes into the banner.
const knownFields = new Set<string>(Object.keys(emptySignupValues))

function GenderField() {
  const { field, error } = useBoundField<SignupFormValues['gender']>()
  return (
    <GenderChoice
      name={field.name}
      value={field.state.value}
      onChange={(value) => field.handleChange(value)}
      onBlur={field.handleBlur}
      error={error}
    />
  )
}

export type SignupBanner = { tone: 'success' | 'error'; text: string }

export type SignupScreenProps = {
  /** Submitting, or waiting for the redirect after success: the button shows loading. */
  busy: boolean
  /** docs/product-rules.md#8: 'Please correct the errors below.', the unexpected-error text, or 'Account created successfully!'. */
  banner: SignupBanner | null
  /** Server messages, the first per field, keyed by wire name (full_name, email, ...). */
  serverErrors: Readonly<Record<string, string>>
  /** Called with the docs/product-rules.md#3 payload once the form is valid. */
  onSubmit: (values: SignupBody) => void
  /** Log In / Sign Up tabs (router links, from the route). */
  tabs: ReactNode
  /** "Log in" link under the form. */
  loginLink: ReactNode
  /** The address an invitation was sent to (docs/decisions/094), filled in; the parent may still change it. */
  initialEmail?: string
  /** e.g. who invites, above the form. */
  notice?: ReactNode
}

/**
 * /signup (docs/product-rules.md#2, #5, #8). Validated on submit, then as the parent
 * types; each message under its field. Server messages show under their fields
 * until that field is changed. The form is never reset by the screen, so a
 * failed attempt keeps everything typed.
 */
export function SignupScreen({ busy, banner, serverErrors, onSubmit, tabs, loginLink, initialEmail = '', notice }: SignupScreenProps) {
  const [legal, setLegal] = useState<LegalDocument | null>(null)

  const form = useAppForm({
    defaultValues: { ...emptySignupValues, email: initialEmail },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: signupFormSchema },
    onSubmit: ({ value }) => {
      if (!busy) onSubmit(toSignupBody(value))
    },
  })

  const otherServerErrors = Object.entries(serverErrors).filter(([field]) => !knownFields.has(field))

  const openLegal = (document: LegalDocument) => (event: MouseEvent<HTMLButtonElement>) => {
    // Inside the checkbox's label: open the text without ticking the box.
    event.preventDefault()
    setLegal(document)
  }

  return (
    <AuthLayout title="Create your account" subtitle="Join parents following their child's first 1,000 days." header={tabs}>
      {notice && !banner && <Banner>{notice}</Banner>}
      {banner && (
        <Banner>
          <Notice tone={banner.tone}>
            {banner.text}
            {banner.tone === 'error' && otherServerErrors.length > 0 && (
              <OtherErrors>
                {otherServerErrors.map(([field, message]) => (
                  <li key={field}>{message}</li>
                ))}
              </OtherErrors>
            )}
          </Notice>
        </Banner>
      )}
      <KitForm form={form} serverErrors={serverErrors} aria-label="Sign up">
        <Stack $gap={3}>
          <Section>
            <SectionTitle>About you</SectionTitle>
            <form.AppField name="full_name">{(field) => <field.TextField label="Full name" autoComplete="name" />}</form.AppField>
            <form.AppField name="email">
              {(field) => <field.TextField label="Email" type="email" autoComplete="email" inputMode="email" />}
            </form.AppField>
            <form.AppField name="phone">
              {(field) => <field.TextField label="Phone number" type="tel" autoComplete="tel" inputMode="tel" />}
            </form.AppField>
            <form.AppField name="gender">{() => <GenderField />}</form.AppField>
          </Section>

          <Section>
            <SectionTitle>Choose a password</SectionTitle>
            <form.AppField name="password">
              {(field) => <field.PasswordField label="Password" hint="At least 8 characters." autoComplete="new-password" />}
            </form.AppField>
            <form.AppField name="confirm_password">
              {(field) => <field.PasswordField label="Confirm password" autoComplete="new-password" />}
            </form.AppField>
          </Section>

          <Section>
            <SectionTitle>Where you live</SectionTitle>
            <form.AppField name="city">
              {(field) => <field.SelectField label="City" autoComplete="address-level2" placeholder="Select a city" options={signupCities} />}
            </form.AppField>
            <form.AppField name="country">
              {(field) => <field.SelectField label="Country" autoComplete="country" placeholder="Select a country" options={signupCountries} />}
            </form.AppField>
          </Section>

          <Choices>
            <form.AppField name="accept_terms">
              {(field) => (
                <field.CheckboxField
                  label={
                    <>
                      I accept the{' '}
                      <LegalLinkButton type="button" aria-haspopup="dialog" onClick={openLegal('terms')}>
                        Terms and Conditions
                      </LegalLinkButton>{' '}
                      and the{' '}
                      <LegalLinkButton type="button" aria-haspopup="dialog" onClick={openLegal('privacy')}>
                        Privacy Policy
                      </LegalLinkButton>
                    </>
                  }
                />
              )}
            </form.AppField>
            <form.AppField name="accept_marketing">
              {(field) => <field.CheckboxField label="Send me occasional updates and parenting tips by email" />}
            </form.AppField>
          </Choices>

          <Button type="submit" size="lg" fullWidth loading={busy}>
            Create Account
          </Button>
        </Stack>
      </KitForm>
      <SocialSignIn />
      <Footer>Already have an account? {loginLink}</Footer>
      <LegalDialog shown={legal} onClose={() => setLegal(null)} />
    </AuthLayout>
  )
}
