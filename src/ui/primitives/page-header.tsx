import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { MutedText, PageTitle } from '@/ui/primitives/card'
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

const Lead = styled(MutedText)<{ $width?: string }>`
  max-width: ${({ $width = 'none' }) => $width};
`

export type PageHeaderProps = {
  title: ReactNode
  /** A small line above the title, e.g. the greeting. */
  eyebrow?: ReactNode
  /** Beside the title on its baseline, e.g. a note that the page is reloading. */
  aside?: ReactNode
  lead?: ReactNode
  /** The lead's measure, e.g. `44ch`. */
  leadWidth?: string
  /** The page's buttons: under the title on a phone, on the right from `from` up. */
  actions?: ReactNode
  from?: 'md' | 'lg'
  /** On a phone the actions take the whole width (otherwise their own). */
  stretch?: boolean
}

/** The header of a page (the dashboard, the builder): the h1 with its eyebrow and lead, and the page's actions. */
export function PageHeader({ title, eyebrow, aside, lead, leadWidth, actions, from = 'md', stretch = false }: PageHeaderProps) {
  return (
    <Bar $from={from} $align={stretch ? 'stretch' : 'start'}>
      <Stack $gap={0.5}>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        {aside === undefined ? (
          <PageTitle>{title}</PageTitle>
        ) : (
          <TitleRow>
            <PageTitle>{title}</PageTitle>
            {aside}
          </TitleRow>
        )}
        {lead && <Lead $width={leadWidth}>{lead}</Lead>}
      </Stack>
      {actions}
    </Bar>
  )
}
