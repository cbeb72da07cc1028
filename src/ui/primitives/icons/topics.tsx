import { type IconProps, lineIcon } from '@/ui/primitives/icons/icon'

/* The icons that stand for a subject: features, a child's measures, the admin's areas, contact. */

export const MilestonesIcon = lineIcon('M5 21V4', 'M5 4.5h11l-2 3.5 2 3.5H5', 'M9 21h10')

export const GoalsIcon = lineIcon(<circle cx="12" cy="12" r="8.5" />, <circle cx="12" cy="12" r="4.5" />, <circle cx="12" cy="12" r="1" fill="currentColor" />)

export const ProgressIcon = lineIcon('M4 20h16', 'M7 16v-3', 'M12 16V9', 'M17 16V5')

export const TrackIcon = lineIcon('M4 4v16h16', 'M7.5 15l3.5-4 3 2.5 5-6', 'M16 7.5h3v3')

export const GuidanceIcon = lineIcon('M3 5.5c3-1.5 6-1.5 9 .5v14c-3-2-6-2-9-.5z', 'M21 5.5c-3-1.5-6-1.5-9 .5v14c3-2 6-2 9-.5z')

export const CommunityIcon = lineIcon(<circle cx="9" cy="8" r="3" />, 'M3.5 19c.6-3.3 2.7-5 5.5-5s4.9 1.7 5.5 5', <circle cx="17" cy="9.5" r="2.25" />, 'M15.5 14.3c.5-.2 1-.3 1.5-.3 2.2 0 3.7 1.4 4 4')

export const UsersIcon = lineIcon(<circle cx="9" cy="8" r="3.5" />, 'M2.5 20c.8-3.6 3.3-5.5 6.5-5.5s5.7 1.9 6.5 5.5', 'M16 4.8a3.3 3.3 0 0 1 0 6.4', 'M18 14.8c1.8.7 3 2.4 3.5 5.2')

export const HealthIcon = lineIcon(<rect x="4.5" y="4" width="15" height="17" rx="2.5" />, 'M9 4V3h6v1', 'M12 9.5v6M9 12.5h6')

export const HeartIcon = lineIcon('M12 20s-7.5-4.4-7.5-10A4.2 4.2 0 0112 7.5 4.2 4.2 0 0119.5 10c0 5.6-7.5 10-7.5 10z')

export const ShieldCheckIcon = lineIcon('M12 3l7 3v5.5c0 4.4-3 7.9-7 9.5-4-1.6-7-5.1-7-9.5V6l7-3z', 'M9 12l2 2 4-4')

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

export const QuoteIcon = ({ size = 32 }: IconProps) => (
  <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 32 32" fill="currentColor">
    <path d="M6 24v-6.5C6 11.6 8.9 8 14 7l1 2.4c-2.8.9-4.3 2.8-4.5 5.6H14V24zm12 0v-6.5c0-5.9 2.9-9.5 8-10.5l1 2.4c-2.8.9-4.3 2.8-4.5 5.6H26V24z" />
  </svg>
)

export const ChatIcon = lineIcon('M4 6.5A2.5 2.5 0 016.5 4h11A2.5 2.5 0 0120 6.5v7a2.5 2.5 0 01-2.5 2.5H10l-4.5 4v-4h0A1.5 1.5 0 014 14.5z', 'M8.5 9h7M8.5 12h4.5')

export const PinIcon = lineIcon('M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0113 0c0 5.4-6.5 11-6.5 11z', <circle cx="12" cy="10" r="2.5" />)

export const BabyIcon = lineIcon(<circle cx="12" cy="12" r="8.5" />, 'M9.5 14.5c1.4 1.2 3.6 1.2 5 0', <circle cx="9.25" cy="10.5" r=".75" fill="currentColor" />, <circle cx="14.75" cy="10.5" r=".75" fill="currentColor" />, 'M11 3.6c0 1.4 1.8 1.8 2.3.6')

export const PhoneIcon = lineIcon(<rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />, 'M10.5 18.5h3')

export const StoreTriangleIcon = lineIcon('M6 3.5v17l14-8.5z', 'M6 3.5l9.5 11.8M6 20.5l9.5-11.8')

export const ChecklistIcon = lineIcon(<rect x="4" y="3.5" width="16" height="17" rx="2.5" />, 'M8 9l1.5 1.5L12 8', 'M8 15l1.5 1.5L12 14', 'M14.5 9.5H16.5M14.5 15.5H16.5')

export const ActivitiesIcon = lineIcon(<circle cx="8" cy="8" r="3.5" />, 'M14 4.5h5.5V10H14z', 'M4.5 19.5l3.5-6 3.5 6z', 'M16.75 13.5v6M13.75 16.5h6')

export const BellIcon = lineIcon('M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16z', 'M10 20.5a2 2 0 0 0 4 0')

export const BandsIcon = lineIcon(<rect x="3.5" y="5" width="17" height="4" rx="2" />, <rect x="3.5" y="10.5" width="17" height="4" rx="2" />, <rect x="3.5" y="16" width="11" height="4" rx="2" />)

export const LayersIcon = lineIcon('M12 3l9 5-9 5-9-5 9-5z', 'M3 12.5l9 5 9-5', 'M3 17l9 5 9-5')

export const DashboardIcon = lineIcon(<rect x="3.5" y="3.5" width="7" height="8" rx="1.5" />, <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />, <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />, <rect x="3.5" y="14.5" width="7" height="6" rx="1.5" />)

export const ScaleIcon = lineIcon('M5 20h14l-1.5-11h-11L5 20z', <circle cx="12" cy="6" r="2.5" />)

export const CakeIcon = lineIcon('M4 20h16v-7a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v7z', 'M4 15.5c2 1.5 4 1.5 5.3 0 1.4 1.5 4 1.5 5.4 0 1.3 1.5 3.3 1.5 5.3 0', 'M12 11V8', <path d="M12 4.5c.8.9.8 1.9 0 2.5-.8-.6-.8-1.6 0-2.5z" fill="currentColor" />)

export const RulerIcon = lineIcon(<rect x="8" y="2.5" width="8" height="19" rx="1.5" />, 'M8 6.5h3M8 10h4M8 13.5h3M8 17h4')

export const SeedlingIcon = lineIcon('M12 21v-8', 'M12 13c0-4 2.5-6.5 7-6.5 0 4.5-2.5 6.5-7 6.5z', 'M12 15c0-3.5-2-5.5-6-5.5 0 3.5 2 5.5 6 5.5z')

export const SearchHeartIcon = lineIcon(<circle cx="10.5" cy="10.5" r="6.5" />, 'M15.5 15.5L20 20', 'M10.5 13.2l-2.2-2.1a1.3 1.3 0 0 1 2.2-1.2 1.3 1.3 0 0 1 2.2 1.2z')

/** An exclamation mark: something went wrong (the error page's picture). */
export const ExclamationIcon = lineIcon('M12 5v9', <circle cx="12" cy="18.5" r="1.2" fill="currentColor" />)

/** A person's outline: the place of a photo not chosen yet. */
export const PersonIcon = lineIcon(<circle cx="12" cy="9" r="4.5" />, 'M4 21c1-4.5 4.25-6.5 8-6.5s7 2 8 6.5')
