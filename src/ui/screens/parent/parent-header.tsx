import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import styled from 'styled-components'
import { Button } from '@/ui/primitives/button'
import { LogoMark } from '@/ui/primitives/brand'
import { Avatar } from '@/ui/primitives/avatar'
import { visuallyHidden } from '@/ui/primitives/visually-hidden'

/* The initials are the menu button's face on every width; from sm up the name shows beside them. */
const HeaderAvatar = styled(Avatar)`
  flex: none;
`

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 56px;
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  }
`

/* The whole brand (mark and name) is the home link: the link's ::after covers it. */
const Brand = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
    white-space: nowrap;
    border-radius: ${({ theme }) => theme.radii.sm};

    &::after {
      content: '';
      position: absolute;
      inset: -4px;
    }

    &:hover {
      color: ${({ theme }) => theme.colors.primaryHover};
    }
  }

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`

/* The account menu's last item. */
const LogoutButton = styled(Button)`
  flex: none;
  white-space: nowrap;
`

/* On the narrowest phones the name is left to screen readers; from sm up it shows beside the initials. */
const Name = styled.span`
  ${visuallyHidden}

  ${({ theme }) => theme.media.sm} {
    position: static;
    width: auto;
    height: auto;
    overflow: hidden;
    clip: auto;
    max-width: 22ch;
    text-overflow: ellipsis;
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`

export type ParentHeaderProps = {
  /** The signed-in parent's full name. */
  userName: string
  /** Ends the session; the header shows the button busy until it settles (the page then changes). */
  onLogout: () => void | Promise<void>
  /** The app name as a router link home, from the route. */
  homeLink: ReactNode
  /** docs/decisions/062: a router link to /account ("Your account"), from the route; shown in the account menu. */
  accountLink?: ReactNode
}

const MenuButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`

const Menu = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 12rem;
  padding: ${({ theme }) => theme.space(1.5)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  a {
    display: block;
    padding: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`

const MenuHolder = styled.div`
  position: relative;
  min-width: 0;
`

/**
 * The parent area's slim top bar: brand, and the account menu (docs/decisions/062): a button with
 * the parent's name and initials that opens "Your account" and "Log out" (a disclosure:
 * Enter or Space opens it, Escape or a click elsewhere closes it and focus returns to the button).
 */
export function ParentHeader({ userName, onLogout, homeLink, accountLink }: ParentHeaderProps) {
  const [leaving, setLeaving] = useState(false)
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const holder = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!holder.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return (
    <Bar>
      <Brand>
        <LogoMark size={32} />
        {homeLink}
      </Brand>
      <MenuHolder
        ref={holder}
        onBlur={(event) => {
          if (!holder.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpen(false)
        }}
      >
        <MenuButton ref={button} type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((value) => !value)}>
          <HeaderAvatar name={userName} size={32} />
          <Name>
            <span className="visually-hidden">Signed in as </span>
            {userName}
          </Name>
          <span className="visually-hidden">, account menu</span>
          <span aria-hidden="true">▾</span>
        </MenuButton>
        {open && (
          <Menu id={menuId} onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}>
            {accountLink}
            <LogoutButton
              variant="secondary"
              size="sm"
              loading={leaving}
              onClick={async () => {
                setLeaving(true)
                try {
                  await onLogout()
                } finally {
                  setLeaving(false)
                }
              }}
            >
              Log out
            </LogoutButton>
          </Menu>
        )}
      </MenuHolder>
    </Bar>
  )
}

/** The main landmark under the header; parent screens render inside it (and so use no <main> of their own). */
export const ParentMain = styled.main`
  display: block;
  min-width: 0;
`
