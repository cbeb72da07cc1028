import styled from 'styled-components'
import { SECTION_IDS } from '@/ui/screens/landing/layout'
import { MutedText } from '@/ui/primitives/text'
import { Cluster, plainList, Stack } from '@/ui/primitives/layout'
import { CheckLine, LandingSection, Tile, TileGrid, TileTitle } from '@/ui/screens/landing/section-layout'
import { PROGRESS_STATUSES, StatusChip } from '@/ui/screens/landing/status-chip'
import { tinted } from '@/ui/primitives/tinted'

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

const Band = styled.p`
  ${tinted('primary', 'onPrimary', [0.5, 1.5])}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const Step = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.muted};
`

const Examples = styled(Stack).attrs({ as: 'ul', $gap: 1 })`
  ${plainList}

  svg {
    margin-top: 1px;
  }
`

const Legend = styled(Stack).attrs({ $align: 'center', $gap: 1.5 })`
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
    ${plainList}
  }
`

const LegendText = styled(MutedText)`
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`

export function Milestones() {
  return (
    <LandingSection
      id={SECTION_IDS.milestones}
      tone="soft"
      eyebrow="Milestones"
      title="A clear path through every stage"
      lead="Four age bands, each with the milestones that matter most, so you always know what comes next and what is perfectly normal."
    >
      <TileGrid as="ol" $columns={4}>
        {BANDS.map((stage, index) => (
          <Tile as="li" key={stage.band} $gap={1.5}>
            <Cluster $justify="between">
              <Band>{stage.band}</Band>
              <Step aria-hidden="true">
                {index + 1} / {BANDS.length}
              </Step>
            </Cluster>
            <TileTitle>{stage.title}</TileTitle>
            <Examples>
              {stage.examples.map((example) => (
                <CheckLine as="li" key={example}>
                  {example}
                </CheckLine>
              ))}
            </Examples>
          </Tile>
        ))}
      </TileGrid>
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
    </LandingSection>
  )
}
