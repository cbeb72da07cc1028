import styled, { css } from 'styled-components'

/**
 * The one icon button: a 44 px square target (a comfortable size for a tired thumb) around an icon
 * from the icon set, labelled with aria-label. Tones: `ghost` (no border, muted; dialog and menu close),
 * `outline` (a thin border on the raised surface; menu, edit), `primary` (a 2 px primary ring; the
 * carousel's arrows), `bare` (nothing but the target; a dot drawn in ::before). Round with `$round`.
 * A screen adds only what is its own (position, margins, when it shows) with `styled(IconButton)`.
 */
export type IconButtonTone = 'ghost' | 'outline' | 'primary' | 'bare'

const tones = {
  ghost: css`
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.muted};

    &:hover {
      background: ${({ theme }) => theme.colors.surfaceSunken};
      color: ${({ theme }) => theme.colors.ink};
    }
  `,
  outline: css`
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.ink};

    &:hover {
      background: ${({ theme }) => theme.colors.primarySoft};
    }
  `,
  primary: css`
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.primary};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primarySoft};
    }

    &:disabled {
      border-color: ${({ theme }) => theme.colors.border};
      color: ${({ theme }) => theme.colors.borderStrong};
      cursor: not-allowed;
    }
  `,
  bare: css`
    border: 0;
    background: transparent;
  `,
} satisfies Record<IconButtonTone, unknown>

export const IconButton = styled.button<{ $tone?: IconButtonTone; $round?: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.controlHeights.md};
  height: ${({ theme }) => theme.controlHeights.md};
  padding: 0;
  border-radius: ${({ theme, $round }) => ($round ? theme.radii.pill : theme.radii.md)};
  transition: background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  ${({ $tone = 'ghost' }) => tones[$tone]}
`
