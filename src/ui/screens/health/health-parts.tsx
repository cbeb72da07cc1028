import styled from 'styled-components'
import { Button } from '@/ui/primitives/button'
import { Cluster } from '@/ui/primitives/layout'

/** The pieces the health record's sections share (vaccines, visits, documents): an item's title, its lines, its buttons. */

export const Row = styled(Cluster).attrs({ $align: 'stretch' as const, $wrap: true })``

export const ItemTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`

export const When = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export const Small = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
`

export const GroupHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(1)};
`

/** "Remove this ...?" in place of an item's buttons: Remove, or keep it. */
export function ConfirmRemove({ label, text, busy, onConfirm, onCancel }: { label: string; text: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <div role="group" aria-label={label}>
      <Small>{text}</Small>
      <Row>
        <Button variant="danger" size="sm" loading={busy} onClick={onConfirm}>
          Remove
        </Button>
        <Button variant="secondary" size="sm" disabled={busy} onClick={onCancel}>
          Keep it
        </Button>
      </Row>
    </div>
  )
}
