import { createFileRoute, Link } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { invitationSignInText, invitedEmailSearch, isInvitationRedirect, redirectSearch } from '@/domain/redirect'
import { signupMachine, signupOutput } from '@/machines/signup.machine'
import { AuthPageLink } from '@/routes/-lib/auth-page-link'
import { useNavigateOnDone } from '@/routes/-lib/use-navigate-on-done'
import { Notice } from '@/ui/primitives/notice'
import { AuthTab, AuthTabList } from '@/ui/screens/auth/auth-layout'
import { SignupScreen } from '@/ui/screens/signup/signup-screen'

export const Route = createFileRoute('/signup')({
  // Where the visitor was going (an invitation's link), kept through onboarding (docs/decisions/072), and the address
  // the invitation was sent to, filled in (docs/decisions/094).
  validateSearch: (search: Record<string, unknown>) => ({ ...redirectSearch(search), ...invitedEmailSearch(search.email) }),
  component: SignUpPage,
})

function SignUpPage() {
  const search = Route.useSearch()
  const actorRef = useActorRef(signupMachine, { input: { redirect: search.redirect } })
  // The button stays busy through the 1.5 s before the redirect (docs/product-rules.md#4), so nothing is sent twice.
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy') || snapshot.matches('success') || snapshot.status === 'done')
  const banner = useSelector(actorRef, (snapshot) => snapshot.context.banner)
  const serverErrors = useSelector(actorRef, (snapshot) => snapshot.context.fieldErrors)
  useNavigateOnDone(actorRef, { ahead: signupOutput })

  return (
    <SignupScreen
      busy={busy}
      banner={banner}
      serverErrors={serverErrors}
      onSubmit={(values) => actorRef.send({ type: 'submit', values })}
      tabs={
        <AuthTabList aria-label="Log in or sign up">
          <AuthTab as={AuthPageLink} to="/auth" redirect={search.redirect} email={search.email}>
            Log In
          </AuthTab>
          <AuthTab as={Link} to="/signup" aria-current="page">
            Sign Up
          </AuthTab>
        </AuthTabList>
      }
      initialEmail={search.email}
      notice={isInvitationRedirect(search.redirect) ? <Notice tone="info">{invitationSignInText}</Notice> : undefined}
      loginLink={
        <AuthPageLink to="/auth" redirect={search.redirect} email={search.email}>
          Log in
        </AuthPageLink>
      }
    />
  )
}
