import styled from 'styled-components'
import { Button } from '@/ui/primitives/button'
import { IconBubble } from '@/ui/primitives/icon-bubble'
import { PlusIcon } from '@/ui/primitives/icons'
import { Stack } from '@/ui/primitives/layout'

const Root = styled(Stack).attrs({ $gap: 2, $align: 'center' as const, $justify: 'center' as const })`
  flex: 0 0 var(--card-width);
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2.5)};
  scroll-snap-align: center;
  border: 2px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  cursor: pointer;
  transform: scale(0.94);
  transition: border-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};

  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.ink};
`

const Text = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  max-width: 26ch;
`

/** The carousel's last card: room for one more child (docs/product-rules.md#2 add buttons). */
export function AddChildCard({ onRegister }: { onRegister: () => void }) {
  return (
    <Root onClick={onRegister}>
      <IconBubble $size={72} $tone="accent">
        <PlusIcon size={32} />
      </IconBubble>
      <Title>Add another child</Title>
      <Text>Create a profile to follow their milestones, growth and progress.</Text>
      <Button
        variant="accent"
        onClick={(event) => {
          event.stopPropagation()
          onRegister()
        }}
      >
        Register New Child
      </Button>
    </Root>
  )
}
