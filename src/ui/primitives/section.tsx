import styled from 'styled-components'
import { Card } from '@/ui/primitives/card'
import { plainList, Stack } from '@/ui/primitives/layout'
import { MutedText } from '@/ui/primitives/text'

/**
 * The parts of a page's sections (the child's summary, checklist, reminders, health record, sharing, ...):
 * a raised section with its h2, a list of item cards, and the lead under the heading (CONTRIBUTING.md "Page chrome").
 */

export const Section = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
`

export const SectionHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

/** The list of items on the checklist and the reminders screens. */
export const ItemList = styled(Stack).attrs({ as: 'ul' as const, $gap: 1.5 })`
  ${plainList}
`

export const ItemCard = styled.li`
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`

/** The muted words under a section's heading. */
export const Lead = MutedText
