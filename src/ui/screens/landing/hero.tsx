import { useState } from 'react'
import styled, { keyframes } from 'styled-components'
import { Button } from '@/ui/primitives/button'
import { TextField } from '@/ui/primitives/text-field'
import { ArrowUpIcon, CheckCircleIcon } from '@/ui/primitives/icons'
import { BEFORE_HYDRATION } from '@/ui/screens/landing/hydrated'
import { Container } from '@/ui/screens/landing/layout'
import { TrustBadges } from '@/ui/screens/landing/trust-badges'

const glowIn = keyframes`
  from {
    opacity: 0;
  }
`

/*
 * The hero's two soft glows are painted once the page is hydrated, and fade in: drawn in software (a phone without
 * GPU raster, the CI's Chromium) the two radial gradients over the whole hero took 48 ms of the first frame's raster,
 * and the page's first paint came 40 ms later for them (docs/decisions/083).
 */
const Root = styled.section`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};

  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    pointer-events: none;
    background:
      radial-gradient(circle at 85% 15%, ${({ theme }) => theme.colors.accentSoft} 0, transparent 45%),
      radial-gradient(circle at 10% 90%, ${({ theme }) => theme.colors.primarySoft} 0, transparent 50%);
    animation: ${glowIn} 600ms ease-out;
  }

  ${BEFORE_HYDRATION} &::before {
    display: none;
  }
`

const Grid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(5)};
  padding-bottom: ${({ theme }) => theme.space(7)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr);
    align-items: center;
    gap: ${({ theme }) => theme.space(8)};
    padding-top: ${({ theme }) => theme.space(10)};
    padding-bottom: ${({ theme }) => theme.space(12)};
  }
`

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`

const Kicker = styled.p`
  align-self: flex-start;
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

// The one display size on the page: tokens bound a fluid step so 320 px still fits three short lines.
const Headline = styled.h1`
  font-size: clamp(${({ theme }) => theme.fontSizes['3xl']}, 1.2rem + 3vw, 3.4rem);
  line-height: 1.1;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.ink};

  em {
    font-style: normal;
    color: ${({ theme }) => theme.colors.primary};
  }
`

const Pitch = styled.p`
  max-width: 36em;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.muted};
`

const SignupBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  max-width: 560px;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
`

const SignupRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    align-items: flex-end;

    > :first-child {
      flex: 1;
    }
  }
`

const TrialNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`

const Art = styled.div`
  position: relative;
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
`

const ArtImage = styled.img`
  width: 100%;
  height: auto;
`

const FloatingNote = styled.div<{ $place: 'top' | 'bottom' }>`
  position: absolute;
  ${({ $place }) => ($place === 'top' ? 'top: 8%; left: 0;' : 'bottom: 6%; right: 0;')}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(0.75)} ${({ theme }) => theme.space(1.25)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.ink};
  }

  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`

const NoteIcon = styled.span<{ $tone: 'success' | 'info' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.md};

  ${({ theme }) => theme.media.sm} {
    width: 36px;
    height: 36px;
  }

  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successSoft : theme.colors.primarySoft)};

  && {
    color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.primary)};
  }
`

export function Hero() {
  // spec 2 "/": the Start Free Trial button "only holds the typed email and does nothing else".
  const [email, setEmail] = useState('')

  return (
    <Root aria-labelledby="hero-heading">
      <Grid>
        <Copy>
          <Kicker>From pregnancy to age 3</Kicker>
          <Headline id="hero-heading">
            Nurture every step of your child&apos;s <em>first 1,000 days</em>
          </Headline>
          <Pitch>
            Know what to look for at every age, get a few playful goals each day and see your child&apos;s progress at a
            glance, with guidance from pediatricians when you need it.
          </Pitch>
          <SignupBox>
            <SignupRow>
              <TextField
                label="Email address"
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                placeholder="you@example.com"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
              {/* Deliberately no handler and no form: the spec gives this button no action. */}
              <Button variant="accent" size="md" type="button">
                Start Free Trial
              </Button>
            </SignupRow>
            <TrialNote>14 days free, no credit card needed.</TrialNote>
          </SignupBox>
          <TrustBadges />
        </Copy>
        <Art aria-hidden="true">
          <ArtImage src="/landing/hero-family.svg" alt="" width={440} height={400} />
          <FloatingNote $place="top">
            <NoteIcon $tone="success">
              <CheckCircleIcon strokeWidth={1.75} size={20} />
            </NoteIcon>
            <div>
              <strong>First steps</strong>
              <span>Achieved at 11 months</span>
            </div>
          </FloatingNote>
          <FloatingNote $place="bottom">
            <NoteIcon $tone="info">
              <ArrowUpIcon strokeWidth={1.75} size={20} />
            </NoteIcon>
            <div>
              <strong>Language</strong>
              <span>Advanced this week</span>
            </div>
          </FloatingNote>
        </Art>
      </Grid>
    </Root>
  )
}
