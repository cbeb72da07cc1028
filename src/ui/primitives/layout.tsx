import styled, { css } from 'styled-components'

/*
 * Layout primitives (decision 069): the flex column, the flex row and the bare list
 * that screens drew again in their own CSS. Gaps are in 8 px grid units; a screen adds
 * only what is its own (a breakpoint, a border) with `styled(Stack)` and the like.
 */

type Align = 'stretch' | 'start' | 'center' | 'end' | 'baseline'

const flexAlign = (align: Align) => (align === 'start' ? 'flex-start' : align === 'end' ? 'flex-end' : align)

type Justify = 'start' | 'center' | 'between' | 'end'

const flexJustify = (justify: Justify) => (justify === 'between' ? 'space-between' : flexAlign(justify))

/** A list without bullets or indent. */
export const plainList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`

/** A description list of short pairs: the term in bold, its description muted and small under it. */
export const termList = css`
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

export const PlainList = styled.ul`
  ${plainList}
`

/** Vertical rhythm on the 8 px grid; `$justify="center"` centres the column in a taller box. */
export const Stack = styled.div<{ $gap?: number; $align?: Align; $justify?: Justify }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 2 }) => theme.space($gap)};
  align-items: ${({ $align = 'stretch' }) => flexAlign($align)};
  justify-content: ${({ $justify = 'start' }) => flexJustify($justify)};
`

/** Things in a row, centred on one line unless `$wrap`; `$justify="between"` pushes them to both ends. */
export const Cluster = styled.div<{ $gap?: number; $align?: Align; $justify?: Justify; $wrap?: boolean }>`
  display: flex;
  flex-wrap: ${({ $wrap = false }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align = 'center' }) => flexAlign($align)};
  justify-content: ${({ $justify = 'start' }) => flexJustify($justify)};
  gap: ${({ theme, $gap = 1 }) => theme.space($gap)};
`
