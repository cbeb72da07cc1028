import { type ReactNode } from 'react'
import styled from 'styled-components'
import { Card, PageContainer } from '@/ui/primitives/card'
import { IconBubble } from '@/ui/primitives/icon-bubble'
import { Cluster } from '@/ui/primitives/layout'
import type { Tone } from '@/ui/theme/theme'

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

export type StatePageProps = Omit<StateCardProps, 'picture' | 'titleLevel'> & {
  /** An icon of the icon set at 44 px, drawn in a round bubble of `tone`. */
  icon: ReactNode
  tone: Tone
}

/**
 * A page that is only its state (page not found, admins only, something went wrong): the state card with the
 * page's h1, alone on a narrow page (CONTRIBUTING.md "Page chrome").
 */
export function StatePage({ icon, tone, ...card }: StatePageProps) {
  return (
    <PageContainer as="main" $width="narrow">
      <StateCard
        picture={
          <IconBubble $size={88} $tone={tone}>
            {icon}
          </IconBubble>
        }
        titleLevel="h1"
        {...card}
      />
    </PageContainer>
  )
}
