import { useSelector } from '@xstate/react'
import styled from 'styled-components'
import { builderTexts, childrenOf, findItem } from '@/domain/content-levels'
import { ConfirmDialog } from '@/ui/primitives/dialog'
import { type BuilderSnapshot, useBuilderRef, useBuilderSend } from '@/ui/screens/admin/builder/builder-context'
import { childTexts, itemName, levelWord } from '@/ui/screens/admin/builder/row-text'

const Detail = styled.p`
  margin-top: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** What goes with the item: '“Movement” and its 4 questions will be removed.' (a string, so the selector compares cheaply). */
function consequence({ context: { pendingDelete, bands } }: BuilderSnapshot): string | null {
  if (!pendingDelete) return null
  const found = findItem(bands, pendingDelete.level, pendingDelete.id)
  if (!found) return null
  const name = `“${itemName(pendingDelete.level, found.item)}”`
  if (pendingDelete.level === 'option') return `${name} will be removed.`
  const count = childrenOf(found.item, pendingDelete.level).length
  const children = childTexts[pendingDelete.level].count(count)
  return count === 0 ? `${name} will be removed.` : `${name} and its ${children} will be removed, with parents' answers to them.`
}

/** docs/product-rules.md#5: deleting any level asks 'Are you sure you want to delete this {band|questionSet|question|option}?'. */
export function DeleteDialog() {
  const ref = useBuilderRef()
  const send = useBuilderSend()
  const level = useSelector(ref, (s) => s.context.pendingDelete?.level ?? null)
  const deleting = useSelector(ref, (s) => s.matches({ ready: 'deleting' }))
  const detail = useSelector(ref, consequence)
  return (
    <ConfirmDialog
      open={level !== null}
      title={level ? `Delete ${levelWord(level)}` : ''}
      message={level ? builderTexts.confirmDelete(level) : ''}
      confirmLabel="Delete"
      danger
      busy={deleting}
      onConfirm={() => send({ type: 'delete.confirm' })}
      onCancel={() => send({ type: 'delete.cancel' })}
    >
      {detail && <Detail>{detail}</Detail>}
    </ConfirmDialog>
  )
}
