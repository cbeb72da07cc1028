import { Icon, type IconProps } from '@/ui/screens/landing/icons'

/* The landing page's icons used only below the hero (see icons.tsx). */

export const MilestonesIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 21V4" />
    <path d="M5 4h11l-2 3.5L16 11H5" />
    <path d="M9 21h10" />
  </Icon>
)

export const GoalsIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="4.5" />
    <circle cx="12" cy="12" r="1" fill="currentColor" />
  </Icon>
)

export const ProgressIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 20h16" />
    <path d="M7 16v-3" />
    <path d="M12 16V9" />
    <path d="M17 16V5" />
  </Icon>
)

export const GuidanceIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 5.5c3-1.5 6-1.5 9 .5v14c-3-2-6-2-9-.5z" />
    <path d="M21 5.5c-3-1.5-6-1.5-9 .5v14c3-2 6-2 9-.5z" />
  </Icon>
)

export const CommunityIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="8" r="3" />
    <path d="M3.5 19c.6-3.3 2.7-5 5.5-5s4.9 1.7 5.5 5" />
    <circle cx="17" cy="9.5" r="2.25" />
    <path d="M15.5 14.3c.5-.2 1-.3 1.5-.3 2.2 0 3.7 1.4 4 4" />
  </Icon>
)

export const HealthIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4.5" y="4" width="15" height="17" rx="2.5" />
    <path d="M9 4V3h6v1" />
    <path d="M12 9.5v6M9 12.5h6" />
  </Icon>
)

export const CheckIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Icon>
)

export const SupportIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 20s-7.5-4.4-7.5-10A4.2 4.2 0 0112 7.5 4.2 4.2 0 0119.5 10c0 5.6-7.5 10-7.5 10z" />
  </Icon>
)

export const StarIcon = ({ size = 18, filled = true }: IconProps & { filled?: boolean }) => (
  <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24">
    <path
      d="M12 3.2l2.7 5.5 6 .9-4.35 4.25 1 6L12 17l-5.35 2.85 1-6L3.3 9.6l6-.9z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
  </svg>
)

export const PauseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 6v12M15 6v12" />
  </Icon>
)

export const PlayIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8 5.5v13l10.5-6.5z" />
  </Icon>
)

export const QuoteIcon = (p: IconProps) => (
  <svg aria-hidden="true" focusable="false" width={p.size ?? 32} height={p.size ?? 32} viewBox="0 0 32 32" fill="currentColor">
    <path d="M6 24v-6.5C6 11.6 8.9 8 14 7l1 2.4c-2.8.9-4.3 2.8-4.5 5.6H14V24zm12 0v-6.5c0-5.9 2.9-9.5 8-10.5l1 2.4c-2.8.9-4.3 2.8-4.5 5.6H26V24z" />
  </svg>
)

export const ChatIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6.5A2.5 2.5 0 016.5 4h11A2.5 2.5 0 0120 6.5v7a2.5 2.5 0 01-2.5 2.5H10l-4.5 4v-4h0A1.5 1.5 0 014 14.5z" />
    <path d="M8.5 9h7M8.5 12h4.5" />
  </Icon>
)

export const PinIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0113 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </Icon>
)

export const BabyIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M9.5 14.5c1.4 1.2 3.6 1.2 5 0" />
    <circle cx="9.25" cy="10.5" r=".75" fill="currentColor" />
    <circle cx="14.75" cy="10.5" r=".75" fill="currentColor" />
    <path d="M11 3.6c0 1.4 1.8 1.8 2.3.6" />
  </Icon>
)

export const PhoneIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
    <path d="M10.5 18.5h3" />
  </Icon>
)

export const StoreTriangleIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 3.5v17l14-8.5z" />
    <path d="M6 3.5l9.5 11.8M6 20.5l9.5-11.8" />
  </Icon>
)
