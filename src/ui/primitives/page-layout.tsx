import styled from 'styled-components'
import type { ReactNode } from 'react'
import { PageContainer, type PageWidth } from '@/ui/primitives/card'
import { Stack } from '@/ui/primitives/layout'
import { PageHeader, type PageHeaderProps } from '@/ui/primitives/page-header'

const Screen = styled(Stack).attrs({ $gap: 2 })``

export type PageLayoutProps = PageHeaderProps & {
  width?: PageWidth
  children: ReactNode
}

/**
 * The one layout of a signed-in page (CONTRIBUTING.md "Page chrome"): the centred column, the page header
 * (its h1), and the page's sections under it.
 */
export function PageLayout({ width, children, ...header }: PageLayoutProps) {
  return (
    <PageContainer $width={width}>
      <Screen>
        <PageHeader {...header} />
        {children}
      </Screen>
    </PageContainer>
  )
}
