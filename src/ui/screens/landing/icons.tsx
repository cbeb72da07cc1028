import { type ReactNode } from 'react'

/*
 * Line icons drawn for the landing page on a 24 px grid. This file holds the ones the
 * top navigation and the hero need; the sections below the hero, a lazy chunk, take
 * theirs from section-icons.tsx (issue #6: the landing page's initial JavaScript). They are decorative: each
 * sits next to visible text, so they are hidden from assistive tech and take the
 * text colour through currentColor.
 */

export type IconProps = { size?: number }

export function Icon({ size = 24, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}

export const CheckCircleIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.75 2.75L16 10" />
  </Icon>
)

export const VerifiedIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3l2.2 1.6 2.7-.1.9 2.6 2.2 1.6-.8 2.6.8 2.6-2.2 1.6-.9 2.6-2.7-.1L12 21l-2.2-1.6-2.7.1-.9-2.6L4 15.3l.8-2.6L4 10.1l2.2-1.6.9-2.6 2.7.1z" />
    <path d="M9 12l2 2 4-4" />
  </Icon>
)

export const ShieldIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6z" />
    <rect x="9" y="11" width="6" height="5" rx="1" />
    <path d="M10.25 11V9.75a1.75 1.75 0 013.5 0V11" />
  </Icon>
)

export const NoAdsIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.6 5.6l12.8 12.8" />
  </Icon>
)

export const ArrowUpIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 19V5" />
    <path d="M6 11l6-6 6 6" />
  </Icon>
)

export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
)

export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
)
