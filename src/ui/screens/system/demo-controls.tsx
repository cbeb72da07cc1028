import { useState } from 'react'
import styled from 'styled-components'
import { ConfirmDialog } from '@/ui/primitives/dialog'
import { Notice } from '@/ui/primitives/notice'

/* On phones only the icon shows (the name stays for screen readers), so it covers less of the screen. */
const TriggerLabel = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`

// Deliberately quiet: it is a tool for demo presenters, not part of the product.
const Trigger = styled.button`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.demoControls};
  left: ${({ theme }) => theme.space(1)};
  /* Screens with a fixed bottom bar (the questionnaire's Finish) publish its height here. */
  bottom: calc(${({ theme }) => theme.space(1)} + env(safe-area-inset-bottom, 0px) + var(--app-bottom-bar, 0px));
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  min-height: ${({ theme }) => theme.controlHeights.sm};
  min-width: ${({ theme }) => theme.controlHeights.sm};
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  box-shadow: ${({ theme }) => theme.shadows.sm};

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
      <Trigger type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" fill="none">
          <path
            d="M2.5 8a5.5 5.5 0 1 0 1.6-3.9M2.5 2.5v3h3"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <TriggerLabel>Demo data</TriggerLabel>
      </Trigger>
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
