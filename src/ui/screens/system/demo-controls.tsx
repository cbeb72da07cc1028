import { useState } from 'react'
import styled from 'styled-components'
import { ConfirmDialog } from '@/ui/primitives/dialog'
import { Notice } from '@/ui/primitives/notice'
import { ResetIcon } from '@/ui/primitives/icons'
import { Cluster } from '@/ui/primitives/layout'

/*
 * Deliberately quiet: a tool for demo presenters, not part of the product. It sits in a
 * small bar at the very end of the page, in the document's flow, so it never covers a
 * form or a button on any route (it used to float in a corner and hid the start of
 * labels on phones). Screens with a fixed bottom bar (the questionnaire's Finish on
 * phones) keep its height free at the end of the body, below this bar.
 */
const Bar = styled(Cluster).attrs({ as: 'aside' as const, $justify: 'center' as const })`
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  padding-bottom: calc(${({ theme }) => theme.space(1)} + env(safe-area-inset-bottom, 0px));
  border-top: 1px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  min-height: ${({ theme }) => theme.controlHeights.sm};
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  /* No resting opacity: muted text faded below 4.5:1 against the page. */
  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.ink};
  }
`

const ErrorSlot = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`

export type DemoControlsProps = {
  /** Restores the seed; the caller reloads the page when it resolves. */
  onReset: () => Promise<void> | void
}

export function DemoControls({ onReset }: DemoControlsProps) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  const close = () => {
    setOpen(false)
    setFailed(false)
  }

  const confirm = async () => {
    setBusy(true)
    setFailed(false)
    try {
      await onReset()
      close()
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Bar aria-label="Demo controls">
        <span>In-browser demo</span>
        <Trigger type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <ResetIcon size={14} strokeWidth={2.6} />
          Demo data
        </Trigger>
      </Bar>
      <ConfirmDialog
        open={open}
        title="Reset demo data?"
        message="All demo data (accounts, children, answers and milestone content) will be restored to the original seed, and the page will reload."
        confirmLabel="Reset demo data"
        cancelLabel="Cancel"
        danger
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        {failed && (
          <ErrorSlot>
            <Notice tone="error">The demo data could not be reset. Please try again.</Notice>
          </ErrorSlot>
        )}
      </ConfirmDialog>
    </>
  )
}
