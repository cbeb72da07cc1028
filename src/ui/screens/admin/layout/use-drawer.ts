import { useEffect, useRef, useState } from 'react'

/**
 * The admin sidebar's drawer below the `wideFrom` breakpoint (docs/product-rules.md#2): focus goes into it on
 * open (the close button) and back to the Menu button on close; Escape closes it and the page behind does not
 * scroll while it is open; growing past the breakpoint closes it (the fixed column must not leave the page inert).
 */
export function useDrawer(wideFrom: number) {
  const [open, setOpen] = useState(false)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const closeButtonRef = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)

  useEffect(() => {
    if (open) {
      closeButtonRef.current?.focus()
    } else if (wasOpen.current) {
      menuButtonRef.current?.focus()
    }
    wasOpen.current = open
  }, [open])

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        setOpen(false)
      }
    }
    document.addEventListener('keydown', onKeyDown)
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.body.style.overflow = overflow
    }
  }, [open])

  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return
    const wide = window.matchMedia(`(min-width: ${wideFrom}px)`)
    const onChange = () => {
      if (wide.matches) setOpen(false)
    }
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [open, wideFrom])

  return { open, setOpen, menuButtonRef, closeButtonRef }
}
