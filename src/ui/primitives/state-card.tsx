import { type ReactNode } from 'react'
import styled from 'styled-components'
import { Card } from '@/ui/primitives/card'
import { Cluster, Stack } from '@/ui/primitives/layout'

/**
 * The one state card (not found, error, empty): a picture in an IconBubble, a heading, a short text and
 * the ways on, centred on a card. The heading level is the page's: h1 where the card is the page, h2
 * under a page header.
 */
const Body = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  text-align: center;
`

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`

const Text = styled.p`
  max-width: 38ch;
  color: ${({ theme }) => theme.colors.muted};
`

const Actions = styled(Cluster).attrs({ $gap: 1.5, $align: 'stretch' as const, $justify: 'center' as const, $wrap: true })`
  margin-top: ${({ theme }) => theme.space(1)};
`

export type StateCardProps = {
  /** An IconBubble around an icon of the icon set. */
  picture: ReactNode
  title: ReactNode
  titleLevel?: 'h1' | 'h2'
  text?: ReactNode
  /** Links and buttons: the ways on. */
  actions?: ReactNode
  /** Anything more, under the actions (e.g. technical details). */
  children?: ReactNode
  role?: 'alert'
}

export function StateCard({ picture, title, titleLevel = 'h2', text, actions, children, role }: StateCardProps) {
  return (
    <Body $padding="lg" role={role}>
      {picture}
      <Title as={titleLevel}>{title}</Title>
      {text && <Text>{text}</Text>}
      {actions && <Actions>{actions}</Actions>}
      {children}
    </Body>
  )
}

/** The empty state inside a section (no bands, no milestones yet): a dashed box, its picture in the primary colour. */
export const EmptyBox = styled(Stack).attrs({ $gap: 1, $align: 'center' as const })`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;

  > svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`
