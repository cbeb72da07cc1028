import { Link, type LinkProps } from '@tanstack/react-router'
import { type MouseEvent, type ReactNode, useId, useRef, useState } from 'react'
import styled, { css, useTheme } from 'styled-components'
import { IconButton } from '@/ui/primitives/icon-button'
import { Button } from '@/ui/primitives/button'
import { CloseIcon, DashboardIcon, HealthIcon, LogoutIcon, MenuIcon, MilestonesIcon, UsersIcon } from '@/ui/primitives/icons'
import { LogoMark } from '@/ui/primitives/brand'
import { Avatar } from '@/ui/primitives/avatar'
import { Cluster, plainList, Stack } from '@/ui/primitives/layout'
import { Overline } from '@/ui/primitives/overline'
import { useDrawer } from '@/ui/screens/admin/layout/use-drawer'
import { tinted } from '@/ui/primitives/tinted'

/**
 * Every page the admin sidebar links to (docs/product-rules.md#2). The router's Link marks the current
 * page with aria-current="page"; the Dashboard only when it is the page itself, not while Users or
 * Milestones (its children) is open.
 */
type NavItem = {
  to: '/admin-dashboard' | '/admin-dashboard/users' | '/admin-dashboard/milestones' | '/admin-dashboard/vaccines'
  activeOptions?: LinkProps['activeOptions']
  label: string
  icon: ReactNode
}

const navItems: readonly NavItem[] = [
  { to: '/admin-dashboard', activeOptions: { exact: true }, label: 'Dashboard', icon: <DashboardIcon size={20} /> },
  { to: '/admin-dashboard/users', label: 'Users', icon: <UsersIcon size={20} /> },
  { to: '/admin-dashboard/milestones', label: 'Milestones', icon: <MilestonesIcon size={20} /> },
  // docs/decisions/073: the vaccine schedule, content beside the milestones.
  { to: '/admin-dashboard/vaccines', label: 'Vaccines', icon: <HealthIcon size={20} /> },
]

const SIDEBAR_WIDTH = '264px'
const MAIN_ID = 'admin-main'

/* Mobile first: below lg the sidebar is an off-canvas drawer; from lg up it is a fixed column beside the content. */
const Shell = styled.div`
  min-height: 100vh;
  min-height: 100dvh;

  ${({ theme }) => theme.media.lg} {
    display: grid;
    grid-template-columns: ${SIDEBAR_WIDTH} minmax(0, 1fr);
  }
`

const SkipLink = styled.a`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.toast};
  top: ${({ theme }) => theme.space(1)};
  left: ${({ theme }) => theme.space(1)};
  ${tinted('primary', 'onPrimary', [1, 2], 'md')}
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transform: translateY(-200%);

  &:focus-visible {
    transform: none;
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`

const TopBar = styled(Cluster).attrs({ as: 'header', $gap: 1.5 })`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  min-height: 56px;
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`

/* The Menu button and the sidebar's links: an icon before a word, one touch target high. */
const iconAndWord = css`
  align-items: center;
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radii.md};
`

const MenuButton = styled.button`
  ${iconAndWord}
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
  margin-left: -${({ theme }) => theme.space(0.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`

/* The brand and the account: a picture and two lines of text beside it, which may shrink. */
const Badge = styled(Cluster)`
  min-width: 0;
`

const BadgeText = styled(Stack).attrs({ as: 'span', $gap: 0 })<{ $leading: 'tight' | 'snug' }>`
  min-width: 0;
  line-height: ${({ theme, $leading }) => theme.lineHeights[$leading]};
`

const BrandName = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`

const BrandArea = styled(Overline).attrs({ as: 'span' })`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.backdrop};

  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`

/* An aside (complementary landmark), so the brand and account it holds are inside a landmark. */
const Sidebar = styled(Stack).attrs({ as: 'aside', $gap: 0 })<{ $open: boolean }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  top: 0;
  bottom: 0;
  left: 0;
  width: min(${SIDEBAR_WIDTH}, calc(100vw - ${({ theme }) => theme.space(6)}));
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme, $open }) => ($open ? theme.shadows.lg : 'none')};
  /* Closed, the drawer is hidden from everyone (visibility), not only moved out of sight. */
  transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
    visibility 0s linear ${({ theme, $open }) => ($open ? '0s' : theme.motion.normal)};

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    z-index: auto;
    height: 100vh;
    height: 100dvh;
    width: auto;
    transform: none;
    visibility: visible;
    box-shadow: none;
    transition: none;
  }
`

const SidebarHeader = styled(Cluster).attrs({ $justify: 'between' })`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(2.5)};
  }
`

const CloseButton = styled(IconButton).attrs({ $tone: 'ghost' as const })`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`

const Nav = styled.nav`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1.5)};
`

