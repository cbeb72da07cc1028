import { useSelector } from '@xstate/react'
import { findItem, impactTexts } from '@/domain/content-levels'
import { ConfirmDialog } from '@/ui/primitives/dialog'
import { type BuilderSnapshot, useBuilderRef, useBuilderSend } from '@/ui/screens/admin/builder/builder-context'
import { itemName } from '@/ui/screens/admin/builder/row-text'

/** The dialog's words while it asks, as strings (cheap to compare); null when it does not ask. */
function asking(snapshot: BuilderSnapshot): { title: string; message: string } | null {
  const { pendingToggle, bands } = snapshot.context
  if (!pendingToggle?.impact || !snapshot.matches({ ready: 'confirmingToggle' })) return null
  const found = findItem(bands, pendingToggle.level, pendingToggle.id)
  const name = found ? itemName(pendingToggle.level, found.item) : ''
  return { title: impactTexts.deactivateTitle(pendingToggle.level), message: impactTexts.beforeDeactivate(pendingToggle.level, name, pendingToggle.impact) }
}

/**
 * docs/decisions/048: switching off an item parents have answered says first what happens to
 * their answers (kept, not counted while it is inactive); nothing is changed before Deactivate.
 */
export function DeactivateDialog() {
  const ref = useBuilderRef()
  const send = useBuilderSend()
  const words = useSelector(ref, asking, (a, b) => a?.message === b?.message && a?.title === b?.title)
  return (
    <ConfirmDialog
      open={words !== null}
      title={words?.title ?? ''}
      message={words?.message ?? ''}
      confirmLabel="Deactivate"
      onConfirm={() => send({ type: 'toggle.confirm' })}
      onCancel={() => send({ type: 'toggle.cancel' })}
    />
  )
}
