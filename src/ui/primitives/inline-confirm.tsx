import type { ReactNode } from 'react'
import { Button, type ButtonSize } from '@/ui/primitives/button'
import { Cluster, Stack } from '@/ui/primitives/layout'
import { SmallText, Text } from '@/ui/primitives/text'

export type InlineConfirmProps = {
  /** The group's name, the question itself, e.g. 'Delete this measurement?'. */
  label: string
  /** What the question says on screen (what goes, what it takes with it). */
  text: ReactNode
  /** The confirming button's word: 'Delete', 'Remove'. */
  confirm: string
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
  /** Shown between the question and its buttons, e.g. the notice that the last try failed. */
  children?: ReactNode
  /** Small buttons and text inside an item card; the body size on a row of its own. */
  size?: Extract<ButtonSize, 'sm' | 'md'>
  /** Focus 'Keep it' when the question opens (a keyboard user lands on the safe choice). */
  focusKeep?: boolean
}

/**
 * The one inline confirmation (CONTRIBUTING.md "Page chrome"): the question in place of an item's buttons, the
 * danger button, and 'Keep it'. A removal that takes more with it asks in the ConfirmDialog instead.
 */
export function InlineConfirm({ label, text, confirm, busy, onConfirm, onCancel, children, size = 'sm', focusKeep = false }: InlineConfirmProps) {
  const Words = size === 'sm' ? SmallText : Text
  return (
    <Stack $gap={1} role="group" aria-label={label}>
      <Words>{text}</Words>
      {children}
      <Cluster $gap={size === 'sm' ? 1 : 1.5} $align="stretch" $wrap>
        <Button variant="danger" size={size} loading={busy} onClick={onConfirm}>
          {confirm}
        </Button>
        <Button variant="secondary" size={size} disabled={busy} onClick={onCancel} autoFocus={focusKeep}>
          Keep it
        </Button>
      </Cluster>
    </Stack>
  )
}
