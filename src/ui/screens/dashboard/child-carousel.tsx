import { type KeyboardEvent, useEffect, useRef } from 'react'
import styled from 'styled-components'
import { IconButton } from '@/ui/primitives/icon-button'
import type { Child } from '@/contract/children'
import { AddChildCard } from '@/ui/screens/dashboard/add-child-card'
import { ChildCard } from '@/ui/screens/dashboard/child-card'
import { childFullName } from '@/ui/screens/dashboard/child-display'
import { photoTone } from '@/ui/screens/dashboard/child-photo'
import { ChildThumbnails } from '@/ui/screens/dashboard/child-thumbnails'
import { ChevronIcon } from '@/ui/primitives/icons'
import { useCarouselSelection } from '@/ui/screens/dashboard/use-carousel-selection'
import { Cluster, Stack } from '@/ui/primitives/layout'

/** A card's width at most (px); desktops show three of them side by side. */
const cardWidth = 300

const Region = styled(Stack).attrs({ as: 'section' as const, $gap: 1 })`
  min-width: 0;
`

/*
 * The scroller runs edge to edge on phones (it cancels the page padding) so the
 * neighbouring cards peek in from the sides and invite a swipe. On desktops it is
 * exactly three cards wide (plus room for the raised card's shadow): the selected
 * card in the centre and its neighbours whole on either side, never cut by the edge.
 */
const Viewport = styled.div`
  position: relative;
  container-type: inline-size;
  margin: 0 -${({ theme }) => theme.space(2)};
  overflow-x: auto;
  overflow-y: hidden;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }

  ${({ theme }) => theme.media.md} {
    margin: 0 -${({ theme }) => theme.space(3)};
    mask-image: linear-gradient(
      90deg,
      transparent 0,
      ${({ theme }) => theme.colors.ink} ${({ theme }) => theme.space(6)},
      ${({ theme }) => theme.colors.ink} calc(100% - ${({ theme }) => theme.space(6)}),
      transparent 100%
    );
  }

  ${({ theme }) => theme.media.lg} {
    width: calc(3 * ${cardWidth}px + 2 * ${({ theme }) => theme.space(2)} + 2 * ${({ theme }) => theme.space(3)});
    max-width: 100%;
    margin: 0 auto;
    mask-image: none;
  }
`

const Track = styled.div`
  --card-width: min(${cardWidth}px, calc(100cqw - 80px));
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space(2)};
  width: max-content;
  /* Room either side so the first and last cards can sit in the centre. */
  padding: ${({ theme }) => theme.space(1)} calc(50cqw - var(--card-width) / 2) ${({ theme }) => theme.space(2)};
`

const Controls = styled(Cluster).attrs({ $justify: 'center' as const })`
  min-width: 0;
`

const ArrowButton = styled(IconButton).attrs({ $tone: 'primary' as const, $round: true })``

export type ChildCarouselProps = {
  childList: readonly Child[]
  onOpenChild: (childId: number) => void
  onEditChild: (childId: number) => void
  onRegister: () => void
  /** The child chosen earlier in this visit; without one the middle child is selected first (docs/product-rules.md#4). */
  initialChildId?: number | null
  /** Told each time the parent picks another child (arrows, keys, thumbnails, a swipe). */
  onSelectChild?: (childId: number) => void
}

/**
 * docs/product-rules.md#2, #4: the children as scroll-snapped cards, the middle child selected
 * first, with arrows, arrow keys and a thumbnail strip kept in step with the scroll.
 */
export function ChildCarousel({ childList, onOpenChild, onEditChild, onRegister, initialChildId, onSelectChild }: ChildCarouselProps) {
  const count = childList.length
  const chosen = childList.findIndex((child) => child.id === initialChildId)
  const { selected, select, onScroll, onUserScrollStart, viewportRef, slideRef } = useCarouselSelection({
    count,
    initialIndex: chosen >= 0 ? chosen : undefined,
  })
  const previousButton = useRef<HTMLButtonElement>(null)
  const nextButton = useRef<HTMLButtonElement>(null)
  const last = count - 1
  const current = childList[selected]

  // Report a change of child, not the first selection (that one nobody chose).
  const reported = useRef(current?.id)
  const onSelectRef = useRef(onSelectChild)
  useEffect(() => {
    onSelectRef.current = onSelectChild
  })
  useEffect(() => {
    if (!current || reported.current === current.id) return
    reported.current = current.id
    onSelectRef.current?.(current.id)
  }, [current])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const targets: Partial<Record<string, number>> = { ArrowLeft: selected - 1, ArrowRight: selected + 1, Home: 0, End: last }
    const target = targets[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(target)
  }

  return (
    <Region role="region" aria-roledescription="carousel" aria-label="Your children" onKeyDown={onKeyDown}>
      <Viewport
        ref={viewportRef}
        data-testid="carousel-viewport"
        onScroll={onScroll}
        onPointerDown={onUserScrollStart}
        onWheel={onUserScrollStart}
        onTouchStart={onUserScrollStart}
      >
        <Track>
          {childList.map((child, index) => (
            <ChildCard
              key={child.id}
              ref={slideRef(index)}
              child={child}
              position={index + 1}
              count={count}
              selected={index === selected}
              tone={photoTone(index)}
              onOpen={onOpenChild}
              onEdit={onEditChild}
            />
          ))}
          <AddChildCard onRegister={onRegister} />
        </Track>
      </Viewport>
      <Controls>
        <ArrowButton
          ref={previousButton}
          type="button"
          aria-label="Previous child"
          disabled={selected <= 0}
          onClick={() => {
            select(selected - 1)
            // A disabled button drops focus; hand it to the other arrow instead.
            if (selected - 1 <= 0) nextButton.current?.focus()
          }}
        >
          <ChevronIcon size={20} direction="left" />
        </ArrowButton>
        <ChildThumbnails childList={childList} selected={selected} onSelect={select} />
        <ArrowButton
          ref={nextButton}
          type="button"
          aria-label="Next child"
          disabled={selected >= last}
          onClick={() => {
            select(selected + 1)
            if (selected + 1 >= last) previousButton.current?.focus()
          }}
        >
          <ChevronIcon size={20} direction="right" />
        </ArrowButton>
      </Controls>
      <p className="visually-hidden" aria-live="polite">
        {current ? `${childFullName(current)}, ${selected + 1} of ${count}` : ''}
      </p>
    </Region>
  )
}
