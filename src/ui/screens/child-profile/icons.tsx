/* Small line icons of our own (STYLE.md: SVG, no icon font). All decorative: the text beside them names the thing. */

type IconProps = { size?: number }

const base = (size: number) =>
  ({
    'aria-hidden': true,
    focusable: false,
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  }) as const

export const PencilIcon = ({ size = 20 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4z" />
    <path d="M13.5 6.5l4 4" />
  </svg>
)

export const StarIcon = ({ size = 18 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5z" fill="currentColor" />
  </svg>
)

export const ChecklistIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)}>
    <rect x="4" y="3.5" width="16" height="17" rx="2.5" />
    <path d="M8 9l1.5 1.5L12 8" />
    <path d="M8 15l1.5 1.5L12 14" />
    <path d="M14.5 9.5H16.5M14.5 15.5H16.5" />
  </svg>
)

export const ActivitiesIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)}>
    <circle cx="8" cy="8" r="3.5" />
    <path d="M14 4.5h5.5V10H14z" />
    <path d="M4.5 19.5l3.5-6 3.5 6z" />
    <path d="M16.75 13.5v6M13.75 16.5h6" />
  </svg>
)

export const TrackIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M4 4v16h16" />
    <path d="M7.5 15l3.5-4 3 2.5 5-6" />
    <path d="M16 7.5h3v3" />
  </svg>
)

export const MilestonesIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M6 21V4" />
    <path d="M6 4.5c3-1.5 5 1.5 8 0s4-.5 4-.5v8s-1-1-4 .5-5-1.5-8 0" />
  </svg>
)

export const BellIcon = ({ size = 24 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </svg>
)

export const BandsIcon = ({ size = 20 }: IconProps) => (
  <svg {...base(size)}>
    <rect x="3.5" y="5" width="17" height="4" rx="2" />
    <rect x="3.5" y="10.5" width="17" height="4" rx="2" />
    <rect x="3.5" y="16" width="11" height="4" rx="2" />
  </svg>
)

export const ChevronIcon = ({ size = 18 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M9 6l6 6-6 6" />
  </svg>
)

export const ScaleIcon = ({ size = 18 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M5 20h14l-1.5-11h-11L5 20z" />
    <circle cx="12" cy="6" r="2.5" />
  </svg>
)

export const CakeIcon = ({ size = 18 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M4 20h16v-7a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v7z" />
    <path d="M4 15.5c2 1.5 4 1.5 5.3 0 1.4 1.5 4 1.5 5.4 0 1.3 1.5 3.3 1.5 5.3 0" />
    <path d="M12 11V8" />
    <path d="M12 4.5c.8.9.8 1.9 0 2.5-.8-.6-.8-1.6 0-2.5z" fill="currentColor" />
  </svg>
)

export const RulerIcon = ({ size = 18 }: IconProps) => (
  <svg {...base(size)}>
    <rect x="8" y="2.5" width="8" height="19" rx="1.5" />
    <path d="M8 6.5h3M8 10h4M8 13.5h3M8 17h4" />
  </svg>
)

export const SeedlingIcon = ({ size = 48 }: IconProps) => (
  <svg {...base(size)} strokeWidth={1.75}>
    <path d="M12 21v-8" />
    <path d="M12 13c0-4 2.5-6.5 7-6.5 0 4.5-2.5 6.5-7 6.5z" />
    <path d="M12 15c0-3.5-2-5.5-6-5.5 0 3.5 2 5.5 6 5.5z" />
  </svg>
)

export const SearchHeartIcon = ({ size = 48 }: IconProps) => (
  <svg {...base(size)} strokeWidth={1.75}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5L20 20" />
    <path d="M10.5 13.2l-2.2-2.1a1.3 1.3 0 0 1 2.2-1.2 1.3 1.3 0 0 1 2.2 1.2z" />
  </svg>
)

export const PrintIcon = ({ size = 20 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M7 8V3.5h10V8" />
    <rect x="3.5" y="8" width="17" height="8.5" rx="2" />
    <path d="M7 13.5h10v7H7z" />
  </svg>
)
