/* Small line icons for the dashboard, drawn in currentColor so the theme colours them. */

const common = {
  'aria-hidden': true,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

export function PencilIcon({ size = 20 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} viewBox="0 0 24 24">
      <path d="M4 20h4L19 9a2.83 2.83 0 0 0-4-4L4 16v4z" />
      <path d="M13.5 6.5l4 4" />
    </svg>
  )
}

export function PlusIcon({ size = 20 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} viewBox="0 0 24 24">
      <path d="M12 5v14M5 12h14" />
    </svg>
  )
}

export function ChevronIcon({ direction, size = 20 }: { direction: 'left' | 'right'; size?: number }) {
  return (
    <svg {...common} width={size} height={size} viewBox="0 0 24 24">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  )
}

export function ArrowRightIcon({ size = 18 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} viewBox="0 0 24 24">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  )
}

export function RulerIcon({ size = 16 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} viewBox="0 0 24 24">
      <path d="M8 3h8v18H8z" />
      <path d="M8 7h4M8 11h3M8 15h4M8 19h3" />
    </svg>
  )
}

export function ScaleIcon({ size = 16 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} viewBox="0 0 24 24">
      <rect x="3" y="4" width="18" height="16" rx="4" />
      <path d="M9 9.5a4 4 0 0 1 6 0L12 12" />
    </svg>
  )
}

export function CakeIcon({ size = 16 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} viewBox="0 0 24 24">
      <path d="M4 20h16v-7a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v7z" />
      <path d="M4 15c2 1.5 4 1.5 5.3 0 1.4 1.5 4 1.5 5.4 0 1.3 1.5 3.3 1.5 5.3 0" />
      <path d="M12 11V8" />
      <path d="M12 4.5c.8.9.8 2 0 2.5-.8-.5-.8-1.6 0-2.5z" />
    </svg>
  )
}
