import type { ReactNode } from 'react'

/** What a screen hands to the route's link renderer: the look and the accessible name stay with the screen. */
export type LinkSlotProps = {
  className?: string
  children: ReactNode
  'aria-label'?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
}

/**
 * ui may not import the router (STYLE.md layers), so screens name a destination
 * and the route renders the router Link for it, e.g.
 * `renderLink={(to, props) => <Link to="/client-dashboard" {...props} />}`.
 */
export type RenderLink<Target extends string> = (target: Target, props: LinkSlotProps) => ReactNode

/** Every place the child profile screens link to. */
export type ProfileLinkTarget =
  | 'dashboard'
  | 'profile'
  | 'summary'
  | 'edit'
  | 'bands'
  | 'weeklyChecklist'
  | 'recommendedActivities'
  | 'trackProgress'
  | 'milestonesStatus'
  | 'alertsReminders'

export type RenderProfileLink = RenderLink<ProfileLinkTarget>

type ProfileLinkProps = LinkSlotProps & { to: ProfileLinkTarget; renderLink: RenderProfileLink }

/** A styleable link (`styled(ProfileLink)`) whose element comes from the route. */
export function ProfileLink({ to, renderLink, ...props }: ProfileLinkProps) {
  return <>{renderLink(to, props)}</>
}
