import { type CSSProperties } from 'react'
import styled, { keyframes, useTheme } from 'styled-components'
import type { AppTheme } from '@/ui/theme/theme'

/** docs/product-rules.md#9: confetti is 50 pieces in five colours. */
export const CONFETTI_PIECES = 50

/** The five confetti colours, as theme tokens. */
export const CONFETTI_COLORS = [
  'accent',
  'primary',
  'progressNeedsSupport',
  'progressOnTrack',
  'progressExcellent',
] as const satisfies readonly (keyof AppTheme['colors'])[]

interface PieceLayout {
  /** Resting place, in percent of the layer. */
  left: number
  top: number
  width: number
  height: number
  round: boolean
  spin: number
  drift: number
  delay: number
  duration: number
  color: (typeof CONFETTI_COLORS)[number]
}

/** A small seeded generator (mulberry32), so the confetti lies the same way on every render. */
function seeded(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function layoutPieces(count: number): PieceLayout[] {
  const random = seeded(1000)
  const between = (min: number, max: number) => min + (max - min) * random()
  return Array.from({ length: count }, (_, index) => {
    const round = index % 4 === 0
    const width = Math.round(between(7, 12))
    return {
      // Even spread across the width, jittered, so no side is bare.
      left: ((index * 37) % 100) + between(-1.5, 1.5),
      top: between(2, 96),
      width,
      height: round ? width : Math.round(between(12, 20)),
      round,
      spin: Math.round(between(-540, 540)),
      drift: Math.round(between(-40, 40)),
      delay: Math.round(between(0, 1400)),
      duration: Math.round(between(2200, 3600)),
      color: CONFETTI_COLORS[index % CONFETTI_COLORS.length] ?? 'accent',
    }
  })
}

const PIECES = layoutPieces(CONFETTI_PIECES)

/* Each piece falls once from above the screen and settles where it rests. */
const fall = keyframes`
  from {
    transform: translate3d(var(--drift), -110vh, 0) rotate(0deg);
  }
  to {
    transform: translate3d(0, 0, 0) rotate(var(--spin));
  }
`

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.base};
  overflow: hidden;
  pointer-events: none;
`

const Piece = styled.span`
  position: absolute;
  display: block;
  opacity: 0.85;
  transform: rotate(var(--spin));
  animation: ${fall} var(--duration) cubic-bezier(0.25, 0.6, 0.4, 1) var(--delay) 1 both;

  /* Under reduced motion the pieces are simply there, still. */
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`

/** Decorative: hidden from assistive tech, never in the way of a click. */
export function Confetti() {
  const theme = useTheme()
  return (
    <Layer aria-hidden="true" data-testid="confetti">
      {PIECES.map((piece, index) => (
        <Piece
          key={index}
          style={
            {
              left: `${piece.left}%`,
              top: `${piece.top}%`,
              width: `${piece.width}px`,
              height: `${piece.height}px`,
              borderRadius: piece.round ? theme.radii.pill : '2px',
              backgroundColor: theme.colors[piece.color],
              '--spin': `${piece.spin}deg`,
              '--drift': `${piece.drift}px`,
              '--delay': `${piece.delay}ms`,
              '--duration': `${piece.duration}ms`,
            } as CSSProperties
          }
        />
      ))}
    </Layer>
  )
}
