import { useEffect, useRef } from 'react'
import styled from 'styled-components'
import type { Child } from '@/contract/children'
import { childFullName } from '@/ui/screens/dashboard/child-display'
import { ChildPhoto, photoTone } from '@/ui/screens/dashboard/child-photo'

const Strip = styled.ul`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space(0.5)};
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }
`

const Thumb = styled.button<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  width: 64px;
  padding: ${({ theme }) => theme.space(0.5)} 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.muted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme, $selected }) => ($selected ? theme.fontWeights.bold : theme.fontWeights.medium)};

  > span:first-child {
    padding: 2px;
    border: 3px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
    border-radius: ${({ theme }) => theme.radii.pill};
    opacity: ${({ $selected }) => ($selected ? 1 : 0.75)};
    transform: scale(${({ $selected }) => ($selected ? 1 : 0.9)});
    transition:
      transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
      opacity ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
      border-color ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  }

  &:hover > span:first-child {
    opacity: 1;
  }
`

const FirstName = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

export type ChildThumbnailsProps = {
  childList: readonly Child[]
  selected: number
  onSelect: (index: number) => void
}

/** Small photos under the carousel; the selected one is marked current (docs/product-rules.md#2: stays in sync). */
export function ChildThumbnails({ childList, selected, onSelect }: ChildThumbnailsProps) {
  const strip = useRef<HTMLUListElement>(null)

  // With many children the strip scrolls too: keep the selected thumbnail in sight.
  useEffect(() => {
    const list = strip.current
    const item = list?.children[selected] as HTMLElement | undefined
    if (!list || !item || list.scrollWidth <= list.clientWidth) return
    const left = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2
    list.scrollTo({ left: Math.max(0, left), behavior: 'instant' })
  }, [selected])

  return (
    <Strip ref={strip} aria-label="Choose a child">
      {childList.map((child, index) => {
        const name = childFullName(child)
        const current = index === selected
        return (
          <li key={child.id}>
            <Thumb
              type="button"
              aria-label={name}
              aria-current={current ? 'true' : undefined}
              $selected={current}
              onClick={() => onSelect(index)}
            >
              <span>
                <ChildPhoto src={child.profile_image} name={name} size={44} tone={photoTone(index)} decorative />
              </span>
              <FirstName aria-hidden="true">{child.first_name || name}</FirstName>
            </Thumb>
          </li>
        )
      })}
    </Strip>
  )
}
