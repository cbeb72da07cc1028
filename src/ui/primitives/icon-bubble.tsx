import styled from 'styled-components'
import { toneColors, type Tone } from '@/ui/theme/theme'

/**
 * A tinted badge holding one icon or a number (empty states, the add-child card, the reset steps' pictures,
 * the profile's tiles, the reminders, the questionnaire's sets): round unless `$shape="rounded"`.
 * Decorative: the screen's heading or the text beside it says what it shows, so it is hidden from
 * assistive technology.
 */
export const IconBubble = styled.span.attrs({ 'aria-hidden': true })<{ $size: number; $tone: Tone; $shape?: 'round' | 'rounded' }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme, $shape = 'round' }) => ($shape === 'round' ? theme.radii.pill : theme.radii.md)};
  background: ${({ theme, $tone }) => toneColors($tone, theme).bg};
  color: ${({ theme, $tone }) => toneColors($tone, theme).fg};
`
