import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'

/** docs/product-rules.md#4, #9: the carousel picks the card nearest the centre 80 ms after scrolling stops. */
export const SNAP_DEBOUNCE_MS = 80

/** docs/product-rules.md#9: a slide transition takes 0.2 s (instant under prefers-reduced-motion). */
export const SLIDE_TRANSITION_MS = 200

export interface SlideBox {
  /** Offset of the slide's left edge within the scrolled content. */
  left: number
  width: number
}

export interface CarouselMetrics {
  scrollLeft: number
  viewportWidth: number
  slides: readonly SlideBox[]
}

/** docs/product-rules.md#4: the middle child is selected first. */
export function initialSlideIndex(count: number): number {
  return count > 0 ? Math.floor(count / 2) : 0
}

/** The slide whose centre is nearest the viewport's centre. */
export function nearestSlide({ scrollLeft, viewportWidth, slides }: CarouselMetrics): number {
  const centre = scrollLeft + viewportWidth / 2
  let best = 0
  let bestDistance = Number.POSITIVE_INFINITY
  slides.forEach((slide, index) => {
    const distance = Math.abs(slide.left + slide.width / 2 - centre)
    if (distance < bestDistance) {
      best = index
      bestDistance = distance
    }
  })
  return best
}

/** The scroll position that centres a slide in the viewport. */
export function scrollLeftFor({ viewportWidth, slides }: CarouselMetrics, index: number): number {
  const slide = slides[index]
  if (!slide) return 0
  return Math.max(0, Math.round(slide.left + slide.width / 2 - viewportWidth / 2))
}

/** Reads the layout; slides are positioned relative to the viewport (it is their offsetParent). */
export function measureCarousel(viewport: HTMLElement, slides: readonly (HTMLElement | null)[]): CarouselMetrics {
  return {
    scrollLeft: viewport.scrollLeft,
    viewportWidth: viewport.clientWidth,
    slides: slides.map((slide) => ({ left: slide?.offsetLeft ?? 0, width: slide?.offsetWidth ?? 0 })),
  }
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3

/**
 * Scrolls `viewport` to `to` over SLIDE_TRANSITION_MS. The browser's own smooth scroll
 * has no set duration, so the frames are ours; snapping is paused meanwhile, or every
 * intermediate position would be snapped back. Answers a function that stops it.
 */
function animateScroll(viewport: HTMLElement, to: number, onDone: () => void): () => void {
  const from = viewport.scrollLeft
  if (typeof window.requestAnimationFrame !== 'function' || Math.abs(to - from) < 1) {
    viewport.scrollTo({ left: to, behavior: 'instant' })
    onDone()
    return () => undefined
  }
  viewport.style.scrollSnapType = 'none'
  let start: number | null = null
  let frame = 0
  const step = (now: number) => {
    start ??= now
    const progress = Math.min(1, (now - start) / SLIDE_TRANSITION_MS)
    viewport.scrollTo({ left: from + (to - from) * easeOutCubic(progress), behavior: 'instant' })
    if (progress < 1) {
      frame = window.requestAnimationFrame(step)
    } else {
      viewport.style.scrollSnapType = ''
      onDone()
    }
  }
  frame = window.requestAnimationFrame(step)
  return () => {
    window.cancelAnimationFrame(frame)
    viewport.style.scrollSnapType = ''
  }
}

export interface CarouselSelectionOptions {
  count: number
  /** Defaults to the middle slide (docs/product-rules.md#4). */
  initialIndex?: number
  /** Layout reader; the default measures the DOM. */
  measure?: (viewport: HTMLElement, slides: readonly (HTMLElement | null)[]) => CarouselMetrics
}

/**
 * Presentational state of the child carousel: which slide is selected, kept in step
 * with the scroll position both ways. Choosing a slide (arrows, keys, thumbnails)
 * scrolls it to the centre; a swipe or scroll selects the slide nearest the centre
 * once the scrolling has paused for SNAP_DEBOUNCE_MS.
 */
export function useCarouselSelection({ count, initialIndex, measure = measureCarousel }: CarouselSelectionOptions) {
  const last = Math.max(0, count - 1)
  const clamp = useCallback((index: number) => Math.min(Math.max(0, index), last), [last])
  const [selected, setSelected] = useState(() => clamp(initialIndex ?? initialSlideIndex(count)))
  const viewportRef = useRef<HTMLDivElement>(null)
  const slides = useRef<(HTMLElement | null)[]>([])
  const debounce = useRef<ReturnType<typeof setTimeout> | null>(null)
  const stopAnimation = useRef<(() => void) | null>(null)

  const cancelAnimation = useCallback(() => {
    stopAnimation.current?.()
    stopAnimation.current = null
  }, [])

  const scrollToSlide = useCallback(
    (index: number, animate: boolean) => {
      const viewport = viewportRef.current
      if (!viewport) return
      cancelAnimation()
      const to = scrollLeftFor(measure(viewport, slides.current.slice(0, count)), index)
      if (!animate || prefersReducedMotion()) {
        viewport.scrollTo({ left: to, behavior: 'instant' })
        return
      }
      stopAnimation.current = animateScroll(viewport, to, () => {
        stopAnimation.current = null
      })
    },
    [cancelAnimation, count, measure],
  )

  const select = useCallback(
    (index: number) => {
      const next = clamp(index)
      if (debounce.current) clearTimeout(debounce.current)
      setSelected(next)
      scrollToSlide(next, true)
    },
    [clamp, scrollToSlide],
  )

  const onScroll = useCallback(() => {
    // Our own slide animation already knows where it ends.
    if (stopAnimation.current) return
    if (debounce.current) clearTimeout(debounce.current)
    debounce.current = setTimeout(() => {
      debounce.current = null
      const viewport = viewportRef.current
      if (viewport) setSelected(nearestSlide(measure(viewport, slides.current.slice(0, count))))
    }, SNAP_DEBOUNCE_MS)
  }, [count, measure])

  /** A finger or wheel on the carousel takes over from a running slide animation. */
  const onUserScrollStart = cancelAnimation

  const slideRef = useCallback(
    (index: number) => (element: HTMLElement | null) => {
      slides.current[index] = element
    },
    [],
  )

  // The first selection is shown in place, without animation.
  const placed = useRef(false)
  useLayoutEffect(() => {
    if (placed.current) return
    placed.current = true
    scrollToSlide(selected, false)
  }, [scrollToSlide, selected])

  useEffect(
    () => () => {
      if (debounce.current) clearTimeout(debounce.current)
      stopAnimation.current?.()
    },
    [],
  )

  // A shorter list (a child removed) keeps the selection on a real slide.
  return { selected: Math.min(selected, last), select, onScroll, onUserScrollStart, viewportRef, slideRef }
}
