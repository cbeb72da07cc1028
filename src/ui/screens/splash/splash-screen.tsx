import styled, { keyframes } from 'styled-components'
import { LogoMark } from '@/ui/primitives/brand'
import { Stack } from '@/ui/primitives/layout'

const appear = keyframes`
  from { opacity: 0; transform: scale(0.92); }
  to { opacity: 1; transform: scale(1); }
`

const breathe = keyframes`
  0%, 100% { transform: scale(1); }
  50% { transform: scale(1.04); }
`

const bounce = keyframes`
  0%, 80%, 100% { opacity: 0.3; transform: translateY(0); }
  40% { opacity: 1; transform: translateY(-4px); }
`

const Root = styled(Stack).attrs({ as: 'main' as const, $gap: 3, $align: 'center' as const, $justify: 'center' as const })`
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  text-align: center;
  background:
    radial-gradient(circle at 50% 38%, ${({ theme }) => theme.colors.primarySoft} 0, transparent 55%),
    radial-gradient(circle at 80% 90%, ${({ theme }) => theme.colors.accentSoft} 0, transparent 45%),
    ${({ theme }) => theme.colors.surface};
`

const Halo = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 152px;
  height: 152px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation:
    ${appear} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing} both,
    ${breathe} 2.4s ease-in-out 0.4s infinite;

  /* Reduced motion: the logo simply stands still; the global rule alone would still run it once. */
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.ink};
  animation: ${appear} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing} 0.1s both;

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`

const Tagline = styled.p`
  margin-top: -${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.muted};
  text-wrap: balance;
`

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Dots = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};

  span {
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    animation: ${bounce} 1.2s ease-in-out infinite;
  }

  span:nth-child(2) {
    animation-delay: 0.15s;
    background: ${({ theme }) => theme.colors.accent};
  }

  span:nth-child(3) {
    animation-delay: 0.3s;
  }

  /* Reduced motion: still dots, and the words below say what is happening. */
  ${({ theme }) => theme.media.reducedMotion} {
    span {
      animation: none;
    }
  }
`

/** spec 2 "/splash": the logo screen shown while the app gets ready; the route redirects after 2.5 s. */
export function SplashScreen() {
  return (
    <Root>
      <Halo>
        <LogoMark size={104} />
      </Halo>
      <Title>First 1,000 Days</Title>
      <Tagline>Growing together, one day at a time</Tagline>
      <Loading role="status">
        <Dots aria-hidden="true">
          <span />
          <span />
          <span />
        </Dots>
        <span>Getting things ready…</span>
      </Loading>
    </Root>
  )
}
