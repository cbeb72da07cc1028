import { type FocusEvent, useEffect, useState, useSyncExternalStore } from 'react'
import styled, { keyframes } from 'styled-components'
import { Cluster, Stack } from '@/ui/primitives/layout'
import { PauseIcon, PlayIcon, QuoteIcon, StarIcon } from '@/ui/primitives/icons'
import { SECTION_IDS } from '@/ui/screens/landing/layout'
import { Eyebrow, LandingSection } from '@/ui/screens/landing/section-layout'
import { Avatar } from '@/ui/primitives/avatar'

/** How long each testimonial stays before the carousel moves on. */
export const TESTIMONIAL_ROTATION_MS = 6000

export type Testimonial = {
  name: string
  role: string
  content: string
  /** Stars out of 5. */
  rating: number
  milestone: string
}

// spec 1: "Three static sample testimonials (each with name, role, content, rating, milestone) are
// marketing content only". Invented for illustration; the page says so under the carousel.
export const SAMPLE_TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Maya R.',
    role: 'Mum of Leo, 8 months',
    content:
      'I used to lie awake wondering if Leo was “behind”. Seeing his milestones laid out by age, with gentle ideas for what to try next, finally let me relax and simply enjoy him.',
    rating: 5,
    milestone: 'Crawled at 7 months',
  },
  {
    name: 'Daniel K.',
    role: 'Dad of twins, 14 months',
    content:
      'With twins everything happens twice, and at different speeds. The daily goals take ten minutes, and the progress view lets me see each of them on their own terms.',
    rating: 5,
    milestone: 'First words: “dog” and “more”',
  },
  {
    name: 'Aisha O.',
    role: 'First-time mum, 2 years',
    content:
      'Her talking came slowly and I worried. The app showed what she was already doing, suggested a few word games and an expert Q&A, and reminded me to ask our doctor. Three months later she was chatting away.',
    rating: 4,
    milestone: 'Two-word sentences at 26 months',
  },
]

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

// jsdom and some embedded browsers have no matchMedia: treat that as "no preference".
function subscribeToReducedMotion(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(REDUCED_MOTION_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function prefersReducedMotion() {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches
}

function usePrefersReducedMotion() {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false)
}

/**
 * The carousel's index and timer. Presentational state, not a flow, so it stays here
 * rather than in a machine. Any change of index restarts the countdown, so a visitor
 * who picks a testimonial gets the full interval to read it.
 */
function useRotatingIndex(count: number, { intervalMs, paused }: { intervalMs: number; paused: boolean }) {
  // spec 4: "Testimonial carousel index starts at 0".
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (paused || count < 2) return
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => clearTimeout(timer)
  }, [index, paused, count, intervalMs])
  return [index, setIndex] as const
}

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(6px); }
  to { opacity: 1; transform: translateY(0); }
`

const Carousel = styled.div`
  max-width: 760px;
  margin: 0 auto;
`

const Slide = styled(Stack).attrs({ as: 'figure', $gap: 2.5 })`
  position: relative;
  margin: 0;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
  animation: ${fadeIn} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};

  ${({ theme }) => theme.media.md} {
    min-height: 330px;
    padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  }
`

const Quote = styled.span`
  color: ${({ theme }) => theme.colors.accent};
`

const Stars = styled.p`
  display: flex;
  gap: 2px;
  color: ${({ theme }) => theme.colors.accent};

  .empty {
    color: ${({ theme }) => theme.colors.borderStrong};
  }
`

const Text = styled.blockquote`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.ink};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

const Footer = styled(Cluster).attrs({ as: 'figcaption', $gap: 2, $justify: 'between', $wrap: true })`
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
`

const Role = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`

/** The milestone the parent's child reached: the sections' eyebrow pill, as a block of its own. */
const Milestone = styled(Eyebrow)`
  display: block;
  letter-spacing: normal;
