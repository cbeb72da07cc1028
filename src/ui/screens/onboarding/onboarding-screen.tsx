import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react'
import styled from 'styled-components'
import { Cluster, Stack } from '@/ui/primitives/layout'
import { IconButton } from '@/ui/primitives/icon-button'
import { onboardingSlides, SLIDE_COUNT } from '@/machines/onboarding.machine'
import { Button } from '@/ui/primitives/button'
import { Brand } from '@/ui/primitives/brand'
import { GradientPage } from '@/ui/primitives/gradient-page'

/** Our words and pictures for the spec's three slides (titles come from the flow). */
const slideArt: ReadonlyArray<{ image: string; body: string }> = [
  {
    image: '/onboarding/welcome.svg',
    body: 'Follow your child’s growth from pregnancy to age three, one small step at a time.',
  },
  {
    image: '/onboarding/milestones.svg',
    body: 'Answer a few simple questions for your child’s age and see how they are moving, talking, playing and learning.',
  },
  {
    image: '/onboarding/resources.svg',
    body: 'Notice early where a little extra support could help, with guidance you can trust and share with your pediatrician.',
  },
]

/** A horizontal swipe longer than this moves one slide on touch screens. */
const SWIPE_DISTANCE = 40

/** Its own padding: more room at the bottom on phones (and the safe area), the frame's again from md up. */
const Page = styled(GradientPage)`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)}
    calc(${({ theme }) => theme.space(7)} + env(safe-area-inset-bottom, 0px));

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(4)};
  }
`

const Panel = styled.div`
  flex: 1;
  width: 100%;
  max-width: 520px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.md} {
    flex: none;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.xl};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`

const Carousel = styled(Stack).attrs({ as: 'section' })`
  flex: 1;
`

const ProgressRow = styled(Cluster).attrs({ $gap: 1.5 })`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
`

const ProgressTrack = styled.div`
  flex: 1;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  overflow: hidden;
`

const ProgressFill = styled.div<{ $fraction: number }>`
  height: 100%;
  width: ${({ $fraction }) => `${$fraction * 100}%`};
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`

const Viewport = styled.div`
  flex: 1;
  overflow: hidden;
  /* Vertical scrolling stays with the browser; horizontal swipes reach the carousel. */
  touch-action: pan-y;
`

/* docs/product-rules.md#9: slide transition 0.2 s (theme motion.normal); none under reduced motion. */
const Track = styled.div<{ $slide: number }>`
  display: flex;
  height: 100%;
  transform: translateX(${({ $slide }) => `${-$slide * 100}%`});
  transition: transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`

const Slide = styled(Stack).attrs({ $gap: 1.5, $align: 'center' as const })`
  flex: 0 0 100%;
  min-width: 0;
  text-align: center;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(0.5)};
`

const Illustration = styled.img`
  width: 100%;
  max-width: 280px;
  height: auto;
  aspect-ratio: 4 / 3;
  margin-bottom: ${({ theme }) => theme.space(1)};

  ${({ theme }) => theme.media.md} {
    max-width: 320px;
  }
`

const SlideTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.ink};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`

const SlideSubtitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`

const SlideBody = styled.p`
  max-width: 36ch;
  color: ${({ theme }) => theme.colors.muted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`

/* A 44 px target around a small dot; the current dot is wider, so it is not told by colour alone. */
const Dot = styled(IconButton).attrs({ $tone: 'bare' as const, $round: true })`

  &::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: transparent;
    transition:
      width ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
      background-color ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  }

  &[aria-current]::before {
    width: 26px;
    background: ${({ theme }) => theme.colors.primary};
  }

  &:hover:not(:disabled)::before {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &[aria-current]:hover:not(:disabled)::before {
    background: ${({ theme }) => theme.colors.primaryHover};
  }

  &:disabled {
    cursor: not-allowed;
  }
`

/* On the narrowest phones Previous takes its own width so "Get Started" stays on one line. */
const Nav = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1.5)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`

const NavButton = styled(Button)`
  && {
    white-space: nowrap;
    padding-left: ${({ theme }) => theme.space(2)};
    padding-right: ${({ theme }) => theme.space(2)};
  }
