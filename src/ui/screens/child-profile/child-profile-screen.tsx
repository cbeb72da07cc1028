import { createLink } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'
import styled from 'styled-components'
import type { Child, MilestoneProgress } from '@/contract/children'
import { mayDo, roleOf } from '@/domain/child-access'
import { answeredOf, type AreaMeasure } from '@/domain/milestone-measure'
import type { NoLongerCountedNote } from '@/domain/no-longer-asked'
import { milestoneQuestionsText } from '@/domain/sharing'
import { SectionTitle } from '@/ui/primitives/card'
import { BackToDashboard } from '@/ui/primitives/child-page'
import { PencilIcon } from '@/ui/primitives/icons'
import { roundLinkStyles, WideOnly } from '@/ui/primitives/link-styles'
import { PageLayout } from '@/ui/primitives/page-layout'
import { ChildProfileCard } from '@/ui/screens/child-profile/profile-card'
import { ProfileMilestones } from '@/ui/screens/child-profile/profile-milestones'
import { ProfileTiles } from '@/ui/screens/child-profile/profile-tiles'

/* Phones: one column. Desktops: the child on the left, milestones on the right, shortcuts below. */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-areas:
    'profile'
    'milestones'
    'tiles';

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 360px minmax(0, 1fr);
    grid-template-areas:
      'profile milestones'
      'tiles tiles';
    align-items: start;
    gap: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  }
`

const TilesSection = styled.section`
  grid-area: tiles;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
`

const HeaderLink = createLink(styled.a`
  ${roundLinkStyles}
`)

export type ChildProfileScreenProps = {
  child: Child
  milestones: readonly MilestoneProgress[]
  /** Questions answered per area (question set id), when they could be counted. */
  areaAnswers?: Readonly<Record<number, AreaMeasure>> | null
  /** decision 058: why a percentage moved because the content changed, by area. */
  noLongerCounted?: readonly NoLongerCountedNote[]
  /** docs/decisions/072: a caregiver's or viewer's way to stop following the child (the route's leave flow). */
  leave?: ReactNode
}

/** docs/product-rules.md#2 child profile: who the child is, how the milestones are going, and where to go next. */
export function ChildProfileScreen({ child, milestones, areaAnswers, noLongerCounted, leave }: ChildProfileScreenProps) {
  const childId = child.id
  // docs/decisions/072: the controls the caller's role allows (src/domain/child-access.ts).
  const role = roleOf(child)
  const milestonesHeading = useId()
  const tilesHeading = useId()
  const anyAnswered = areaAnswers ? Object.values(areaAnswers).some((area) => answeredOf(area.tally) > 0) : milestones.some((m) => m.completion_percentage > 0)
  return (
    <PageLayout
      title="Child's Profile"
      back={<BackToDashboard />}
      end={
        mayDo(role, 'editProfile') && (
          <HeaderLink to="/edit-child-profile/$childId" params={{ childId }} aria-label="Edit profile">
            <PencilIcon size={18} />
            <WideOnly aria-hidden="true">Edit</WideOnly>
          </HeaderLink>
        )
      }
    >
      <Layout>
        <ChildProfileCard child={child} role={role} leave={leave} />

        <ProfileMilestones {...{ child, role, milestones, areaAnswers, noLongerCounted, anyAnswered }} headingId={milestonesHeading} />

        <TilesSection aria-labelledby={tilesHeading}>
          <SectionTitle id={tilesHeading}>More for {child.first_name}</SectionTitle>
          <ProfileTiles childId={childId} milestonesDescription={milestoneQuestionsText(role)} />
        </TilesSection>
      </Layout>
    </PageLayout>
  )
}
