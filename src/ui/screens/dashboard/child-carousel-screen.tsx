import { type ReactNode } from 'react'
import styled, { css, keyframes } from 'styled-components'
import type { Child } from '@/contract/children'
import { Button } from '@/ui/primitives/button'
import { Card, PageContainer } from '@/ui/primitives/card'
import { MutedText } from '@/ui/primitives/text'
import { PageHeader } from '@/ui/primitives/page-header'
import { LoadingState } from '@/ui/primitives/states'
import { ChildCarousel } from '@/ui/screens/dashboard/child-carousel'
import { PlusIcon } from '@/ui/primitives/icons'

const Page = styled(PageContainer)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`

const StateCard = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  max-width: 520px;
  margin: 0 auto;
  text-align: center;
`

const StateTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.ink};
`

const StateMessage = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.ink};
`

const Art = styled.svg`
  .art-back {
    fill: ${({ theme }) => theme.colors.primarySoft};
  }
  .art-main {
    fill: ${({ theme }) => theme.colors.primary};
  }
  .art-warm {
    fill: ${({ theme }) => theme.colors.accent};
  }
  .art-light {
    fill: ${({ theme }) => theme.colors.surfaceRaised};
  }
  .art-line {
    fill: none;
    stroke: ${({ theme }) => theme.colors.ink};
    stroke-width: 3;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .art-soft {
    fill: ${({ theme }) => theme.colors.accentSoft};
  }
  .art-alert {
    fill: ${({ theme }) => theme.colors.accent};
  }
`

/** A pram waiting for its first passenger. */
function EmptyArt() {
  return (
    <Art aria-hidden="true" width="120" height="120" viewBox="0 0 120 120">
      <circle className="art-back" cx="60" cy="60" r="56" />
      <path className="art-warm" d="M32 62a30 30 0 0 1 30-30v30z" />
      <path className="art-main" d="M28 62h62c0 15-14 26-31 26S28 77 28 62z" />
      <path className="art-line" d="M90 62l7-20h9" />
      <circle className="art-light art-line" cx="44" cy="94" r="8" />
      <circle className="art-light art-line" cx="76" cy="94" r="8" />
      <path className="art-warm" d="M84 22l2.5 5 5.5.8-4 3.9 1 5.5-5-2.6-5 2.6 1-5.5-4-3.9 5.5-.8z" />
    </Art>
  )
}

function ErrorArt() {
  return (
    <Art aria-hidden="true" width="96" height="96" viewBox="0 0 96 96">
      <circle className="art-soft" cx="48" cy="48" r="46" />
      <rect className="art-alert" x="44" y="24" width="8" height="30" rx="4" />
      <circle className="art-alert" cx="48" cy="67" r="5" />
    </Art>
  )
}

const glow = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.6; }
`

/* The carousel's silhouette while the list loads: three cards, the middle one raised. */
const SkeletonRow = styled.div`
  --card-width: min(300px, calc(100vw - 80px));
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 -${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)};
  overflow: hidden;
`

const SkeletonCard = styled.div<{ $main?: boolean }>`
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: var(--card-width);
  height: ${({ $main }) => ($main ? 400 : 360)}px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme, $main }) => ($main ? theme.colors.surfaceRaised : theme.colors.surfaceSunken)};
  box-shadow: ${({ theme, $main }) => ($main ? theme.shadows.md : 'none')};
  animation: ${({ $main }) => ($main ? 'none' : css`${glow} 1.6s ease-in-out infinite`)};
`

type ChildrenPageProps = {
  parentName?: string
  lead?: string
  /** The header's Register New Child button, when the page offers it. */
  onRegister?: () => void
  children: ReactNode
}

/** The frame shared by the loaded, loading and error states: greeting, title, header action. */
function ChildrenPage({
  parentName,
  lead = 'Choose a child to see their profile, milestones and progress.',
  onRegister,
  children,
}: ChildrenPageProps) {
  const firstName = parentName?.trim().split(/\s+/)[0]
  return (
    <Page $width="wide">
      <PageHeader
        eyebrow={firstName && <>Hello, {firstName}</>}
        title="Your children"
        lead={lead}
        leadWidth="44ch"
        actions={
          onRegister && (
            <Button variant="accent" onClick={onRegister}>
              <PlusIcon size={20} />
              Register New Child
            </Button>
          )
        }
      />
      {children}
    </Page>
  )
}

export type ChildCarouselScreenProps = {
  childList: readonly Child[]
  /** The signed-in parent's full name, for the greeting. */
  parentName?: string
  onOpenChild: (childId: number) => void
  onEditChild: (childId: number) => void
  onRegister: () => void
  /** The child chosen earlier in this visit, selected first when still in the list. */
  initialChildId?: number | null
  onSelectChild?: (childId: number) => void
  /** The results of the answers just sent (docs/decisions/054), above the carousel. */
  results?: ReactNode
  /** docs/decisions/072: the invitations waiting for the parent, above everything else. */
  invitations?: ReactNode
}

/** /client-dashboard (docs/product-rules.md#2): the parent's children in a carousel, or a first-child welcome. */
export function ChildCarouselScreen({ childList, parentName, onRegister, results, invitations, ...carousel }: ChildCarouselScreenProps) {
  if (childList.length === 0) {
    return (
      <ChildrenPage parentName={parentName} lead="Every journey starts with a first profile.">
        {invitations}
        <StateCard $padding="lg">
          <EmptyArt />
          <StateTitle>No children yet</StateTitle>
          <MutedText>
            Add your child&rsquo;s profile to follow their milestones, growth and progress, one small step at a time.
          </MutedText>
          <Button variant="accent" onClick={onRegister}>
            <PlusIcon size={20} />
            Register New Child
          </Button>
        </StateCard>
      </ChildrenPage>
    )
  }
  return (
    <ChildrenPage parentName={parentName} onRegister={onRegister}>
      {invitations}
      {results}
      <ChildCarousel childList={childList} onRegister={onRegister} {...carousel} />
    </ChildrenPage>
  )
}

/** docs/product-rules.md#2: 'Loading Children...' while the list loads. */
export function ChildCarouselLoading({ parentName }: { parentName?: string }) {
  return (
    <ChildrenPage parentName={parentName}>
      <SkeletonRow>
        <SkeletonCard aria-hidden="true" />
        <SkeletonCard $main>
          <LoadingState label="Loading Children..." />
        </SkeletonCard>
        <SkeletonCard aria-hidden="true" />
      </SkeletonRow>
    </ChildrenPage>
  )
}

/** docs/product-rules.md#8: the child list failed to load. */
export function ChildCarouselError({ parentName, onRetry }: { parentName?: string; onRetry: () => void }) {
  return (
    <ChildrenPage parentName={parentName}>
      <StateCard $padding="lg">
        <ErrorArt />
        <StateMessage role="alert">Error fetching data. Please try again later.</StateMessage>
        <MutedText>Please check your connection, then try again.</MutedText>
        <Button onClick={onRetry}>Try again</Button>
      </StateCard>
    </ChildrenPage>
  )
}
