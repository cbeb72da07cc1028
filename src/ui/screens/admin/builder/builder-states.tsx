import { type ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '@/ui/primitives/button'
import { Notice } from '@/ui/primitives/notice'
import { LayersIcon, PlusIcon } from '@/ui/primitives/icons'
import { EmptyBox, FailedState } from '@/ui/primitives/states'
import { Cluster } from '@/ui/primitives/layout'

const Empty = styled(EmptyBox).attrs({ $panel: true })`
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primary};
`

const EmptyTitle = styled.h2`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`

const EmptyText = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`

const EmptyActions = styled(Cluster).attrs({ $wrap: true, $justify: 'center', $align: 'stretch' })`
  margin-top: ${({ theme }) => theme.space(1.5)};
`

export type EmptyBandsProps = {
  /** A search or filter hides every band. */
  filtered: boolean
  onAdd: () => void
  onShowAll: () => void
}

/** docs/product-rules.md#2: 'No Bands Found' / 'Start by creating your first developmental band'. */
export function EmptyBands({ filtered, onAdd, onShowAll }: EmptyBandsProps) {
  return (
    <Empty>
      <LayersIcon strokeWidth={1.5} size={48} />
      <EmptyTitle>No Bands Found</EmptyTitle>
      <EmptyText>Start by creating your first developmental band</EmptyText>
      <EmptyActions>
        {filtered && (
          <Button variant="secondary" onClick={onShowAll}>
            Show all bands
          </Button>
        )}
        <Button variant="accent" onClick={onAdd}>
          <PlusIcon size={18} />
          Add Band
        </Button>
      </EmptyActions>
    </Empty>
  )
}

/** The bands could not be loaded ('Error fetching bands', docs/product-rules.md#8): say so and offer Try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return <FailedState title="Error fetching bands" text="The milestone content could not be loaded. Check your connection and try again." onRetry={onRetry} />
}

export function ImportProblem({ children, onDismiss }: { children: ReactNode; onDismiss: () => void }) {
  return (
    <Notice tone="error" title="Error importing milestones" onDismiss={onDismiss}>
      <span>{children}</span> <span>Nothing was changed.</span>
    </Notice>
  )
}
