import styled from 'styled-components'
import { CloseIcon } from '@/ui/primitives/icons'

const Root = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: -4px 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};

  &:hover {
    background: ${({ theme }) => theme.colors.shadowTint};
  }
`

/** The small × that closes a toast or a notice; its label says what it closes. */
export function DismissButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  return (
    <Root type="button" aria-label={label} onClick={onClick} className={className}>
      <CloseIcon size={16} strokeWidth={3} />
    </Root>
  )
}
