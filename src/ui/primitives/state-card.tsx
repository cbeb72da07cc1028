import { type ReactNode } from 'react'
import styled from 'styled-components'
import { Card } from '@/ui/primitives/card'
import { Cluster } from '@/ui/primitives/layout'

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
