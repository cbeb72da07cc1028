import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { Cluster } from '@/ui/primitives/layout'
import { ItemCard, ItemList } from '@/ui/primitives/section'
import { SmallText } from '@/ui/primitives/text'

/**
 * The parts of a record list's items (docs/decisions/095): the same in every record section (visits, documents,
 * vaccine doses, reminders) and the admin's schedule. Detail lines are `SmallText` (ui/primitives/text.tsx).
 */

/** An item's buttons, or a section's, side by side; they wrap on a phone. */
export const Row = styled(Cluster).attrs({ $align: 'stretch' as const, $wrap: true })``

export const ItemTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`

/** When it is (or was) due: the line under the title that matters most. */
export const When = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export const GroupHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(1)};
`

/** What a person typed (notes, questions): its line breaks kept. */
const Typed = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`

/** A record's note under its small label ("Notes", "Questions to ask"), as it was typed. */
export function NoteLines({ label, text }: { label: ReactNode; text: string }) {
  return (
    <>
      <SmallText>{label}</SmallText>
      <Typed>{text}</Typed>
    </>
  )
}

/** The colour of an item's left edge: what needs doing first stands out (its words say it too). */
export type RecordEdge = 'primary' | 'accent' | 'border'

/** One record: a card, its lines in a column; `$edge` draws a left edge. */
export const RecordCard = styled(ItemCard)<{ $edge?: RecordEdge | undefined }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.75)};
  ${({ theme, $edge }) =>
    $edge &&
    css`
      border-left: 4px solid ${theme.colors[$edge]};
    `}
`

/** Records in two columns from the tablet width up (many short cards): the list stays short. */
export const TwoColumnList = styled(ItemList)`
  ${({ theme }) => theme.media.md} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`

/** A part folded away behind its summary (a click opens it). */
export const Fold = styled.details`
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding: ${({ theme }) => theme.space(0.75)} 0;
  }

  > ul {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`

export type RecordGroupProps<T> = {
  /** The heading's id; the list is named by it. */
  id: string
  title: string
  items: readonly T[]
  /** Folded (a click away), for the many that need nothing now. */
  fold?: boolean
  /** The list, e.g. one in two columns on a wide screen. */
  list?: typeof ItemList
  children: (item: T, index: number) => ReactNode
}

/** A heading and its records, each drawn by the section (a render prop). */
export function RecordGroup<T>({ id, title, items, fold = false, list: List = ItemList, children }: RecordGroupProps<T>) {
  const list = <List aria-labelledby={id}>{items.map(children)}</List>
  if (fold)
    return (
      <Fold>
        <summary id={id}>{title}</summary>
        {list}
      </Fold>
    )
  return (
    <div>
      <GroupHeading id={id}>{title}</GroupHeading>
      {list}
    </div>
  )
}
