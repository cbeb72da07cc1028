import { createFileRoute, Link, redirect } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { invitationSignInText, invitedEmailSearch, isInvitationRedirect, redirectSearch } from '@/domain/redirect'
import { loginMachine, loginOutput } from '@/machines/login.machine'
import { AuthPageLink } from '@/routes/-lib/auth-page-link'
import { useNavigateOnDone } from '@/routes/-lib/use-navigate-on-done'
import { Notice } from '@/ui/primitives/notice'
import { useToast } from '@/ui/primitives/toast-context'
import { AuthTab, AuthTabList } from '@/ui/screens/auth/auth-layout'
import { LoginScreen } from '@/ui/screens/auth/login-screen'

interface AuthSearch {
  tab?: 'login' | 'signup'
  redirect?: string
  expired?: boolean
  /** The address an invitation was sent to, filled in (docs/decisions/094). */
  email?: string
}

/**
 * /auth?tab=signup preselects Sign Up (docs/product-rules.md#2); redirect and expired
 * come from the guards. Anything else is dropped. A plain function, not zod:
 * route options load with the entry, and zod does not belong in the landing page's JS.
 */
function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  const { tab, redirect: back, expired } = search
  return {
    tab: tab === 'login' || tab === 'signup' ? tab : undefined,
    redirect: typeof back === 'string' ? back : undefined,
    expired: typeof expired === 'boolean' ? expired : undefined,
    ...invitedEmailSearch(search.email),
  }
}

export const Route = createFileRoute('/auth/')({
  validateSearch: validateAuthSearch,
  // Choosing Sign Up navigates to /signup (docs/product-rules.md#2), so preselecting it lands there.
  beforeLoad: ({ search }) => {
    if (search.tab === 'signup') throw redirect({ to: '/signup', search: { ...redirectSearch(search), ...invitedEmailSearch(search.email) } })
  },
  component: AuthPage,
})

function AuthPage() {
  const { expired, redirect: back, email } = Route.useSearch()
  const { demoAccounts } = Route.useRouteContext()
  const toast = useToast()
  const actorRef = useActorRef(
    loginMachine.provide({
      actions: {
        // docs/product-rules.md#4: the success toast; section 8: the failure toast.
        notifySuccess: () => toast.show('Login successful!', 'success'),
        notifyFailure: (_, { message }) => toast.show(message, 'error'),
      },
    }),
    { input: { redirect: back ?? null } },
  )
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy') || snapshot.matches('success'))
  useNavigateOnDone(actorRef, { ahead: loginOutput })
  // Sign-up keeps where the visitor was going (an invitation's link), through onboarding (docs/decisions/072).
  const signupSearch = redirectSearch({ redirect: back })

  return (
    <LoginScreen
      busy={busy}
      onSubmit={(values) => actorRef.send({ type: 'submit', ...values })}
      tabs={
        <AuthTabList aria-label="Log in or sign up">
          <AuthTab as={Link} to="/auth" aria-current="page">
            Log In
          </AuthTab>
          <AuthTab as={AuthPageLink} to="/signup" redirect={signupSearch.redirect} email={email}>
            Sign Up
          </AuthTab>
        </AuthTabList>
      }
      forgotPasswordLink={<Link to="/auth/forgot-password">Forgot Password?</Link>}
      signupLink={
        <AuthPageLink to="/signup" redirect={signupSearch.redirect} email={email}>
          Sign Up
        </AuthPageLink>
      }
      notice={
        expired ? (
          <Notice tone="warning">Your session has expired. Please log in again.</Notice>
        ) : isInvitationRedirect(back) ? (
          <Notice tone="info">{invitationSignInText}</Notice>
        ) : undefined
      }
      demoAccounts={demoAccounts ?? undefined}
      initialEmail={email}
    />
  )
}
