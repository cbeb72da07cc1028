import { Icon, type IconProps, lineIcon } from '@/ui/primitives/icons/icon'

/*
 * The icons the first screen and the app's frame draw (landing navigation and
 * hero, menus, dialogs, toasts, notices, the demo bar). They are apart from the
 * others so the landing page's initial JavaScript carries only these
 * (docs/performance.md).
 */

export const MenuIcon = lineIcon('M4 7h16M4 12h16M4 17h16')

export const CloseIcon = lineIcon('M6 6l12 12M18 6L6 18')

export const CheckCircleIcon = lineIcon(<circle cx="12" cy="12" r="9" />, 'M8 12.5l2.75 2.75L16 10')

export const VerifiedIcon = lineIcon('M12 3l2.2 1.6 2.7-.1.9 2.6 2.2 1.6-.8 2.6.8 2.6-2.2 1.6-.9 2.6-2.7-.1L12 21l-2.2-1.6-2.7.1-.9-2.6L4 15.3l.8-2.6L4 10.1l2.2-1.6.9-2.6 2.7.1z', 'M9 12l2 2 4-4')

export const ShieldLockIcon = lineIcon('M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6z', <rect x="9" y="11" width="6" height="5" rx="1" />, 'M10.25 11V9.75a1.75 1.75 0 013.5 0V11')

export const NoAdsIcon = lineIcon(<circle cx="12" cy="12" r="9" />, 'M5.6 5.6l12.8 12.8')

export const ArrowUpIcon = lineIcon('M12 19V5', 'M6 11l6-6 6 6')

export const ResetIcon = lineIcon('M3.75 12a8.25 8.25 0 1 0 2.4-5.85M3.75 3.75v4.5h4.5')

/** Toasts and notices: a different shape per kind, so the kind never depends on colour alone. */
export const StatusIcon = ({ tone, ...p }: IconProps & { tone: 'success' | 'error' | 'warning' | 'info' }) => (
  <Icon {...p}>
    {tone === 'warning' ? <path d="M12 2.4l10.2 18H1.8z" /> : <circle cx="12" cy="12" r="10.8" />}
    {tone === 'success' && <path d="M7.2 12.6l3 3 6.6-6.6" />}
    {tone === 'error' && <path d="M12 6.6v6.6" />}
    {tone === 'error' && <circle cx="12" cy="17.1" r="1.3" fill="currentColor" stroke="none" />}
    {tone === 'warning' && <path d="M12 9.6v4.8" />}
    {tone === 'warning' && <circle cx="12" cy="17.7" r="1.3" fill="currentColor" stroke="none" />}
    {tone === 'info' && <path d="M12 10.8v6" />}
    {tone === 'info' && <circle cx="12" cy="7.2" r="1.3" fill="currentColor" stroke="none" />}
  </Icon>
)
