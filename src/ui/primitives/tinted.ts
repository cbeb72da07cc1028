import { css } from 'styled-components'
import type { AppTheme } from '@/ui/theme/theme'

type ColorName = keyof AppTheme['colors']

/**
 * Text on a tinted ground (a badge, a count, an eyebrow, the "achieved" chip, a note, the skip link): its ground
 * and ink from the theme, its padding in grid units (block, inline) and its corners. The block that uses it adds
 * only what is its own (its type size, a gap, a margin).
 */
export const tinted = (ground: ColorName, ink: ColorName, [block, inline]: readonly [number, number], radius: keyof AppTheme['radii'] = 'pill') => css`
  padding: ${({ theme }) => theme.space(block)} ${({ theme }) => theme.space(inline)};
  border-radius: ${({ theme }) => theme.radii[radius]};
  background: ${({ theme }) => theme.colors[ground]};
  color: ${({ theme }) => theme.colors[ink]};
`
