import { revalidateLogic, useForm } from '@tanstack/react-form'
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import type { SignupBody } from '@/contract/accounts'
import { signupCities, signupCountries, signupFormSchema } from '@/domain/forms/auth-forms'
import { firstError } from '@/ui/forms/field-errors'
import { Button } from '@/ui/primitives/button'
import { Stack } from '@/ui/primitives/card'
import { CheckboxField } from '@/ui/primitives/checkbox-field'
import { Notice } from '@/ui/primitives/notice'
import { PasswordField } from '@/ui/primitives/password-field'
import { SelectField } from '@/ui/primitives/select-field'
import { TextField } from '@/ui/primitives/text-field'
import { AuthLayout } from '@/ui/screens/auth/auth-layout'
import { SocialSignIn } from '@/ui/screens/auth/social-sign-in'
import { GenderChoice } from '@/ui/screens/signup/gender-choice'
import { LegalDialog, LegalLinkButton, type LegalDocument } from '@/ui/screens/signup/legal-dialog'
import { emptySignupValues, toSignupBody, type SignupFieldName, type SignupFormValues } from '@/ui/screens/signup/signup-values'

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

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
`

const Footer = styled.p`
  text-align: center;
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
`

const fieldOrder: readonly SignupFieldName[] = [
  'full_name',
  'email',
  'phone',
  'gender',
  'password',
  'confirm_password',
  'city',
  'country',
  'accept_terms',
  'accept_marketing',
]
const knownFields = new Set<string>(fieldOrder)

/** Keyboard and screen-reader users land on the first field that needs them. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (!invalid) return
  const target =
    invalid.getAttribute('role') === 'radiogroup'
      ? (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector<HTMLElement>('input'))
      : invalid
  target?.focus()
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
}

/**
 * /signup (docs/product-rules.md#2, #5, #8). Validated on submit, then as the parent
 * types; each message under its field. Server messages show under their fields
 * until that field is changed. The form is never reset by the screen, so a
 * failed attempt keeps everything typed.
 */
export function SignupScreen({ busy, banner, serverErrors, onSubmit, tabs, loginLink }: SignupScreenProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [legal, setLegal] = useState<LegalDocument | null>(null)
  // The values of the last attempt: a server message stays under its field until the field is changed.
  const [submitted, setSubmitted] = useState<SignupFormValues | null>(null)
  const [invalidAttempts, setInvalidAttempts] = useState(0)

  const form = useForm({
    defaultValues: emptySignupValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: signupFormSchema },
    onSubmit: ({ value }) => {
      if (busy) return
      setSubmitted(value)
      onSubmit(toSignupBody(value))
    },
    onSubmitInvalid: () => setInvalidAttempts((count) => count + 1),
  })

  useEffect(() => {
    if (invalidAttempts > 0) focusFirstInvalid(formRef.current)
  }, [invalidAttempts])

  useEffect(() => {
    if (Object.keys(serverErrors).some((field) => knownFields.has(field))) focusFirstInvalid(formRef.current)
  }, [serverErrors])

  const serverError = <K extends SignupFieldName>(name: K, value: SignupFormValues[K]): string | undefined =>
    submitted && submitted[name] === value ? serverErrors[name] : undefined

  const errorFor = <K extends SignupFieldName>(name: K, value: SignupFormValues[K], errors: readonly unknown[]) =>
    firstError(errors) ?? serverError(name, value)

  const otherServerErrors = Object.entries(serverErrors).filter(([field]) => !knownFields.has(field))

  const openLegal = (document: LegalDocument) => (event: MouseEvent<HTMLButtonElement>) => {
    // Inside the checkbox's label: open the text without ticking the box.
    event.preventDefault()
    setLegal(document)
  }

  return (
    <AuthLayout title="Create your account" subtitle="Join parents following their child's first 1,000 days." header={tabs}>
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
      <form
        ref={formRef}
        noValidate
        aria-label="Sign up"
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <Stack $gap={3}>
          <Section>
            <SectionTitle>About you</SectionTitle>
            <form.Field name="full_name">
              {(field) => (
                <TextField
                  label="Full name"
                  autoComplete="name"
                  name={field.name}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={field.handleBlur}
                  error={errorFor(field.name, field.state.value, field.state.meta.errors)}
                />
              )}
            </form.Field>
            <form.Field name="email">
              {(field) => (
                <TextField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  name={field.name}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={field.handleBlur}
                  error={errorFor(field.name, field.state.value, field.state.meta.errors)}
                />
              )}
            </form.Field>
            <form.Field name="phone">
              {(field) => (
                <TextField
                  label="Phone number"
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  name={field.name}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={field.handleBlur}
                  error={errorFor(field.name, field.state.value, field.state.meta.errors)}
                />
              )}
            </form.Field>
            <form.Field name="gender">
              {(field) => (
                <GenderChoice
                  name={field.name}
                  value={field.state.value}
                  onChange={(value) => field.handleChange(value)}
                  onBlur={field.handleBlur}
                  error={errorFor(field.name, field.state.value, field.state.meta.errors)}
                />
              )}
            </form.Field>
          </Section>

          <Section>
            <SectionTitle>Choose a password</SectionTitle>
            <form.Field name="password">
              {(field) => (
                <PasswordField
                  label="Password"
                  hint="At least 8 characters."
                  autoComplete="new-password"
                  name={field.name}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={field.handleBlur}
                  error={errorFor(field.name, field.state.value, field.state.meta.errors)}
                />
              )}
            </form.Field>
            <form.Field name="confirm_password">
              {(field) => (
                <PasswordField
                  label="Confirm password"
                  autoComplete="new-password"
                  name={field.name}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={field.handleBlur}
                  error={errorFor(field.name, field.state.value, field.state.meta.errors)}
                />
              )}
            </form.Field>
          </Section>

          <Section>
            <SectionTitle>Where you live</SectionTitle>
            <form.Field name="city">
              {(field) => (
                <SelectField
                  label="City"
                  autoComplete="address-level2"
                  name={field.name}
                  placeholder="Select a city"
                  options={signupCities}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={field.handleBlur}
                  error={errorFor(field.name, field.state.value, field.state.meta.errors)}
                />
              )}
            </form.Field>
            <form.Field name="country">
              {(field) => (
                <SelectField
                  label="Country"
                  autoComplete="country"
                  name={field.name}
                  placeholder="Select a country"
                  options={signupCountries}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={field.handleBlur}
                  error={errorFor(field.name, field.state.value, field.state.meta.errors)}
                />
              )}
            </form.Field>
          </Section>

          <Choices>
            <form.Field name="accept_terms">
              {(field) => (
                <CheckboxField
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
                  name={field.name}
                  checked={field.state.value}
                  onChange={(e) => field.handleChange(e.target.checked)}
                  onBlur={field.handleBlur}
                  error={errorFor(field.name, field.state.value, field.state.meta.errors)}
                />
              )}
            </form.Field>
            <form.Field name="accept_marketing">
              {(field) => (
                <CheckboxField
                  label="Send me occasional updates and parenting tips by email"
                  name={field.name}
                  checked={field.state.value}
                  onChange={(e) => field.handleChange(e.target.checked)}
                  onBlur={field.handleBlur}
                  error={errorFor(field.name, field.state.value, field.state.meta.errors)}
                />
              )}
            </form.Field>
          </Choices>

          <Button type="submit" size="lg" fullWidth loading={busy}>
            Create Account
          </Button>
        </Stack>
      </form>
      <SocialSignIn />
      <Footer>Already have an account? {loginLink}</Footer>
      <LegalDialog shown={legal} onClose={() => setLegal(null)} />
    </AuthLayout>
  )
}
