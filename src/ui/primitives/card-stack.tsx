import styled from 'styled-components'
import { Card } from '@/ui/primitives/card'

/**
 * A Card whose children stand in a column, like a Stack (decision 069): gaps in 8 px grid units,
 * `$align` across. A screen adds only what is its own with `styled(CardStack)`.
 */
export const CardStack = styled(Card)<{ $gap?: number; $align?: 'stretch' | 'start' | 'center' }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align = 'stretch' }) => ($align === 'start' ? 'flex-start' : $align)};
  gap: ${({ theme, $gap = 2 }) => theme.space($gap)};
`
