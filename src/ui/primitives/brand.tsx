import styled from 'styled-components'

/*
 * The brand mark: a parent and a small child under a warm sun, drawn in the theme's
 * colours so it matches public/favicon.svg without a second palette. Every
 * screen that shows the brand uses it (docs/decisions/043: one drawing).
 */
const Svg = styled.svg`
  flex: none;

  .mark-ground {
    fill: ${({ theme }) => theme.colors.primary};
  }
  .mark-figure {
    fill: ${({ theme }) => theme.colors.surface};
  }
  .mark-sun {
    fill: ${({ theme }) => theme.colors.accent};
  }
`

export type LogoMarkProps = {
  size?: number
  /** Give a name when the mark stands alone; leave it out next to the visible app name. */
  title?: string
  className?: string
}

export function LogoMark({ size = 40, title, className }: LogoMarkProps) {
  const labelled = Boolean(title)
  return (
    <Svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={labelled ? 'img' : undefined}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
    >
      {labelled && <title>{title}</title>}
      <circle className="mark-ground" cx="32" cy="32" r="30" />
      <circle className="mark-figure" cx="27" cy="25" r="9" />
      <path className="mark-figure" d="M12 50c2.5-8.5 8-12.5 15-12.5s12.5 4 15 12.5z" />
      <circle className="mark-figure" cx="44" cy="36" r="5.5" />
      <path className="mark-figure" d="M36 50c1.5-5 4.5-7.5 8-7.5s6.5 2.5 8 7.5z" />
      <circle className="mark-sun" cx="47" cy="16" r="6" />
    </Svg>
  )
}

/** The app's name, as every screen's brand shows it. */
export const APP_NAME = 'First 1,000 Days'

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** The small brand at the top of the sign-in and onboarding cards: the mark and the name. */
export function Brand() {
  return (
    <Row>
      <LogoMark size={28} />
      <span>{APP_NAME}</span>
    </Row>
  )
}
