import { createLink } from '@tanstack/react-router'
import styled from 'styled-components'
import type { Child, MilestoneProgress } from '@/contract/children'
import { childDevelopmentalAge, formatAge } from '@/domain/age'
import type { ChildRole } from '@/contract/child-access'
import { mayDo } from '@/domain/child-access'
import { PERCENT_RULE_TEXT, type AreaMeasure } from '@/domain/milestone-measure'
import type { NoLongerCountedNote } from '@/domain/no-longer-asked'
import { milestoneQuestionsText, nothingAnsweredForViewerText } from '@/domain/sharing'
import { Card, SectionTitle } from '@/ui/primitives/card'
import { BandsIcon, ChevronIcon, HealthIcon, PrintIcon, UsersIcon } from '@/ui/primitives/icons'
import { Stack } from '@/ui/primitives/layout'
import { primaryLinkStyles } from '@/ui/primitives/link-styles'
import { SmallText } from '@/ui/primitives/text'
import { MilestoneList } from '@/ui/screens/child-profile/milestone-list'
import { ViewOnlyNote } from '@/ui/screens/sharing/shared-child'
import { shareLinkText } from '@/ui/screens/sharing/sharing-screen'

/** The profile's milestones card: the way to the questions, the areas' percentages, and the child's other pages. */

/* The milestones card's secondary ways on: one row each on a phone, side by side from sm. */
const ProfileLinks = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(0.5)};
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`

const BandsLink = createLink(styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.75)};
  min-height: ${({ theme }) => theme.controlHeights.sm};
  /* Narrow padding on phones, so "Share with your doctor" keeps one line at 320 px. */
  padding: 0 ${({ theme }) => theme.space(0.75)};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.primary};

  ${({ theme }) => theme.media.sm} {
    padding: 0 ${({ theme }) => theme.space(1.5)};
  }
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`)

const MilestonesCard = styled(Card)`
  grid-area: milestones;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
`

const SectionHead = styled(Stack).attrs({ $align: 'start' as const, $gap: 1 })``

/* The questionnaire is the next step from here: a primary button, in view on a phone without scrolling. */
const CheckLink = createLink(styled.a`
  ${primaryLinkStyles}
`)

const AnswerLink = createLink(styled.a`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`)

export type ProfileMilestonesProps = {
  child: Child
  role: ChildRole
  milestones: readonly MilestoneProgress[]
  areaAnswers?: Readonly<Record<number, AreaMeasure>> | null
  noLongerCounted?: readonly NoLongerCountedNote[]
  anyAnswered: boolean
  headingId: string
}

export function ProfileMilestones({ child, role, milestones, areaAnswers, noLongerCounted, anyAnswered, headingId }: ProfileMilestonesProps) {
  const childId = child.id
  const age = childDevelopmentalAge(child)
  return (
    <MilestonesCard as="section" $padding="lg" aria-labelledby={headingId}>
      <SectionHead>
        <SectionTitle id={headingId}>Milestones</SectionTitle>
        {mayDo(role, 'answer') ? (
          <CheckLink to="/child/$childId/milestones-status" params={{ childId }}>
            {anyAnswered ? 'Update answers' : 'Check milestones'}
            <ChevronIcon size={16} />
          </CheckLink>
        ) : (
          <>
            <ViewOnlyNote name={child.first_name} access={child.access} />
            {/* docs/decisions/094: a viewer reads the answers given; the link says so. */}
            <CheckLink to="/child/$childId/milestones-status" params={{ childId }}>
              {milestoneQuestionsText(role)}
              <ChevronIcon size={16} />
            </CheckLink>
          </>
        )}
        {age.corrected !== null && (
          <SmallText>
            {child.first_name} was born {child.weeks_premature} weeks early, so milestones are checked at the corrected age of{' '}
            {formatAge(age.corrected)}: the age counted from the due date, used until age 2.
          </SmallText>
        )}
        <SmallText>
          Each percentage shows how much of an area&rsquo;s milestones your answers say {child.first_name} is already
          doing ({PERCENT_RULE_TEXT}). It is a guide to follow over time, not a diagnosis.
        </SmallText>
      </SectionHead>
      <MilestoneList
        milestones={milestones}
        areaAnswers={areaAnswers}
        notes={noLongerCounted}
        nothingAnsweredText={mayDo(role, 'answer') ? undefined : nothingAnsweredForViewerText(child.first_name)}
        answerAction={
          mayDo(role, 'answer') && (
            <AnswerLink to="/child/$childId/milestones-status" params={{ childId }}>
              Answer the milestone questions
            </AnswerLink>
          )
        }
      />
      <ProfileLinks>
        <BandsLink to="/child/$childId/bands" params={{ childId }}>
          <BandsIcon size={18} />
          View bands
          <ChevronIcon size={16} />
        </BandsLink>
        <BandsLink to="/child/$childId/summary" params={{ childId }}>
          <PrintIcon size={18} />
          Share with your doctor
          <ChevronIcon size={16} />
        </BandsLink>
        {/* docs/decisions/073: the health record, a link beside the summary's (the spec's five tiles stay as they are). */}
        <BandsLink to="/health/$childId" params={{ childId }}>
          <HealthIcon size={18} />
          Health record
          <ChevronIcon size={16} />
        </BandsLink>
        {/* docs/decisions/072: the owner's way to share, beside the doctor's summary (below the milestones' button, which stays above the fold at 320x568). */}
        {mayDo(role, 'share') && (
          <BandsLink to="/child/$childId/sharing" params={{ childId }}>
            <UsersIcon size={18} />
            {shareLinkText}
            <ChevronIcon size={16} />
          </BandsLink>
        )}
      </ProfileLinks>
    </MilestonesCard>
  )
}
