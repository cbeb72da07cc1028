import styled, { type DefaultTheme } from 'styled-components'

/** A person's initials: the first letters of the first and last of their names ("?" for none). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts
  return letters.map((part) => part?.charAt(0).toUpperCase() ?? '').join('') || '?'
}

const tones = {
  accent: (theme: DefaultTheme) => ({ bg: theme.colors.accentSoft, fg: theme.colors.onAccentSoft }),
  primary: (theme: DefaultTheme) => ({ bg: theme.colors.primarySoft, fg: theme.colors.primary }),
}

const Circle = styled.span<{ $size: number; $tone: keyof typeof tones; $fontSize: keyof DefaultTheme['fontSizes'] }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => tones[$tone](theme).bg};
  color: ${({ theme, $tone }) => tones[$tone](theme).fg};
  font-size: ${({ theme, $fontSize }) => theme.fontSizes[$fontSize]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`

export type AvatarProps = {
  /** The person's full name; the circle shows its initials. The name itself is shown next to it. */
  name: string
  size?: number
  tone?: keyof typeof tones
  fontSize?: keyof DefaultTheme['fontSizes']
  className?: string
}

/** A person's initials in a circle (people have no photos here; a child's photo is ChildAvatar). Decorative. */
export function Avatar({ name, size = 40, tone = 'accent', fontSize = 'sm', className }: AvatarProps) {
  return (
    <Circle aria-hidden="true" $size={size} $tone={tone} $fontSize={fontSize} className={className}>
      {initials(name)}
    </Circle>
  )
}
