import type { ReactNode } from 'react'
import { PageContainer, type PageWidth } from '@/ui/primitives/card'
import { Stack } from '@/ui/primitives/layout'
import { PageHeader, type PageHeaderProps } from '@/ui/primitives/page-header'

export type PageLayoutProps = PageHeaderProps & {
  width?: PageWidth
  /** The space between the header and the sections, and between the sections (the theme's steps). */
  gap?: 2 | 3
  /** The page's content is loading or saving (aria-busy), e.g. the questionnaire while it sends the answers. */
  busy?: boolean
  children: ReactNode
}

/**
 * The one layout of a signed-in page (CONTRIBUTING.md "Page chrome"): the centred column, the page header
 * (its h1), and the page's sections under it.
 */
export function PageLayout({ width, gap = 2, busy, children, ...header }: PageLayoutProps) {
  return (
    <PageContainer $width={width} aria-busy={busy}>
      <Stack $gap={gap}>
        <PageHeader {...header} />
        {children}
      </Stack>
    </PageContainer>
  )
}
