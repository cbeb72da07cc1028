import styled from 'styled-components'
import { ChevronIcon } from '@/ui/primitives/icons'

/** The round back arrow of every step screen and child page; routes render it `as` a router Link. */
export const BackLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.ink};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
`

export const BackArrow = () => <ChevronIcon direction="left" size={20} strokeWidth={2.2} />
