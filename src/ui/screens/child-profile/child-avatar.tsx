import { useState } from 'react'
import styled from 'styled-components'
import { initials } from '@/ui/primitives/avatar'
import { useMediaSrc } from '@/ui/primitives/media-image'

/* The size can be changed per breakpoint by the parent through --avatar-size. */
const Frame = styled.div<{ $size: number }>`
  flex: none;
  width: var(--avatar-size, ${({ $size }) => $size}px);
  height: var(--avatar-size, ${({ $size }) => $size}px);
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 4px solid ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow:
    0 0 0 3px ${({ theme }) => theme.colors.primarySoft},
    ${({ theme }) => theme.shadows.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  overflow: hidden;
`

const Photo = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`

const Initials = styled.span<{ $size: number }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  color: ${({ theme }) => theme.colors.primary};
  font-size: calc(var(--avatar-size, ${({ $size }) => $size}px) * 0.36);
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.02em;
  user-select: none;
`

export type ChildAvatarProps = {
  firstName: string
  lastName: string
  imageUrl: string | null
  size?: number
}

/**
 * The child's photo, or their initials when there is none. docs/product-rules.md#8: an
 * image that fails to load is only logged; the initials take its place.
 */
export function ChildAvatar({ firstName, lastName, imageUrl: stored, size = 112 }: ChildAvatarProps) {
  // An upload arrives through the API (docs/decisions/050); the initials show until it has.
  const imageUrl = useMediaSrc(stored)
  // Remembering which URL failed (not just "failed") lets a new photo try again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const fullName = `${firstName} ${lastName}`.trim()
  const showPhoto = Boolean(imageUrl) && imageUrl !== failedUrl
  return (
    <Frame $size={size}>
      {showPhoto && imageUrl ? (
        <Photo
          src={imageUrl}
          alt={`Photo of ${fullName}`}
          width={size}
          height={size}
          onError={() => {
            console.warn(`The photo of ${fullName} could not be loaded`, imageUrl)
            setFailedUrl(imageUrl)
          }}
        />
      ) : (
        <Initials $size={size} aria-hidden="true">
          {initials(`${firstName} ${lastName}`)}
        </Initials>
      )}
    </Frame>
  )
}
