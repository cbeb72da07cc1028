import styled from 'styled-components'

export type CardPadding = 'none' | 'sm' | 'md' | 'lg'

const cardPadding: Record<CardPadding, number> = { none: 0, sm: 2, md: 3, lg: 4 }

/** Raised surface. Use `as="section"` / `as="article"` where the content has its own heading. */
export const Card = styled.div<{ $padding?: CardPadding }>`
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  padding: ${({ theme, $padding = 'md' }) => theme.space(Math.min(cardPadding[$padding], 2.5))};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme, $padding = 'md' }) => theme.space(cardPadding[$padding])};
  }
`

/** `form`: a form's measure (the child form), between a card's and a page's. */
export type PageWidth = 'narrow' | 'form' | 'default' | 'wide'

const maxWidths: Record<PageWidth, string> = { narrow: '480px', form: '720px', default: '960px', wide: '1200px' }

/** Centred column with padding that grows with the viewport. Pass `as="main"` when no layout provides the main landmark. */
export const PageContainer = styled.div<{ $width?: PageWidth }>`
  width: 100%;
  max-width: ${({ $width = 'default' }) => maxWidths[$width]};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(3)};
  }
`

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
`
