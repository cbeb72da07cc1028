import { useState } from 'react'
import styled, { css } from 'styled-components'
import { useMediaSrc } from '@/ui/primitives/media-image'
import { childInitials } from '@/ui/screens/dashboard/child-display'

const tones = ['primary', 'accent'] as const
export type PhotoTone = (typeof tones)[number]

/** Alternates the placeholder's colours so neighbouring children look different. */
export function photoTone(index: number): PhotoTone {
  return tones[index % tones.length] ?? 'primary'
}

const frame = css<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.pill};
`

const Image = styled.img<{ $size: number }>`
  ${frame};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceSunken};
`

const Placeholder = styled.span<{ $size: number; $tone: PhotoTone }>`
  ${frame};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accentSoft : theme.colors.primarySoft)};
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accent : theme.colors.primary)};
  font-size: ${({ $size }) => Math.round($size * 0.36)}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.02em;
  line-height: 1;
  user-select: none;
`

export type ChildPhotoProps = {
  src: string | null
  /** The child's full name: the picture's text alternative and the source of the initials. */
  name: string
  size: number
  tone?: PhotoTone
  /** Inside a control that is already named (a thumbnail button): hidden from assistive tech. */
  decorative?: boolean
  className?: string
}

/**
 * The child's photo, or their initials on a soft circle when there is none or it
 * fails to load. docs/product-rules.md#8: image load failures are only logged.
 */
export function ChildPhoto({ src: stored, name, size, tone = 'primary', decorative = false, className }: ChildPhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  // An upload arrives through the API (docs/decisions/050); the initials show until it has.
  const src = useMediaSrc(stored)
  if (!src || failedSrc === src) {
    return (
      <Placeholder
        $size={size}
        $tone={tone}
        className={className}
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      >
        {childInitials(name)}
      </Placeholder>
    )
  }
  return (
    <Image
      $size={size}
      className={className}
      src={src}
      alt={decorative ? '' : name}
      width={size}
      height={size}
      decoding="async"
      onError={() => {
        console.warn(`The photo of ${name} could not be loaded: ${src}`)
        setFailedSrc(src)
      }}
    />
  )
}
