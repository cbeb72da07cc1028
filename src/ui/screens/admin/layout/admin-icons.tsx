/* Small line icons of our own for the admin area (STYLE.md: SVG). Decorative: the text beside them names the thing. */

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

export const DashboardIcon = ({ size = 20 }: IconProps) => (
  <svg {...base(size)}>
    <rect x="3.5" y="3.5" width="7" height="8" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
    <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
    <rect x="3.5" y="14.5" width="7" height="6" rx="1.5" />
  </svg>
)

export const UsersIcon = ({ size = 20 }: IconProps) => (
  <svg {...base(size)}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.8-3.6 3.3-5.5 6.5-5.5s5.7 1.9 6.5 5.5" />
    <path d="M16 4.8a3.3 3.3 0 0 1 0 6.4" />
    <path d="M18 14.8c1.8.7 3 2.4 3.5 5.2" />
  </svg>
)

export const MilestonesIcon = ({ size = 20 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M5 21V4" />
    <path d="M5 4.5h11l-2 3.5 2 3.5H5" />
    <path d="M9 21h10" />
  </svg>
)

export const LogoutIcon = ({ size = 20 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M14 4.5h3.5a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H14" />
    <path d="M10 8l-4 4 4 4" />
    <path d="M6 12h10" />
  </svg>
)

export const MenuIcon = ({ size = 20 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M4 6.5h16M4 12h16M4 17.5h16" />
  </svg>
)

export const CloseIcon = ({ size = 20 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
)
