import styled from 'styled-components'

/**
 * A round tinted badge holding one icon (empty states, the add-child card, the reset steps' pictures).
 * Decorative: the screen's heading says what it shows, so it is hidden from assistive technology.
 */
export const IconBubble = styled.span.attrs({ 'aria-hidden': true })<{ $size: 64 | 72 | 88; $tone: 'primary' | 'accent' }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primarySoft : theme.colors.accentSoft)};
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primary : theme.colors.accent)};
`