const NavList = styled(Stack).attrs({ as: 'ul', $gap: 0.5 })`
  ${plainList}

  a {
    ${iconAndWord}
    position: relative;
    display: flex;
    gap: ${({ theme }) => theme.space(1.5)};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

    svg {
      flex: none;
      color: ${({ theme }) => theme.colors.muted};
    }

    &:hover {
      background: ${({ theme }) => theme.colors.surfaceSunken};
      color: ${({ theme }) => theme.colors.ink};
    }
  }

  /* The current page: tinted, bold and with a bar, so it never rests on colour alone. */
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};

    svg {
      color: ${({ theme }) => theme.colors.primary};
    }

    &::before {
      content: '';
      position: absolute;
      left: 0;
      top: ${({ theme }) => theme.space(1)};
      bottom: ${({ theme }) => theme.space(1)};
      width: 4px;
      border-radius: ${({ theme }) => theme.radii.pill};
      background: ${({ theme }) => theme.colors.primary};
    }
  }
`

const SidebarFooter = styled(Stack).attrs({ $gap: 1.5 })`
  margin-top: auto;
  padding: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

/* The account's name and email: one line each, cut with an ellipsis. */
const AccountLine = styled.span<{ $muted?: boolean }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ theme, $muted }) =>
    $muted
      ? css`
          color: ${theme.colors.muted};
          font-size: ${theme.fontSizes.sm};
        `
      : css`
          font-weight: ${theme.fontWeights.semibold};
        `}
`

const Main = styled.main`
  display: block;
  min-width: 0;

  &:focus {
    outline: none;
  }
`

export type AdminLayoutProps = {
  /** The signed-in admin, shown above Logout. */
  userName: string
  userEmail: string
  /** Ends the session; the button shows busy until it settles (the page then changes). */
  onLogout: () => void | Promise<void>
  children: ReactNode
}

/**
 * docs/product-rules.md#2: the admin layout. A sidebar with the brand, Dashboard, Users,
 * Milestones and Logout; from 1024 px it is a fixed column, below that it
 * collapses behind a Menu button into an overlay drawer that closes on Escape,
 * on the backdrop and on navigation. Focus goes into the drawer when it opens
 * and back to the Menu button when it closes.
 */
export function AdminLayout({ userName, userEmail, onLogout, children }: AdminLayoutProps) {
  const theme = useTheme()
  const { open, setOpen, menuButtonRef, closeButtonRef } = useDrawer(theme.breakpoints.lg)
  const [leaving, setLeaving] = useState(false)
  const sidebarId = useId()
  const mainRef = useRef<HTMLElement>(null)

  // Following a link closes the drawer (the page changes underneath it).
  const closeOnNavigation = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false)
  }

  const logout = async () => {
    setLeaving(true)
    try {
      await onLogout()
    } finally {
      setLeaving(false)
    }
  }

  const brand = (
    <Badge>
      <LogoMark size={36} />
      <BadgeText $leading="tight">
        <BrandName>First 1,000 Days</BrandName>
        <BrandArea>Admin</BrandArea>
      </BadgeText>
    </Badge>
  )

  return (
    <Shell>
      <SkipLink
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          // Focus moves without touching the URL, so the router sees no hash change.
          event.preventDefault()
          mainRef.current?.focus()
        }}
      >
        Skip to content
      </SkipLink>
      <TopBar inert={open}>
        <MenuButton
          ref={menuButtonRef}
          type="button"
          aria-expanded={open}
          aria-controls={sidebarId}
          onClick={() => setOpen(true)}
        >
          <MenuIcon size={20} />
          Menu
        </MenuButton>
        {brand}
      </TopBar>

      {open && <Backdrop data-testid="admin-drawer-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />}

      <Sidebar id={sidebarId} $open={open}>
        <SidebarHeader>
          {brand}
          <CloseButton ref={closeButtonRef} type="button" aria-label="Close menu" onClick={() => setOpen(false)}>
            <CloseIcon size={20} />
          </CloseButton>
        </SidebarHeader>
        <Nav aria-label="Admin" onClick={closeOnNavigation}>
          <NavList>
            {navItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to} activeOptions={item.activeOptions}>
                  {item.icon}
                  {item.label}
                </Link>
              </li>
            ))}
          </NavList>
        </Nav>
        <SidebarFooter>
          <Badge>
            <Avatar name={userName} />
            <BadgeText $leading="snug">
              <AccountLine>
                <span className="visually-hidden">Signed in as </span>
                {userName}
              </AccountLine>
              <AccountLine $muted>{userEmail}</AccountLine>
            </BadgeText>
          </Badge>
          <Button variant="secondary" fullWidth loading={leaving} onClick={() => void logout()}>
            <LogoutIcon size={18} />
            Logout
          </Button>
        </SidebarFooter>
      </Sidebar>

      <Main ref={mainRef} id={MAIN_ID} tabIndex={-1} inert={open}>
        {children}
      </Main>
    </Shell>
  )
}
