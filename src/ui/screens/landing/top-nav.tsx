import { type KeyboardEvent, useRef, useState } from 'react'
import styled from 'styled-components'
import { PlainList } from '@/ui/primitives/layout'
import { IconButton } from '@/ui/primitives/icon-button'
import { LogoMark } from '@/ui/primitives/brand'
import { ButtonLink } from '@/ui/screens/landing/button-link'
import { CloseIcon, MenuIcon } from '@/ui/primitives/icons'
import { Container, HEADER_HEIGHT_PX, SECTION_IDS } from '@/ui/screens/landing/layout'
import { theme } from '@/ui/theme/theme'

// spec 2 "/": "anchor links to features, milestones, goals and community".
const NAV_LINKS = [
  { id: SECTION_IDS.features, label: 'Features' },
  { id: SECTION_IDS.milestones, label: 'Milestones' },
  { id: SECTION_IDS.goals, label: 'Goals' },
  { id: SECTION_IDS.community, label: 'Community' },
] as const

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

/*
 * One row that wraps: below md the links (and, on phones, Get Started) drop into a
 * panel under the bar when the menu is open. Flex order moves the single Get Started
 * link between the bar and the panel, so there is never a second copy of it.
 */
const Bar = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space(1.5)};
  min-height: ${HEADER_HEIGHT_PX}px;
  padding-top: ${({ theme }) => theme.space(1.5)};
  padding-bottom: ${({ theme }) => theme.space(1.5)};
`

const Brand = styled.a`
  order: 1;
  flex: 1 1 auto;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.controlHeights.md};
  margin-right: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.01em;
  white-space: nowrap;
  text-decoration: none;

  &,
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
`

const Nav = styled.nav<{ $open: boolean }>`
  order: 4;
  flex-basis: 100%;
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  padding-top: ${({ theme }) => theme.space(1)};

  ${({ theme }) => theme.media.md} {
    order: 2;
    flex-basis: auto;
    display: block;
    padding-top: 0;
  }
`

const LinkList = styled(PlainList)`
  display: flex;
  flex-direction: column;

  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space(0.5)};
  }
`

const NavLink = styled.a`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &,
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`

const CtaSlot = styled.div<{ $open: boolean }>`
  order: 5;
  flex-basis: 100%;
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  padding: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(1)};

  ${({ theme }) => theme.media.sm} {
    order: 2;
    flex-basis: auto;
    display: flex;
    padding: 0;
  }

  ${({ theme }) => theme.media.md} {
    order: 3;
  }
`

const MenuButton = styled(IconButton).attrs({ $tone: 'outline' as const })`
  order: 3;

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`

/** The phone menu's panel. One top navigation per page, so a fixed id. */
const MENU_ID = 'site-menu'
/** The JavaScript-off menu's target: the header, which is at the top or stuck there, so following it scrolls nothing. */
const MENU_TARGET = 'menu'
/** A fragment that names no element: following it un-targets the header, without scrolling. */
const MENU_CLOSED = 'menu-closed'

/*
 * With JavaScript off (the prerendered page before or without the app, docs/decisions/041) the Menu
 * button cannot open anything. A <noscript> (whose contents React neither hydrates nor renders in the
 * browser) holds links in its place: Menu targets the header (#menu), and :target shows the panel and
 * Get Started as the button would; Close, or any section link, moves the target away. The style is in
 * the page's markup, which the policy allows for styles (style-src 'unsafe-inline', decision 018).
 */
const NO_SCRIPT_MENU_CSS = [
  `header noscript{display:contents}`,
  `[data-menu-button],[data-menu-link="close"],#${MENU_TARGET}:target [data-menu-link="open"]{display:none}`,
  `#${MENU_TARGET}:target #${MENU_ID}{display:block}`,
  `#${MENU_TARGET}:target [data-menu-cta]{display:flex}`,
  `#${MENU_TARGET}:target [data-menu-link="close"]{display:inline-flex}`,
  `${theme.media.md}{#${MENU_TARGET}:target [data-menu-link="close"]{display:none}}`,
].join('')

export type TopNavProps = {
  /** Where Get Started leads (spec 2: /splash); kept as a real link target. */
  getStartedHref: string
  /** Called on a plain click of Get Started; the route navigates. */
  onGetStarted?: () => void
}

export function TopNav({ getStartedHref, onGetStarted }: TopNavProps) {
  const [open, setOpen] = useState(false)
  const menuButtonRef = useRef<HTMLButtonElement>(null)

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    setOpen(false)
    menuButtonRef.current?.focus()
  }

  return (
    <Header id={MENU_TARGET} onKeyDown={closeOnEscape}>
      <Bar>
        <Brand href="#top" aria-label="First 1,000 Days, back to top">
          <LogoMark size={36} />
          <span aria-hidden="true">First 1,000 Days</span>
        </Brand>
        <Nav id={MENU_ID} aria-label="Main" $open={open}>
          <LinkList>
            {NAV_LINKS.map((link) => (
              <li key={link.id}>
                {/* Plain in-page anchors: the browser scrolls to the section, and the menu closes behind it. */}
                <NavLink href={`#${link.id}`} onClick={() => setOpen(false)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              {/* A plain link (a page load, no router code on the landing page) for parents who already have an account. */}
              <NavLink href="/auth">Log in</NavLink>
            </li>
          </LinkList>
        </Nav>
        <CtaSlot $open={open} data-menu-cta>
          <ButtonLink href={getStartedHref} onNavigate={onGetStarted} variant="accent">
            Get Started
          </ButtonLink>
        </CtaSlot>
        <MenuButton
          ref={menuButtonRef}
          type="button"
          aria-label="Menu"
          aria-expanded={open}
          aria-controls={MENU_ID}
          data-menu-button
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseIcon strokeWidth={1.75} /> : <MenuIcon strokeWidth={1.75} />}
        </MenuButton>
        <noscript>
          <style>{NO_SCRIPT_MENU_CSS}</style>
          <MenuButton as="a" href={`#${MENU_TARGET}`} aria-label="Menu" data-menu-link="open">
            <MenuIcon strokeWidth={1.75} />
          </MenuButton>
          <MenuButton as="a" href={`#${MENU_CLOSED}`} aria-label="Close menu" data-menu-link="close">
            <CloseIcon strokeWidth={1.75} />
          </MenuButton>
        </noscript>
      </Bar>
    </Header>
  )
}
