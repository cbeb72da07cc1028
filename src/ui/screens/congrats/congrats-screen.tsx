import styled from 'styled-components'
import { Button } from '@/ui/primitives/button'
import { Card } from '@/ui/primitives/card'
import { Confetti } from '@/ui/screens/congrats/confetti'
import { tinted } from '@/ui/primitives/tinted'

const Page = styled.div`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: center;
  justify-content: center;
  /* The parent header is 56 px tall; the card sits in the middle of what is left. */
  min-height: calc(100vh - 56px);
  min-height: calc(100dvh - 56px);
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  background:
    radial-gradient(circle at 15% 10%, ${({ theme }) => theme.colors.accentSoft} 0, transparent 40%),
    radial-gradient(circle at 90% 90%, ${({ theme }) => theme.colors.primarySoft} 0, transparent 45%);
`

const Panel = styled(Card)`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.raised};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  max-width: 480px;
  text-align: center;
  box-shadow: ${({ theme }) => theme.shadows.lg};
`

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`

const Text = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  max-width: 36ch;
`

const Encouragement = styled.p`
  ${tinted('accentSoft', 'ink', [1.5, 2], 'md')}
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`

const Art = styled.svg`
  .art-back {
    fill: ${({ theme }) => theme.colors.primarySoft};
  }
  .art-card {
    fill: ${({ theme }) => theme.colors.surfaceRaised};
    stroke: ${({ theme }) => theme.colors.border};
    stroke-width: 2;
  }
  .art-face {
    fill: ${({ theme }) => theme.colors.accentSoft};
  }
  .art-warm {
    fill: ${({ theme }) => theme.colors.accent};
  }
  .art-line {
    fill: ${({ theme }) => theme.colors.surfaceSunken};
  }
  .art-badge {
    fill: ${({ theme }) => theme.colors.primary};
  }
  .art-tick {
    fill: none;
    stroke: ${({ theme }) => theme.colors.onPrimary};
    stroke-width: 4;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`

/** A finished profile card with a tick: the thing just achieved. */
function CompleteProfileArt() {
  return (
    <Art aria-hidden="true" width="128" height="128" viewBox="0 0 128 128">
      <circle className="art-back" cx="64" cy="64" r="60" />
      <rect className="art-card" x="30" y="30" width="64" height="72" rx="10" />
      <circle className="art-face" cx="62" cy="54" r="13" />
      <path className="art-warm" d="M55 50a7 7 0 0 1 14 0z" />
      <rect className="art-line" x="42" y="74" width="40" height="6" rx="3" />
      <rect className="art-line" x="48" y="85" width="28" height="6" rx="3" />
      <circle className="art-badge" cx="92" cy="92" r="16" />
      <path className="art-tick" d="M85 92l5 5 9-10" />
      <path className="art-warm" d="M24 26l2 4.5 4.5 2-4.5 2-2 4.5-2-4.5-4.5-2 4.5-2z" />
      <path className="art-warm" d="M104 20l1.5 3.5 3.5 1.5-3.5 1.5-1.5 3.5-1.5-3.5-3.5-1.5 3.5-1.5z" />
    </Art>
  )
}

export type CongratsScreenProps = {
  onGoToDashboard: () => void
}

/** /congrats (docs/product-rules.md#2): the celebration after a child profile is created. */
export function CongratsScreen({ onGoToDashboard }: CongratsScreenProps) {
  return (
    <Page>
      <Confetti />
      <Panel $padding="lg">
        <CompleteProfileArt />
        <Title>Congratulations!</Title>
        <Lead>Your child's profile is now complete!</Lead>
        <Text>You're all set to start tracking their developmental journey.</Text>
        <Encouragement>Let's nurture each step of their development together!</Encouragement>
        <Button variant="accent" size="lg" fullWidth onClick={onGoToDashboard}>
          Go to Dashboard
        </Button>
      </Panel>
    </Page>
  )
}
