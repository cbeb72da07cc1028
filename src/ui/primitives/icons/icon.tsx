import { cloneElement, type ReactElement, type ReactNode, type SVGProps } from 'react'

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

/** A shape of a line icon: a path's `d`, or an element (a circle, a rect, a filled path). */
type Shape = string | ReactElement<SVGProps<SVGElement>>

/** An icon drawn from its shapes alone, on the one frame above (size and stroke from its props). */
export function lineIcon(...shapes: Shape[]) {
  return function LineIcon(props: IconProps) {
    return <Icon {...props}>{shapes.map((shape, i) => (typeof shape === 'string' ? <path key={i} d={shape} /> : cloneElement(shape, { key: i })))}</Icon>
  }
}
