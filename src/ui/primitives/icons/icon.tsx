import type { ReactNode } from 'react'

/**
 * The app's icons are line drawings of our own on a 24 px grid (STYLE.md: SVG,
 * no icon font), in the text colour (currentColor). All are decorative: the
 * text or label beside each names the thing, so they are hidden from
 * assistive tech. `@/ui/primitives/icons` lists them all.
 */
export type IconProps = { size?: number; strokeWidth?: number }

export function Icon({ size = 24, strokeWidth = 2, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  )
}
