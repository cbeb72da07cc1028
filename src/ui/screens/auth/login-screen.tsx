import { revalidateLogic } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { loginFormSchema, type LoginForm } from '@/domain/forms/auth-forms'
import { KitForm, useAppForm } from '@/ui/forms/form-kit'
import { Button } from '@/ui/primitives/button'
import { Cluster, Stack } from '@/ui/primitives/layout'
import { AuthLayout } from '@/ui/screens/auth/auth-layout'
import { SocialSignIn } from '@/ui/screens/auth/social-sign-in'

const ForgotRow = styled(Cluster).attrs({ $gap: 0, $align: 'stretch' as const, $justify: 'end' as const })`
  margin-top: -${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const NoticeSlot = styled.div`
  margin-bottom: ${({ theme }) => theme.space(2)};
`

const Footer = styled.p`
  text-align: center;
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
`

const Hint = styled.aside`
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  padding: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.muted};
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }

  /* "(in-browser demo only)" stays whole: no break at its hyphen on a phone. */
  h2 span {
    white-space: nowrap;
  }

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1.5)};
  }

  /* One account a row, its button under it at full width: the same shape at every width and label length. */
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(0.5)};
  }

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    overflow-wrap: anywhere;
  }
`

export interface DemoAccount {
  role: string
  email: string
  password: string
}

export type LoginScreenProps = {
  busy: boolean
  onSubmit: (values: LoginForm) => void
  /** Log In / Sign Up tabs (router links, from the route). */
  tabs: ReactNode
  forgotPasswordLink: ReactNode
  signupLink: ReactNode
  /** e.g. "Your session has expired…", above the form. */
  notice?: ReactNode
  /** Mock mode only: the seed accounts, so a product owner can sign in without reading docs. */
  demoAccounts?: readonly DemoAccount[]
  /** The address an invitation was sent to (docs/decisions/094), filled in. */
  initialEmail?: string
}

/**
 * /auth (docs/product-rules.md#2, #5): email and password validated on submit, then
 * as the user types; errors under the inputs; Log In disabled while either
 * field is empty; the request is sent only when there are no errors.
 */
export function LoginScreen({ busy, onSubmit, tabs, forgotPasswordLink, signupLink, notice, demoAccounts, initialEmail = '' }: LoginScreenProps) {
  const form = useAppForm({
    defaultValues: { email: initialEmail, password: '' } as LoginForm,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: loginFormSchema },
    onSubmit: ({ value }) => onSubmit(value),
  })

  return (
    <AuthLayout
      title="Hey Welcome!"
      subtitle="Log in to follow your child's milestones."
      header={tabs}
      below={
        demoAccounts && demoAccounts.length > 0 ? (
          <Hint aria-labelledby="demo-accounts-title">
            <h2 id="demo-accounts-title">
              Demo accounts <span>(in-browser demo only)</span>
            </h2>
            <ul>
              {demoAccounts.map((account) => (
                <li key={account.email}>
                  <span>
                    {account.role}: <code>{account.email}</code> / <code>{account.password}</code>
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    fullWidth
                    onClick={() => {
                      form.setFieldValue('email', account.email)
                      form.setFieldValue('password', account.password)
                    }}
                  >
                    Use {account.role.toLowerCase()} account
                  </Button>
                </li>
              ))}
            </ul>
          </Hint>
        ) : undefined
      }
    >
      {notice ? <NoticeSlot>{notice}</NoticeSlot> : null}
      <KitForm form={form} aria-label="Log in">
        <Stack $gap={2}>
          <form.AppField name="email">
            {(field) => <field.TextField label="Email" type="email" autoComplete="email" inputMode="email" />}
          </form.AppField>
          <form.AppField name="password">{(field) => <field.PasswordField label="Password" autoComplete="current-password" />}</form.AppField>
          <ForgotRow>{forgotPasswordLink}</ForgotRow>
          <form.Subscribe selector={(state) => state.values.email === '' || state.values.password === ''}>
            {(empty) => (
              <Button type="submit" size="lg" fullWidth loading={busy} disabled={empty}>
                Log In
              </Button>
            )}
          </form.Subscribe>
        </Stack>
      </KitForm>
      <SocialSignIn />
      <Footer>
        New here? {signupLink}
      </Footer>
    </AuthLayout>
  )
}
