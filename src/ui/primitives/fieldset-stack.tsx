import styled from 'styled-components'
import { Stack } from '@/ui/primitives/layout'

/**
 * A fieldset without the browser's frame (no margin, padding, border or min-content width), its
 * fields in a column like a Stack. A screen that wants a frame adds its own border and padding.
 */
export const FieldsetStack = styled(Stack).attrs({ as: 'fieldset' })`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`
