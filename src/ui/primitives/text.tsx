import styled from 'styled-components'

export type TextSize = 'sm' | 'md'
export type TextTone = 'ink' | 'muted'

/**
 * A paragraph of the page's text in one of two sizes and two tones (CONTRIBUTING.md "Page chrome"): screens
 * use it (or MutedText / SmallText) instead of declaring their own muted or small paragraphs.
 */
export const Text = styled.p<{ $size?: TextSize; $tone?: TextTone }>`
  color: ${({ theme, $tone = 'ink' }) => theme.colors[$tone]};
  font-size: ${({ theme, $size = 'md' }) => theme.fontSizes[$size]};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`

/** The lead under a heading, a hint, an empty list's words: the muted tone at the body size. */
export const MutedText = styled(Text).attrs({ $tone: 'muted' as const })``

/** A detail line (an item's note, a date under a name): muted and small, long words wrap. */
export const SmallText = styled(Text).attrs({ $tone: 'muted' as const, $size: 'sm' as const })`
  overflow-wrap: anywhere;
`
