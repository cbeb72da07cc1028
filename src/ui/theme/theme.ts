/**
 * Design tokens (STYLE.md "Visual design"): calm and warm, mobile first, 8 px grid,
 * system fonts only. Every colour in the app comes from here. Contrast ratios were
 * checked against `surface` (#faf7f2) and `surfaceRaised` (#ffffff): text pairs are
 * at least 4.5:1, borders and progress colours that carry meaning at least 3:1.
 */

const colors = {
  primary: '#23716a',
  primaryHover: '#1c5f58',
  primarySoft: '#e7f3f1',
  onPrimary: '#ffffff',

  accent: '#b4532a',
  accentHover: '#9a4422',
  accentSoft: '#fbeee6',
  // accent on accentSoft is 4.4:1, under AA for text; initials on accentSoft use this (5.8:1).
  onAccentSoft: '#9a4422',
  onAccent: '#ffffff',

  surface: '#faf7f2',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#f1ece4',

  ink: '#1f2a30',
  muted: '#5b6770',
  // Decorative dividers only; anything the user must see to operate (inputs) uses borderStrong.
  border: '#e2dbd0',
  borderStrong: '#8c8377',

  success: '#1d6b42',
  successSoft: '#e8f5ee',
  error: '#b42318',
  errorHover: '#9b1c14',
  errorSoft: '#fdecea',
  warning: '#7a4d00',
  warningSoft: '#fff4dc',
  info: '#23716a',
  infoSoft: '#e7f3f1',
  onError: '#ffffff',

  progressNeedsSupport: '#d4762c',
  progressOnTrack: '#3a8fb7',
  progressExcellent: '#2e8b57',

  focusRing: '#1f5fbf',
  backdrop: 'rgba(31, 42, 48, 0.55)',
  shadowTint: 'rgba(31, 42, 48, 0.08)',
  shadowTintStrong: 'rgba(31, 42, 48, 0.16)',
} as const

const GRID = 8

/** Multiples of the 8 px grid; halves are allowed for hairline adjustments (space(0.5) = 4px). */
const space = (n: number): string => `${n * GRID}px`

const radii = {
  sm: '6px',
  md: '10px',
  lg: '16px',
  xl: '24px',
  pill: '9999px',
} as const

const shadows = {
  sm: `0 1px 2px ${colors.shadowTint}`,
  md: `0 2px 4px ${colors.shadowTint}, 0 4px 12px ${colors.shadowTint}`,
  lg: `0 8px 24px ${colors.shadowTintStrong}`,
} as const

const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const

// rem so text follows the reader's browser font size.
const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
} as const

const lineHeights = {
  tight: 1.2,
  snug: 1.35,
  normal: 1.5,
  relaxed: 1.65,
} as const

const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const

const breakpoints = {
  sm: 480,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const

/** Mobile first: each helper opens a min-width block, e.g. `${theme.media.md} { ... }`. */
const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const

const zIndices = {
  base: 0,
  raised: 1,
  sticky: 100,
  demoControls: 900,
  overlay: 1000,
  dialog: 1100,
  toast: 1200,
} as const

const motion = {
  fast: '120ms',
  normal: '200ms',
  slow: '320ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const

/** Minimum comfortable touch target for a tired thumb. */
const controlHeights = {
  sm: '36px',
  md: '44px',
  lg: '52px',
} as const

export const theme = {
  colors,
  space,
  radii,
  shadows,
  fonts,
  fontSizes,
  lineHeights,
  fontWeights,
  breakpoints,
  media,
  zIndices,
  motion,
  controlHeights,
} as const

export type AppTheme = typeof theme

/** A colour with a soft tint of its own: a notice's tone, a profile tile's tint. */
export type Tone = 'primary' | 'accent' | 'success' | 'info' | 'warning' | 'error'

/** A tone's strong colour (`fg`: border, icon) and its soft background (`bg`). */
export function toneColors(tone: Tone, { colors }: Pick<AppTheme, 'colors'>): { fg: string; bg: string } {
  return { fg: colors[tone], bg: colors[`${tone}Soft`] }
}
