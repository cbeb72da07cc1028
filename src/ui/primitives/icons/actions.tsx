import { Icon, type IconProps, lineIcon } from '@/ui/primitives/icons/icon'

/* The icons on buttons and links: move, add, edit, remove, load and save. */

const chevrons = { right: 'M9 6l6 6-6 6', left: 'M15 6l-6 6 6 6', down: 'M6 9l6 6 6-6' } as const

export const ChevronIcon = ({ direction = 'right', ...p }: IconProps & { direction?: keyof typeof chevrons }) => (
  <Icon {...p}>
    <path d={chevrons[direction]} />
  </Icon>
)

export const ArrowRightIcon = lineIcon('M5 12h14M13 6l6 6-6 6')

export const PlusIcon = lineIcon('M12 5v14M5 12h14')

export const CheckIcon = lineIcon('M5 12.5l4.5 4.5L19 7.5')

export const PencilIcon = lineIcon('M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4z', 'M13.5 6.5l4 4')

/** Preview (the builder's "as a parent sees it"). */
export const EyeIcon = lineIcon('M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z', <circle cx="12" cy="12" r="3" />)

export const TrashIcon = lineIcon('M4 7h16', 'M9 7V4.5h6V7', 'M6.5 7l1 13h9l1-13', 'M10 11v5M14 11v5')

export const DownloadIcon = lineIcon('M12 4v11', 'M7 10.5l5 5 5-5', 'M5 20h14')

export const UploadIcon = lineIcon('M12 16V5', 'M7 9.5l5-5 5 5', 'M5 20h14')

export const SearchIcon = lineIcon(<circle cx="11" cy="11" r="6.5" />, 'M16 16l4 4')

/** The drag handle: six dots. */
export const GripIcon = ({ size = 24 }: IconProps) => (
  <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" fill="currentColor">
    <circle cx="9" cy="6" r="1.6" />
    <circle cx="15" cy="6" r="1.6" />
    <circle cx="9" cy="12" r="1.6" />
    <circle cx="15" cy="12" r="1.6" />
    <circle cx="9" cy="18" r="1.6" />
    <circle cx="15" cy="18" r="1.6" />
  </svg>
)

export const ImageIcon = lineIcon(<rect x="3.5" y="4.5" width="17" height="15" rx="2" />, <circle cx="9" cy="10" r="1.8" />, 'M4 18l5.5-5.5 3.5 3.5 2.5-2.5L20 18')

export const PrintIcon = lineIcon('M7 8V3.5h10V8', <rect x="3.5" y="8" width="17" height="8.5" rx="2" />, 'M7 13.5h10v7H7z')

export const LogoutIcon = lineIcon('M14 4.5h3.5a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H14', 'M10 8l-4 4 4 4', 'M6 12h10')

export const PauseIcon = lineIcon('M9 6v12M15 6v12')

export const PlayIcon = lineIcon('M8 5.5v13l10.5-6.5z')
