import styled from 'styled-components'
import { Stack } from '@/ui/primitives/layout'

/**
 * Where content would stand when there is none yet (no bands, no users match, no overview): a
 * dashed, raised panel with its content centred in a column. The screen gives the padding and `$gap`.
 */
export const EmptyPanel = styled(Stack).attrs({ $align: 'center' as const })`
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  text-align: center;
`
