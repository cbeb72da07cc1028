import styled from 'styled-components'
import { Cluster } from '@/ui/primitives/layout'

/**
 * A status icon before a line of text that may wrap: the icon keeps its size and sits on the first
 * line. Render it `as` the element it is (`p`, `li`); the text's size and colour are the screen's.
 */
export const IconLine = styled(Cluster).attrs({ $align: 'start' as const, $gap: 0.75 })`
  svg {
    flex: none;
    margin-top: 0.1em;
  }
`
