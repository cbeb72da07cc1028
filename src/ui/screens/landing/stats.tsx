import styled from 'styled-components'
import { PlainList, Stack } from '@/ui/primitives/layout'
import { StarIcon } from '@/ui/primitives/icons'
import { Container } from '@/ui/screens/landing/layout'

// spec 1 "Marketing claims shown": 4.9/5 rating, 50,000+ parents, 1M+ milestones, 98% satisfaction, 24/7 support.
const STATS = [
  { value: '50,000+', label: 'Parents' },
  { value: '1M+', label: 'Milestones tracked' },
  { value: '98%', label: 'Satisfaction' },
  { value: '4.9/5', label: 'Average rating', stars: true },
  { value: '24/7', label: 'Support' },
] as const

const Root = styled.section`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`

const List = styled(PlainList)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(6)} 0;

  /* Five figures: on two columns the last one takes the whole row. */
  > :last-child {
    grid-column: 1 / -1;
  }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    padding: ${({ theme }) => theme.space(7)} 0;

    > :last-child {
      grid-column: auto;
    }
  }
`

const Item = styled(Stack).attrs({ as: 'li', $align: 'center', $gap: 0.5 })`
  text-align: center;
`

const Value = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: -0.01em;

  ${({ theme }) => theme.media.lg} {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`

const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  /* onPrimary on primary is 5.9:1; a faded white would drop under AA. */
  color: ${({ theme }) => theme.colors.onPrimary};
`

const Stars = styled.span`
  display: inline-flex;
  gap: 2px;
  color: ${({ theme }) => theme.colors.accentSoft};
`

export function Stats() {
  return (
    <Root aria-labelledby="stats-heading">
      <Container>
        <h2 id="stats-heading" className="visually-hidden">
          First 1,000 Days in numbers
        </h2>
        <List>
          {STATS.map((stat) => (
            <Item key={stat.label}>
              <Value>{stat.value}</Value>
              {'stars' in stat && (
                <Stars aria-hidden="true">
                  {[0, 1, 2, 3, 4].map((star) => (
                    <StarIcon key={star} size={16} />
                  ))}
                </Stars>
              )}
              <Label>{stat.label}</Label>
            </Item>
          ))}
        </List>
      </Container>
    </Root>
  )
}
