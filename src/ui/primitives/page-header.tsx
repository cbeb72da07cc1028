import type { ReactNode, Ref } from 'react'
import styled, { css } from 'styled-components'
import { PageTitle } from '@/ui/primitives/card'
import { MutedText } from '@/ui/primitives/text'
import { Cluster, Stack } from '@/ui/primitives/layout'

/* The title block above the actions on a phone; side by side, bottoms aligned, from `$from` up. */
const Bar = styled(Stack).attrs({ as: 'header' })<{ $from: 'md' | 'lg' }>`
  ${({ theme, $from }) => css`
    ${theme.media[$from]} {
      flex-direction: row;
      align-items: flex-end;
      justify-content: space-between;
    }
  `}
`

/* A title that takes the focus when the page's content appears (for screen readers) is not a control: no ring. */
const focusTarget = css`
  &[tabindex='-1']:focus {
    outline: none;
  }
`

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`

const TitleRow = styled(Cluster).attrs({ $align: 'baseline', $gap: 0, $wrap: true })`
  column-gap: ${({ theme }) => theme.space(1.5)};
`

/* Back on the left, the title centred, an action on the right; equal side columns keep the title centred. */
const BackBar = styled.header`
  display: grid;
  grid-template-columns: minmax(44px, 1fr) auto minmax(44px, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(1)};
`

const CentredTitle = styled.h1`
  ${focusTarget}
  grid-column: 2;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`

const Start = styled.div`
  grid-row: 1;
  justify-self: start;
`

const End = styled.div`
  grid-row: 1;
  grid-column: 3;
  justify-self: end;
`

const Title = styled(PageTitle)`
  ${focusTarget}
`

/* Under the centred title, as wide as the bar: e.g. the questionnaire's band. */
const CentredLead = styled.div`
  grid-column: 1 / -1;
  text-align: center;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const Lead = styled(MutedText)<{ $width?: string }>`
  max-width: ${({ $width = 'none' }) => $width};
`

export type PageHeaderProps = {
  title: ReactNode
  /**
   * The way back (a round link, rendered by the screen): with it the header is one bar, the back link on the
   * left, the title centred, `end` on the right (the child's pages); without it the title block and `actions`.
   */
  back?: ReactNode
  /** With `back`: an action on the right, e.g. Edit profile. */
  end?: ReactNode
  /** A small line above the title, e.g. the greeting. */
  eyebrow?: ReactNode
  /** Beside the title on its baseline, e.g. a note that the page is reloading. */
  aside?: ReactNode
  /** Under the title; with `back`, centred under the bar in the primary colour (e.g. the questionnaire's band). */
  lead?: ReactNode
  /** The lead's measure, e.g. `44ch`. */
  leadWidth?: string
  /** The page's buttons: under the title on a phone, on the right from `from` up. */
  actions?: ReactNode
  from?: 'md' | 'lg'
  /** On a phone the actions take the whole width (otherwise their own). */
  stretch?: boolean
  /** The h1, for a page that moves the focus to it when its content appears; it is then focusable by script only. */
  titleRef?: Ref<HTMLHeadingElement>
}

/**
 * The one header of a signed-in page (CONTRIBUTING.md "Page chrome"): the h1 with its eyebrow, lead and the
 * page's actions (the dashboard, the builder), or with `back` the bar of the child's pages.
 */
export function PageHeader({ title, back, end, eyebrow, aside, lead, leadWidth, actions, from = 'md', stretch = false, titleRef }: PageHeaderProps) {
  const focus = titleRef ? { ref: titleRef, tabIndex: -1 } : {}
  if (back !== undefined)
    return (
      <BackBar>
        <Start>{back}</Start>
        <CentredTitle {...focus}>{title}</CentredTitle>
        <End>{end}</End>
        {lead && <CentredLead>{lead}</CentredLead>}
      </BackBar>
    )
  return (
    <Bar $from={from} $align={stretch ? 'stretch' : 'start'}>
      <Stack $gap={0.5}>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        {aside === undefined ? (
          <Title {...focus}>{title}</Title>
        ) : (
          <TitleRow>
            <Title {...focus}>{title}</Title>
            {aside}
          </TitleRow>
        )}
        {lead && <Lead $width={leadWidth}>{lead}</Lead>}
      </Stack>
      {actions}
    </Bar>
  )
}
