import { createLink } from '@tanstack/react-router'
import { useId, type ReactNode } from 'react'
import styled from 'styled-components'
import type { ChildBand } from '@/contract/children'
import { Button } from '@/ui/primitives/button'
import { Card } from '@/ui/primitives/card'
import { EmptyBox, FailedState, LoadingState } from '@/ui/primitives/states'
import { BackArrow } from '@/ui/primitives/back-link'
import { BandsIcon, ChevronIcon, SeedlingIcon } from '@/ui/primitives/icons'
import { PageLayout } from '@/ui/primitives/page-layout'
import { roundLinkStyles } from '@/ui/primitives/link-styles'
import { IconBubble } from '@/ui/primitives/icon-bubble'
import { Cluster, plainList, Stack } from '@/ui/primitives/layout'

const BackLink = createLink(styled.a`
  ${roundLinkStyles}
`)

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
`

const Intro = styled(Stack).attrs({ $gap: 0.5 })`
  color: ${({ theme }) => theme.colors.muted};
`

const ChildName = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.ink};
  overflow-wrap: anywhere;
`

/* A band row that opens the band's questions: the whole row is the link. */
const RowLink = createLink(styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  flex: 1;
  min-width: 0;
  min-height: 56px;
  margin: -${({ theme }) => theme.space(1)} -${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
  border-radius: inherit;
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`)

const RowText = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`


const List = styled(Stack).attrs({ as: 'ul' as const, $gap: 1 })`
  ${plainList}
`

const Item = styled(Cluster).attrs({ as: 'li' as const, $gap: 1.5 })`
  min-height: 56px;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`

const Footer = styled.div`
  display: flex;
  justify-content: stretch;

  > button {
    flex: 1;
  }

  ${({ theme }) => theme.media.sm} {
    justify-content: flex-end;

    > button {
      flex: none;
      min-width: 160px;
    }
  }
`

function Page({ childId, children }: { childId: number; children: ReactNode }) {
  return (
    <PageLayout
      width="narrow"
      title="Child Bands"
      back={
        <BackLink to="/child/$childId" params={{ childId }} aria-label="Back to profile">
          <BackArrow />
        </BackLink>
      }
    >
      {children}
    </PageLayout>
  )
}

export type ChildBandsScreenProps = {
  /** The child whose bands these are: the back arrow leads to their profile, each row to their questions. */
  childId: number
  bands: readonly ChildBand[]
  /** The child's first name, for the heading and the intro. */
  childName?: string
  /** docs/decisions/094: whether the reader answers (a viewer only reads the answers). */
  canAnswer?: boolean
  /** docs/product-rules.md#2: Done goes to /client-dashboard (the route navigates). */
  onDone: () => void
}

/** docs/product-rules.md#2 /child/{childId}/bands: the titles of the child's bands and Done. */
export function ChildBandsScreen({ childId, bands, childName, onDone, canAnswer = true }: ChildBandsScreenProps) {
  const listLabel = useId()
  return (
    <Page childId={childId}>
      <Panel $padding="lg">
        <Intro>
          {childName && <ChildName>{childName}</ChildName>}
          <p id={listLabel}>
            A band is an age range with its own milestone questions. These are {childName ?? 'your child'}&apos;s: the
            current one and any with answers. {canAnswer ? 'Open one to see and answer its questions.' : 'Open one to see its answers.'}
          </p>
        </Intro>
        {bands.length === 0 ? (
          <EmptyBox>
            <SeedlingIcon strokeWidth={1.75} size={40} />
            <p>No bands yet. A band appears here once your child&apos;s age fits one.</p>
          </EmptyBox>
        ) : (
          <List aria-labelledby={listLabel}>
            {bands.map((band) => (
              <Item key={band.id}>
                {/* The band's questions for this child: the questionnaire with that band. */}
                <RowLink to="/child/$childId/milestones-status" params={{ childId }} search={{ band: band.id }}>
                  <IconBubble $size={36} $tone="primary">
                    <BandsIcon size={18} />
                  </IconBubble>
                  <RowText>{band.title}</RowText>
                  <ChevronIcon size={18} />
                </RowLink>
              </Item>
            ))}
          </List>
        )}
        <Footer>
          <Button size="lg" onClick={onDone}>
            Done
          </Button>
        </Footer>
      </Panel>
    </Page>
  )
}

/** While the bands load (the route's pending component). */
export function ChildBandsLoading({ childId }: { childId: number }) {
  return (
    <Page childId={childId}>
      <LoadingState label="Loading bands..." fullPage />
    </Page>
  )
}

export type ChildBandsErrorProps = { childId: number; onRetry: () => void }

/** docs/product-rules.md#8: a failed load says 'Error fetching data. Please try again later.' */
export function ChildBandsError({ childId, onRetry }: ChildBandsErrorProps) {
  return (
    <Page childId={childId}>
      <FailedState title="Error fetching data. Please try again later." onRetry={onRetry} />
    </Page>
  )
}
