import styled, { keyframes, useTheme } from 'styled-components'
import { IconBubble } from '@/ui/primitives/icon-bubble'

export type StepIcon = 'mail' | 'code' | 'shield' | 'lock'

const Badge = styled(IconBubble)`
  margin-bottom: ${({ theme }) => theme.space(1)};
`

function IconPaths({ icon }: { icon: StepIcon }) {
  const { colors } = useTheme()
  switch (icon) {
    case 'mail':
      return (
        <>
          <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
          <path d="M4 7.5l8 5.5 8-5.5" />
        </>
      )
    case 'code':
      return (
        <>
          <rect x="2.5" y="6" width="19" height="12" rx="3" />
          <circle cx="7.5" cy="12" r="1.2" fill="currentColor" stroke="none" />
          <circle cx="12" cy="12" r="1.2" fill="currentColor" stroke="none" />
          <circle cx="16.5" cy="12" r="1.2" fill={colors.accent} stroke="none" />
        </>
      )
    case 'shield':
      return (
        <>
          <path d="M12 3l7 3v5.2c0 4.4-2.9 8.3-7 9.8-4.1-1.5-7-5.4-7-9.8V6l7-3z" />
          <path d="M8.8 12.2l2.2 2.2 4.2-4.4" stroke={colors.accent} />
        </>
      )
    case 'lock':
      return (
        <>
          <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
          <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" />
          <circle cx="12" cy="15.5" r="1.4" fill={colors.accent} stroke="none" />
        </>
      )
  }
}

/** The small round picture above each reset step's title: decoration only. */
export function StepBadge({ icon }: { icon: StepIcon }) {
  return (
    <Badge $size={64} $tone="primary">
      <svg
        width="30"
        height="30"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        <IconPaths icon={icon} />
      </svg>
    </Badge>
  )
}

const pop = keyframes`
  from { transform: scale(0.6); opacity: 0; }
  to { transform: scale(1); opacity: 1; }
`

const Figure = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space(1)};

  svg {
    width: 200px;
    max-width: 100%;
    height: auto;
  }

  .check {
    transform-origin: 100px 70px;
    animation: ${pop} ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing} both;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    .check {
      animation: none;
    }
  }
`

/** A friendly "all done" picture for /auth/password-updated: a tick in a soft circle with confetti. */
export function SuccessIllustration() {
  const { colors } = useTheme()
  return (
    <Figure aria-hidden="true">
      <svg viewBox="0 0 200 140" focusable="false">
        <ellipse cx="100" cy="72" rx="78" ry="60" fill={colors.primarySoft} />
        <ellipse cx="100" cy="116" rx="34" ry="5" fill={colors.shadowTint} />
        {/* confetti */}
        <rect x="30" y="28" width="10" height="5" rx="2" fill={colors.accent} transform="rotate(-25 35 30)" />
        <rect x="160" y="30" width="11" height="5" rx="2" fill={colors.primary} transform="rotate(30 165 32)" />
        <rect x="42" y="104" width="9" height="5" rx="2" fill={colors.progressOnTrack} transform="rotate(20 46 106)" />
        <rect x="168" y="84" width="9" height="5" rx="2" fill={colors.progressNeedsSupport} transform="rotate(-35 172 86)" />
        <circle cx="58" cy="20" r="4" fill={colors.progressOnTrack} />
        <circle cx="146" cy="16" r="3.5" fill={colors.accent} />
        <circle cx="24" cy="76" r="3.5" fill={colors.primary} />
        <circle cx="182" cy="58" r="4" fill={colors.accent} />
        {/* sparkles */}
        <path d="M140 44l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill={colors.accent} />
        <path d="M56 52l2 4.5 4.5 2-4.5 2-2 4.5-2-4.5-4.5-2 4.5-2z" fill={colors.primary} />
        <g className="check">
          <circle cx="100" cy="70" r="36" fill={colors.primary} />
          <circle cx="100" cy="70" r="36" fill="none" stroke={colors.surfaceRaised} strokeWidth="4" strokeOpacity="0.35" />
          <path
            d="M84 71l11 11 21-23"
            fill="none"
            stroke={colors.onPrimary}
            strokeWidth="7"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      </svg>
    </Figure>
  )
}
