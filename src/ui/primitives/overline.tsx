import styled from 'styled-components'

/**
 * A small muted label in capitals above what it names (a group of fields, a list of child rows,
 * the area under the brand). Render it `as` the element it is (`h3`, `span`); a screen adds its margins.
 */
export const Overline = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`
