import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import styled, { keyframes } from 'styled-components'
import { IconButton } from '@/ui/primitives/icon-button'
import { Button } from '@/ui/primitives/button'
import { CloseIcon } from '@/ui/primitives/icons'
import { Cluster } from '@/ui/primitives/layout'

export type DialogSize = 'sm' | 'md' | 'lg'

const widths: Record<DialogSize, string> = { sm: '420px', md: '560px', lg: '760px' }

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: translateY(0); }
`

const StyledDialog = styled.dialog<{ $size: DialogSize }>`
  width: calc(100% - ${({ theme }) => theme.space(4)});
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100dvh - ${({ theme }) => theme.space(4)});
  margin: auto;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  z-index: ${({ theme }) => theme.zIndices.dialog};
  animation: ${rise} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  &[open] {
    display: flex;
    flex-direction: column;
  }

  &::backdrop {
    background: ${({ theme }) => theme.colors.backdrop};
  }

  &:focus-visible {
    outline: none;
  }
`

const Header = styled(Cluster).attrs({ $gap: 2, $align: 'start' as const, $justify: 'between' as const })`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(1)};
`

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  padding-top: ${({ theme }) => theme.space(0.5)};
`

const CloseButton = styled(IconButton).attrs({ $tone: 'ghost' as const })`
  margin: -${({ theme }) => theme.space(0.5)} -${({ theme }) => theme.space(1)} 0 0;
`

const Body = styled.div`
  flex: 1;
  overflow-y: auto;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -3px;
  }

  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`

// On phones the actions stack full width, primary on top; from sm up they sit in a row on the right.
const Footer = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function openModal(dialog: HTMLDialogElement) {
  if (dialog.open) return
  // jsdom (and very old browsers) lack showModal; the open attribute keeps the content visible there.
  if (typeof dialog.showModal === 'function') {
    dialog.showModal()
  } else {
    dialog.setAttribute('open', '')
  }
}

function closeModal(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') {
    dialog.close()
  } else {
    dialog.removeAttribute('open')
  }
}

export type DialogProps = {
  open: boolean
  title: ReactNode
  /** Called for Escape, the close button and any browser close request; the caller sets open=false. */
  onClose: () => void
  children?: ReactNode
  footer?: ReactNode
  size?: DialogSize
  /** Element to focus on open; otherwise the first focusable element in the body or footer. */
  initialFocusRef?: RefObject<HTMLElement | null>
  hideCloseButton?: boolean
}

/**
 * WCAG 2.1.1: a body taller than the dialog (a long read-only view on a phone)
 * is a tab stop, so the keyboard can scroll it. Checked after each render and
 * on resize; a body that fits stays out of the tab order.
 */
function useScrollableTabStop(open: boolean) {
  const ref = useRef<HTMLDivElement>(null)
  const [scrolls, setScrolls] = useState(false)
  useEffect(() => {
    const body = ref.current
    if (!open || !body) return
    const check = () => setScrolls(body.scrollHeight > body.clientHeight)
    check()
    window.addEventListener('resize', check)
    return () => window.removeEventListener('resize', check)
  })
  return [ref, scrolls ? 0 : undefined] as const
}

export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  hideCloseButton = false,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [bodyRef, bodyTabIndex] = useScrollableTabStop(open)
  const onCloseRef = useRef(onClose)

  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null
    openModal(dialog)
    const preferred =
      initialFocusRef?.current ??
      dialog.querySelector<HTMLElement>(`[data-dialog-body] ${FOCUSABLE}, [data-dialog-footer] ${FOCUSABLE}`) ??
      dialog.querySelector<HTMLElement>(FOCUSABLE)
    ;(preferred ?? dialog).focus()
    return () => {
      closeModal(dialog)
      // WCAG 2.4.3: the reader carries on from where they were before the dialog opened.
      if (previouslyFocused?.isConnected) previouslyFocused.focus()
    }
  }, [open, initialFocusRef])

  if (!open) return null

  // Handled on keydown (which also cancels the native close request) so jsdom and browsers behave alike.
  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onCloseRef.current()
    }
  }

  // Other close requests (e.g. Android back) arrive as cancel; keep the dialog controlled by the caller.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault()
    onCloseRef.current()
  }

  return (
    <StyledDialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-modal="true"
      tabIndex={-1}
      $size={size}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
    >
      <Header>
        <Title id={titleId}>{title}</Title>
        {!hideCloseButton && (
          <CloseButton type="button" aria-label="Close dialog" onClick={() => onCloseRef.current()}>
            <CloseIcon size={18} strokeWidth={3} />
          </CloseButton>
        )}
      </Header>
      <Body data-dialog-body="" ref={bodyRef} tabIndex={bodyTabIndex}>
        {children}
      </Body>
      {footer && <Footer data-dialog-footer="">{footer}</Footer>}
    </StyledDialog>
  )
}

const Message = styled.div`
  color: ${({ theme }) => theme.colors.ink};
`

export type ConfirmDialogProps = {
  open: boolean
  title: ReactNode
  message: ReactNode
  confirmLabel?: string
  cancelLabel?: string
  onConfirm: () => void
  onCancel: () => void
  /** Red confirm button and initial focus on Cancel, for destructive actions. */
  danger?: boolean
  /** Shows the confirm button's loading state while the action runs. */
  busy?: boolean
  /** The confirm button waits (loading) for something the dialog still asks; Cancel and Escape stay available. */
  pending?: boolean
  /** Extra content under the message, e.g. an error Notice after a failed attempt. */
  children?: ReactNode
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  danger = false,
  busy = false,
  pending = false,
  children,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  const confirmRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open={open}
      title={title}
      size="sm"
      // Closing while the action runs would hide its outcome.
      onClose={busy ? () => undefined : onCancel}
      initialFocusRef={danger ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button ref={confirmRef} variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={busy || pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Message>{message}</Message>
      {children}
    </Dialog>
  )
}
