import { type ReactNode, useState } from 'react'
import styled from 'styled-components'
import { Button } from '@/ui/primitives/button'
import { LogoMark } from '@/ui/primitives/brand'
import { Avatar } from '@/ui/primitives/avatar'

/* Beside the name from the small-tablet width up; on phones the name alone. */
const HeaderAvatar = styled(Avatar)`
  display: none;

  ${({ theme }) => theme.media.sm} {
    display: inline-flex;
  }
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

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`

/* Shown from sm up, next to the name; on the narrowest phones the bar keeps just the brand and Log out. */
const LogoutButton = styled(Button)`
  flex: none;
  white-space: nowrap;
`

/* On the narrowest phones the name is left to screen readers; from sm up it shows beside the initials. */
const Name = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;

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
}

/** The parent area's slim top bar: brand, who is signed in, and Log out. */
export function ParentHeader({ userName, onLogout, homeLink }: ParentHeaderProps) {
  const [leaving, setLeaving] = useState(false)
  return (
    <Bar>
      <Brand>
        <LogoMark size={32} />
        {homeLink}
      </Brand>
      <Account>
        <HeaderAvatar name={userName} size={32} />
        <Name>
          <span className="visually-hidden">Signed in as </span>
          {userName}
        </Name>
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
      </Account>
    </Bar>
  )
}

/** The main landmark under the header; parent screens render inside it (and so use no <main> of their own). */
export const ParentMain = styled.main`
  display: block;
  min-width: 0;
`