`

const Controls = styled(Cluster).attrs({ $justify: 'center' })`
  margin-top: ${({ theme }) => theme.space(3)};
`

// The visible dot is small; the button around it is a comfortable 32 px target.
const Dot = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $active }) => ($active ? 48 : 32)}px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  transition: width ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  &::before {
    content: '';
    display: block;
    width: ${({ $active }) => ($active ? 28 : 12)}px;
    height: 12px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.borderStrong)};
    transition:
      width ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
      background-color ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  }

  &:hover::before {
    background: ${({ theme, $active }) => ($active ? theme.colors.primaryHover : theme.colors.muted)};
  }
`

const PauseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.ink};

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`

const SampleNote = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`

export type TestimonialsProps = {
  testimonials?: readonly Testimonial[]
  intervalMs?: number
}

export function Testimonials({ testimonials = SAMPLE_TESTIMONIALS, intervalMs = TESTIMONIAL_ROTATION_MS }: TestimonialsProps) {
  const reducedMotion = usePrefersReducedMotion()
  const [hovered, setHovered] = useState(false)
  const [focusWithin, setFocusWithin] = useState(false)
  const [stopped, setStopped] = useState(false)
  // WCAG 2.2.2: moving content pauses on hover and focus, can be stopped, and never moves for reduced motion.
  const paused = reducedMotion || hovered || focusWithin || stopped
  const [index, setIndex] = useRotatingIndex(testimonials.length, { intervalMs, paused })
  const current = testimonials[index]

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false)
  }

  if (!current) return null
  const total = testimonials.length

  return (
    <LandingSection
      id={SECTION_IDS.testimonials}
      tone="warm"
      eyebrow="Parents’ stories"
      title="Calmer days, more confident parents"
      lead="What families say after a few months of tracking together."
    >
      <Carousel
        aria-roledescription="carousel"
        aria-label="Testimonials"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocusWithin(true)}
        onBlur={onBlur}
      >
        {/* Announce a new testimonial only when the visitor changed it, not on every automatic turn. */}
        <div aria-live={paused ? 'polite' : 'off'}>
          <Slide key={index} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${total}`}>
            <Quote>
              <QuoteIcon size={36} />
            </Quote>
            <Stars role="img" aria-label={`Rated ${current.rating} out of 5`}>
              {[1, 2, 3, 4, 5].map((star) => (
                <span key={star} className={star <= current.rating ? undefined : 'empty'}>
                  <StarIcon size={20} filled={star <= current.rating} />
                </span>
              ))}
            </Stars>
            <Text>{current.content}</Text>
            <Footer>
              <Cluster $gap={1.5}>
                <Avatar name={current.name} size={48} tone="primary" fontSize="md" />
                <div>
                  <Name>{current.name}</Name>
                  <Role>{current.role}</Role>
                </div>
              </Cluster>
              <Milestone>
                <span className="visually-hidden">Milestone: </span>
                {current.milestone}
              </Milestone>
            </Footer>
          </Slide>
        </div>
        <Controls>
          {!reducedMotion && (
            <PauseButton
              type="button"
              aria-label={stopped ? 'Resume testimonials' : 'Pause testimonials'}
              onClick={() => setStopped((value) => !value)}
            >
              {stopped ? <PlayIcon strokeWidth={1.75} size={18} /> : <PauseIcon strokeWidth={1.75} size={18} />}
            </PauseButton>
          )}
          <Cluster $align="stretch" $gap={0.5}>
            {testimonials.map((testimonial, dot) => (
              <Dot
                key={testimonial.name}
                type="button"
                $active={dot === index}
                aria-label={`Show testimonial ${dot + 1} of ${total}`}
                aria-current={dot === index ? 'true' : undefined}
                onClick={() => setIndex(dot)}
              />
            ))}
          </Cluster>
        </Controls>
      </Carousel>
      <SampleNote>Sample testimonials for illustration.</SampleNote>
    </LandingSection>
  )
}
