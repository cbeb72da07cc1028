/* Line icons of our own for the builder (STYLE.md: SVG). Decorative: a label names every control. */

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

export const GripIcon = ({ size = 20 }: IconProps) => (
  <svg {...base(size)} stroke="none" fill="currentColor">
    <circle cx="9" cy="6" r="1.6" />
    <circle cx="15" cy="6" r="1.6" />
    <circle cx="9" cy="12" r="1.6" />
    <circle cx="15" cy="12" r="1.6" />
    <circle cx="9" cy="18" r="1.6" />
    <circle cx="15" cy="18" r="1.6" />
  </svg>
)

export const ChevronIcon = ({ size = 20 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M9 6l6 6-6 6" />
  </svg>
)

export const PlusIcon = ({ size = 18 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M12 5v14M5 12h14" />
  </svg>
)

export const EditIcon = ({ size = 18 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4z" />
    <path d="M13.5 6.5l4 4" />
  </svg>
)

export const TrashIcon = ({ size = 18 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M4 7h16" />
    <path d="M9 7V4.5h6V7" />
    <path d="M6.5 7l1 13h9l1-13" />
    <path d="M10 11v5M14 11v5" />
  </svg>
)

export const DownloadIcon = ({ size = 18 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M12 4v11" />
    <path d="M7 10.5l5 5 5-5" />
    <path d="M5 20h14" />
  </svg>
)

export const UploadIcon = ({ size = 18 }: IconProps) => (
  <svg {...base(size)}>
    <path d="M12 16V5" />
    <path d="M7 9.5l5-5 5 5" />
    <path d="M5 20h14" />
  </svg>
)

export const SearchIcon = ({ size = 18 }: IconProps) => (
  <svg {...base(size)}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4 4" />
  </svg>
)

export const ImageIcon = ({ size = 20 }: IconProps) => (
  <svg {...base(size)}>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="M4 18l5.5-5.5 3.5 3.5 2.5-2.5L20 18" />
  </svg>
)

export const LayersIcon = ({ size = 40 }: IconProps) => (
  <svg {...base(size)} strokeWidth={1.5}>
    <path d="M12 3l9 5-9 5-9-5 9-5z" />
    <path d="M3 12.5l9 5 9-5" />
    <path d="M3 17l9 5 9-5" />
  </svg>
)
