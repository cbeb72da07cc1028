import { Link } from '@tanstack/react-router'
import styled, { css } from 'styled-components'
import type { AdminOverview } from '@/contract/admin-overview'
import { levels, type Level } from '@/domain/content-levels'
import { Card, PageContainer, SectionTitle } from '@/ui/primitives/card'
import { MutedText } from '@/ui/primitives/text'
import { CardStack } from '@/ui/primitives/card-stack'
import { plainList, Stack } from '@/ui/primitives/layout'
import { countOf } from '@/domain/format'
import { PageLayout } from '@/ui/primitives/page-layout'
import { EmptyBox, FailedState, LoadingState } from '@/ui/primitives/states'
import { PageHeader } from '@/ui/primitives/page-header'

/* The spec's box: 'Dashboard Content' alone, muted and lighter than above the overview. */
const Panel = styled(EmptyBox).attrs({ as: 'section', $panel: true })`
  justify-content: center;
  min-height: 240px;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};

  h1 {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

/* Phones: one line per count (label, then the number at the end); from sm up, three cards side by side. */
const Stats = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(2)};
  }
`

const Stat = styled(Card).attrs({ $padding: 'md' })`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};

  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }

  ${({ theme }) => theme.media.sm} {
    flex-direction: column-reverse;
    align-items: flex-start;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(0.5)};

    dd {
      font-size: ${({ theme }) => theme.fontSizes['2xl']};
    }
  }
`

const Section = styled(CardStack).attrs({ as: 'section', $padding: 'lg' })`
  min-width: 0;
`

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`

const Part = styled(Stack).attrs({ $gap: 1 })`
  min-width: 0;
`

const PartTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const Items = styled(Stack).attrs({ as: 'ul', $gap: 1 })`
  ${plainList}
`

/* A row of a list, and the line that says a list is empty: each under a rule. */
const ruled = css`
  padding: ${({ theme }) => theme.space(1)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

const ItemRow = styled(Stack).attrs({ as: 'li', $gap: 0.25 })`
  ${ruled}
  overflow-wrap: anywhere;

  a {
    align-self: flex-start;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`

const ItemText = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`

const Count = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.muted};
`

const Healthy = styled(MutedText)`
  ${ruled}
`

/** A row of the builder the overview points at. */
export type BuilderRowTarget = { level: Level; id: number }

export type AdminDashboardState =
  | { status: 'loading' }
  /** The server has not got the optional overview call: the spec's text alone. */
  | { status: 'unavailable' }
  | { status: 'failed'; onRetry: () => void }
  | { status: 'ready'; overview: AdminOverview }

export type AdminDashboardScreenProps = {
  state: AdminDashboardState
}

/** The overview names a question set 'set'; the builder's level is 'questionSet'. */
const builderLevel = (level: AdminOverview['inactive'][number]['level']): Level => (level === 'set' ? 'questionSet' : level)

/** The builder opened down to this row, which it focuses (its ?show=). */
function ShowInBuilder({ level, id }: BuilderRowTarget) {
  return (
    <Link to="/admin-dashboard/milestones" search={{ show: `${level}:${id}` }}>
      Show in the builder
    </Link>
  )
}


/**
 * /admin-dashboard: the spec's 'Dashboard Content' as the heading and, under it, the admin's overview
 * (decision 061): who uses the app, the content's health with links to the rows, and the
 * milestones most often answered "Not yet", counts only. A server without the call: the spec's text alone.
 */
export function AdminDashboardScreen({ state }: AdminDashboardScreenProps) {
  if (state.status === 'unavailable') {
    return (
      <PageContainer $width="wide">
        <Panel aria-label="Dashboard Content">
          <PageHeader title="Dashboard Content" />
        </Panel>
      </PageContainer>
    )
  }
  return (
    <PageLayout gap={3} width="wide" title="Dashboard Content">
      {state.status === 'loading' && <LoadingState inline label="Loading the overview…" />}
      {state.status === 'failed' && <FailedState title="Could not load the overview." onRetry={state.onRetry} />}
      {state.status === 'ready' && <Overview overview={state.overview} />}
    </PageLayout>
  )
}

function Overview({ overview }: { overview: AdminOverview }) {
  const { unanswerable_questions: unanswerable, age_gaps: gaps, inactive, most_not_yet: notYet } = overview
  return (
    <>
      <Stats aria-label="Use">
        <Stat>
          <dt>Parents</dt>
          <dd>{overview.parents}</dd>
        </Stat>
        <Stat>
          <dt>Children</dt>
          <dd>{overview.children}</dd>
        </Stat>
        <Stat>
          <dt>Answers this week</dt>
          <dd>{overview.answers_this_week}</dd>
        </Stat>
      </Stats>

      <Section aria-labelledby="overview-health">
        <SectionTitle id="overview-health">Content health</SectionTitle>
        <Columns>
          <Part>
            <PartTitle>Questions parents cannot answer ({unanswerable.length})</PartTitle>
            {unanswerable.length === 0 ? (
              <Healthy>Every active question has at least two active options.</Healthy>
            ) : (
              <Items>
                {unanswerable.map((question) => (
                  <ItemRow key={question.id}>
                    <ItemText>{question.text}</ItemText>
                    <Count>{question.band.title}: needs at least 2 active options</Count>
                    <ShowInBuilder level="question" id={question.id} />
                  </ItemRow>
                ))}
              </Items>
            )}
          </Part>
          <Part>
            <PartTitle>Age gaps ({gaps.length})</PartTitle>
            {gaps.length === 0 ? (
              <Healthy>Active bands cover every age from 0 to 36 months.</Healthy>
            ) : (
              <Items>
                {gaps.map((gap) => (
                  <ItemRow key={`${gap.from}-${gap.to}`}>
                    <ItemText>{gap.message}</ItemText>
                    {/* The builder's coverage bar shows the gaps. */}
                    <Link to="/admin-dashboard/milestones">See the age coverage in the builder</Link>
                  </ItemRow>
                ))}
              </Items>
            )}
          </Part>
          <Part>
            <PartTitle>Inactive items ({inactive.length})</PartTitle>
            {inactive.length === 0 ? (
              <Healthy>Nothing is switched off.</Healthy>
            ) : (
              <Items>
                {inactive.map((item) => (
                  <ItemRow key={`${item.level}:${item.id}`}>
                    <ItemText>{item.title}</ItemText>
                    <Count>{item.level === 'band' ? levels.band.label : `${levels[builderLevel(item.level)].label} in ${item.band.title}`}</Count>
                    <ShowInBuilder level={builderLevel(item.level)} id={item.id} />
                  </ItemRow>
                ))}
              </Items>
            )}
          </Part>
        </Columns>
      </Section>

      <Section aria-labelledby="overview-not-yet">
        <SectionTitle id="overview-not-yet">Most often answered &ldquo;Not yet&rdquo;</SectionTitle>
        <MutedText>How many answers chose each milestone&rsquo;s lowest option. Counts only: no parent or child is named.</MutedText>
        {notYet.length === 0 ? (
          <Healthy>No &ldquo;Not yet&rdquo; answers so far.</Healthy>
        ) : (
          <Items as="ol">
            {notYet.map((entry) => (
              <ItemRow key={entry.question}>
                <ItemText>{entry.text}</ItemText>
                <Count>
                  {entry.band.title}: {countOf(entry.count, 'answer')}
                </Count>
              </ItemRow>
            ))}
          </Items>
        )}
      </Section>
    </>
  )
}