`

export type OnboardingScreenProps = {
  /** Current slide, 0 to 2. */
  slide: number
  /** The completion call is under way: every control waits. */
  busy: boolean
  /** Next slide; on the last slide (Get Started) it finishes onboarding. */
  onNext: () => void
  /** An arrow key or swipe forward: the machine moves on but never finishes from it. */
  onForward: () => void
  onPrevious: () => void
  onGo: (index: number) => void
  onSkip: () => void
}
/**
 * /onboarding (docs/product-rules.md#2, #4): three slides with dots, previous and
 * next, a progress bar and Skip; the last slide's button reads Get Started.
 * Arrow keys (and swipes) move between slides but never finish the flow:
 * only Get Started and Skip do.
 */
export function OnboardingScreen({ slide, busy, onNext, onForward, onPrevious, onGo, onSkip }: OnboardingScreenProps) {
  const last = SLIDE_COUNT - 1
  const isLast = slide >= last
  const nextRef = useRef<HTMLButtonElement>(null)
  const previousRef = useRef<HTMLButtonElement>(null)
  const swipeStart = useRef<number | null>(null)
  // Which button finished the flow, so its own spinner shows while the call runs.
  const [finishedBy, setFinishedBy] = useState<'next' | 'skip'>('next')

  // Previous is disabled on the first slide: keep focus on a live control instead of losing it.
  const keepFocusLeavingSlideOne = (index: number) => {
    if (index === 0 && document.activeElement === previousRef.current) nextRef.current?.focus()
  }

  const previous = () => {
    if (busy || slide === 0) return
    keepFocusLeavingSlideOne(slide - 1)
    onPrevious()
  }

  const goTo = (index: number) => {
    if (busy || index < 0 || index > last || index === slide) return
    keepFocusLeavingSlideOne(index)
    onGo(index)
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, () => void> = { ArrowRight: onForward, ArrowLeft: previous, Home: () => goTo(0), End: () => goTo(last) }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    move()
  }

  const handlePointerDown = (event: PointerEvent<HTMLElement>) => {
    swipeStart.current = event.clientX
  }

  const handlePointerUp = (event: PointerEvent<HTMLElement>) => {
    if (swipeStart.current === null) return
    const distance = event.clientX - swipeStart.current
    swipeStart.current = null
    if (distance <= -SWIPE_DISTANCE) onForward()
    else if (distance >= SWIPE_DISTANCE) previous()
  }

  return (
    <Page>
      <Panel>
        <Cluster $justify="between">
          <Brand />
          <Button
            variant="ghost"
            size="sm"
            loading={busy && finishedBy === 'skip'}
            disabled={busy}
            onClick={() => {
              setFinishedBy('skip')
              onSkip()
            }}
          >
            Skip
          </Button>
        </Cluster>

        <h1 className="visually-hidden">Getting started</h1>

        <Carousel aria-roledescription="carousel" aria-label="Getting started" onKeyDown={handleKeyDown}>
          <ProgressRow>
            <span aria-hidden="true">
              {slide + 1} of {SLIDE_COUNT}
            </span>
            <ProgressTrack
              role="progressbar"
              aria-label="Onboarding progress"
              aria-valuemin={1}
              aria-valuemax={SLIDE_COUNT}
              aria-valuenow={slide + 1}
              aria-valuetext={`Slide ${slide + 1} of ${SLIDE_COUNT}`}
            >
              <ProgressFill $fraction={(slide + 1) / SLIDE_COUNT} />
            </ProgressTrack>
          </ProgressRow>

          <Viewport aria-live="polite" onPointerDown={handlePointerDown} onPointerUp={handlePointerUp} onPointerCancel={() => (swipeStart.current = null)}>
            <Track $slide={slide}>
              {onboardingSlides.map((content, index) => {
                const art = slideArt[index]
                const current = index === slide
                return (
                  <Slide
                    key={content.title}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={`${index + 1} of ${SLIDE_COUNT}`}
                    aria-hidden={!current || undefined}
                    inert={!current}
                  >
                    {art && <Illustration src={art.image} alt="" width={320} height={240} draggable={false} />}
                    <SlideTitle>{content.title}</SlideTitle>
                    {'subtitle' in content && <SlideSubtitle>{content.subtitle}</SlideSubtitle>}
                    {art && <SlideBody>{art.body}</SlideBody>}
                  </Slide>
                )
              })}
            </Track>
          </Viewport>

          <Cluster $align="stretch" $justify="center" $gap={0.5} role="group" aria-label="Choose a slide">
            {onboardingSlides.map((content, index) => (
              <Dot
                key={content.title}
                type="button"
                aria-label={`Go to slide ${index + 1} of ${SLIDE_COUNT}`}
                aria-current={index === slide ? 'step' : undefined}
                disabled={busy}
                onClick={() => goTo(index)}
              />
            ))}
          </Cluster>

          <Nav>
            <NavButton
              ref={previousRef}
              variant="secondary"
              size="lg"
              disabled={busy || slide === 0}
              onClick={previous}
            >
              Previous
            </NavButton>
            <NavButton
              ref={nextRef}
              variant={isLast ? 'accent' : 'primary'}
              size="lg"
              loading={busy && finishedBy === 'next'}
              disabled={busy}
              onClick={() => {
                setFinishedBy('next')
                onNext()
              }}
            >
              {isLast ? 'Get Started' : 'Next'}
            </NavButton>
          </Nav>
        </Carousel>
      </Panel>
    </Page>
  )
}
