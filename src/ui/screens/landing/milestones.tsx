import styled from 'styled-components'
import { CheckIcon } from '@/ui/primitives/icons'
import { Container, SECTION_IDS } from '@/ui/screens/landing/layout'
import { Section, SectionHeader } from '@/ui/screens/landing/section-layout'
import { PROGRESS_STATUSES, StatusChip } from '@/ui/screens/landing/status-chip'

// spec 1: "developmental milestones in age bands 0-6 months, 6-12 months, 12-24 months and 2-3 years".
// The examples are common milestones for each age, shown as marketing illustration only.
const BANDS = [
  {
    band: '0-6 months',
    title: 'Getting to know you',
    examples: ['Lifts head during tummy time', 'Smiles back at you', 'Follows a toy with their eyes'],
  },
  {
    band: '6-12 months',
    title: 'Exploring the world',
    examples: ['Sits without support', 'Babbles “mama” and “dada”', 'Picks things up with finger and thumb'],
  },
  {
    band: '12-24 months',
    title: 'First steps and words',
    examples: ['Walks on their own', 'Says several single words', 'Points to show you things'],
  },
  {
    band: '2-3 years',
    title: 'Little explorer',
    examples: ['Runs and climbs', 'Uses two- and three-word sentences', 'Plays pretend with toys'],
  },
] as const

const Timeline = styled.ol`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)};
  }

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

const Stage = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`

const StageTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
`

const Band = styled.p`
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const Step = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.muted};
`

const StageTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`

const Examples = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    color: ${({ theme }) => theme.colors.ink};
  }

  svg {
    flex: none;
    margin-top: 1px;
    color: ${({ theme }) => theme.colors.primary};
  }
`

const Legend = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  text-align: center;

  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`

const LegendText = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`

export function Milestones() {
  return (
    <Section id={SECTION_IDS.milestones} aria-labelledby="milestones-heading" $tone="soft">
      <Container>
        <SectionHeader
          headingId="milestones-heading"
          eyebrow="Milestones"
          title="A clear path through every stage"
          lead="Four age bands, each with the milestones that matter most, so you always know what comes next and what is perfectly normal."
        />
        <Timeline>
          {BANDS.map((stage, index) => (
            <Stage key={stage.band}>
              <StageTop>
                <Band>{stage.band}</Band>
                <Step aria-hidden="true">
                  {index + 1} / {BANDS.length}
                </Step>
              </StageTop>
              <StageTitle>{stage.title}</StageTitle>
              <Examples>
                {stage.examples.map((example) => (
                  <li key={example}>
                    <CheckIcon strokeWidth={1.75} size={18} />
                    {example}
                  </li>
                ))}
              </Examples>
            </Stage>
          ))}
        </Timeline>
        <Legend>
          <LegendText>
            <strong>Every milestone shows where your child is,</strong> in words as well as colours:
          </LegendText>
          <ul aria-label="Progress statuses">
            {PROGRESS_STATUSES.map((status) => (
              <StatusChip key={status} status={status} />
            ))}
          </ul>
        </Legend>
      </Container>
    </Section>
  )
}
