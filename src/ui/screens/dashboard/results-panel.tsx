import { createLink } from '@tanstack/react-router'
import styled from 'styled-components'
import { areaChangeText, type FinishResults } from '@/domain/finish-results'
import { dayMonthDate, longDate } from '@/domain/format'
import { Button } from '@/ui/primitives/button'
import { Card } from '@/ui/primitives/card'
import { DismissButton } from '@/ui/primitives/dismiss-button'
import { Nowrap } from '@/ui/primitives/nowrap'
import { Cluster } from '@/ui/primitives/layout'
import { AreaMeasureList } from '@/ui/screens/child-overview/area-measure-list'
import { LoadingState } from '@/ui/primitives/states'

const Panel = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
`

const Head = styled(Cluster).attrs({ $align: 'start' as const, $justify: 'between' as const })``

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`

const Subheading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`

const Text = styled.p`
  line-height: ${({ theme }) => theme.lineHeights.normal};
`

const Changes = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(2.5)};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2.5)};
`

const TextLink = createLink(styled.a`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`)

function ChangesPart({ results }: { results: FinishResults }) {
  const { changes, name } = results
  switch (changes.kind) {
    case 'unavailable':
      return <Text>What changed since the last answers is not available on this server.</Text>
    case 'first':
      return <Text>These are {name}&apos;s first answers here: next time you will see what changed.</Text>
    case 'newBand':
      return (
        <Text>
          These are the first answers for <Nowrap>{changes.band}</Nowrap>: each area counts again from the start of the new band.
        </Text>
      )
    case 'changed':
      return changes.areas.length === 0 ? (
        <Text>Nothing changed since the answers of {longDate(changes.since)}.</Text>
      ) : (
        <>
          <Text>Since the answers of {longDate(changes.since)}:</Text>
          <Changes>
            {changes.areas.map((area) => (
              <li key={area.title}>{areaChangeText(area)}</li>
            ))}
          </Changes>
        </>
      )
  }
}

export type ResultsPanelProps = {
  /** The child the results are about: the summary and the activities links lead to their pages. */
  childId: number
  /** The child's first name while the results load (from the list). */
  name: string
  state: 'loading' | 'shown' | 'failed'
  results: FinishResults | null
  onClose: () => void
  onRetry: () => void
}

/** The results after Finish on the dashboard (docs/decisions/054): plain words, never a diagnosis. */
export function ResultsPanel({ childId, name, state, results, onClose, onRetry }: ResultsPanelProps) {
  const shownName = results?.name ?? name
  return (
    <Panel $padding="lg" aria-labelledby="finish-results-heading" data-testid="finish-results">
      <Head>
        <Title id="finish-results-heading">
          {shownName}&apos;s results{results?.band ? <> for <Nowrap>{results.band}</Nowrap></> : null}
        </Title>
        <DismissButton label={`Close ${shownName}'s results`} onClick={onClose} />
      </Head>
      {state === 'loading' && (
        <LoadingState inline label="Loading the results…" />
      )}
      {state === 'failed' && (
        <>
          <Text role="alert">The results could not be loaded. Your answers are saved.</Text>
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </>
      )}
      {state === 'shown' && results && (
        <>
          <AreaMeasureList areas={results.areas} label="Each area" />
          <Subheading>What changed</Subheading>
          <ChangesPart results={results} />
          {results.noLongerCounted.map((note) => (
            <Text key={note}>{note}</Text>
          ))}
          <Subheading>For the doctor</Subheading>
          <Text>
            {results.forDoctor === 0
              ? 'No milestone is answered "Not yet": nothing new on the list for the doctor.'
              : `${results.forDoctor === 1 ? '1 milestone is' : `${results.forDoctor} milestones are`} answered "Not yet": the summary for the doctor lists ${results.forDoctor === 1 ? 'it' : 'them'} first. A "Not yet" is not a diagnosis.`}
          </Text>
          <Subheading>When to check again</Subheading>
          <Text>
            {results.checkAgain.band ? (
              <>
                From {dayMonthDate(results.checkAgain.date)}, when {results.name} moves to <Nowrap>{results.checkAgain.band}</Nowrap>: new questions to answer.
              </>
            ) : (
              <>Answer again in a month, around {dayMonthDate(results.checkAgain.date)}, to see what changed.</>
            )}
          </Text>
          <Links>
            <TextLink to="/child/$childId/summary" params={{ childId }}>
              Open the summary for the doctor
            </TextLink>
            <TextLink to="/recommended-activities/$childId" params={{ childId }}>
              See Recommended Activities
            </TextLink>
          </Links>
        </>
      )}
    </Panel>
  )
}
