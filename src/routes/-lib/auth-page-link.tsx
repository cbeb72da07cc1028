import { Link } from '@tanstack/react-router'
import type { AnchorHTMLAttributes } from 'react'

type AuthPageLinkProps = { to: '/auth' | '/signup'; redirect?: string; email?: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>

/**
 * A link between the login and sign-up pages that keeps where the visitor was going (`?redirect=`, an
 * invitation's link, docs/decisions/072) and the invited address (`?email=`, docs/decisions/094). Plain props, so it can be the `as` of a styled tab.
 */
export function AuthPageLink({ to, redirect, email, ...rest }: AuthPageLinkProps) {
  return <Link to={to} search={{ ...(redirect ? { redirect } : {}), ...(email ? { email } : {}) }} {...rest} />
}
