import { createLink } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'
import styled from 'styled-components'
import { longDate } from '@/domain/format'
import { Nowrap } from '@/ui/primitives/nowrap'
import type { Child, MilestoneProgress } from '@/contract/children'
import { childDevelopmentalAge, formatAge, parseIsoDate } from '@/domain/age'
import type { NoLongerCountedNote } from '@/domain/no-longer-asked'
import { answeredOf, PERCENT_RULE_TEXT, type AreaMeasure } from '@/domain/milestone-measure'
import { Card, PageContainer } from '@/ui/primitives/card'
import { BackArrow } from '@/ui/primitives/back-link'
import { ChildAvatar } from '@/ui/screens/child-profile/child-avatar'
import { mayDo, roleOf } from '@/domain/child-access'
import { milestoneQuestionsText, nothingAnsweredForViewerText } from '@/domain/sharing'
import { BandsIcon, CakeIcon, ChevronIcon, HealthIcon, PencilIcon, PrintIcon, RulerIcon, ScaleIcon, UsersIcon } from '@/ui/primitives/icons'
import { SharedMark, ViewOnlyNote } from '@/ui/screens/sharing/shared-child'
import { shareLinkText } from '@/ui/screens/sharing/sharing-screen'
import { MilestoneList } from '@/ui/screens/child-profile/milestone-list'
import { ProfileTiles } from '@/ui/screens/child-profile/profile-tiles'
import { primaryLinkStyles, roundLinkStyles, ScreenHeader, WideOnly } from '@/ui/screens/child-profile/screen-header'
import { Stack } from '@/ui/primitives/layout'

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

/*
 * Phones and tablets: a compact card (the photo beside the name) so the milestones
 * card's primary button is on the first screen, even at 320 x 568.
 * Desktops: the photo centred over the name on a soft wash.
 */
const ProfileCard = styled(Card)`
  grid-area: profile;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.lg} {
    align-items: center;
    text-align: center;
    background: linear-gradient(
      to bottom,
      ${({ theme }) => theme.colors.primarySoft} 0,
      ${({ theme }) => theme.colors.primarySoft} 72px,
      ${({ theme }) => theme.colors.surfaceRaised} 72px
    );
  }
`

const Identity = styled.div`
  --avatar-size: 64px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;

  ${({ theme }) => theme.media.lg} {
    --avatar-size: 112px;
    flex-direction: column;
  }
`

const NameBlock = styled(Stack).attrs({ $gap: 0.5 })`
  min-width: 0;
`

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`

const Stats = styled.dl`
  display: grid;
  /* The age ("1 year 8 months", the longest value) has the first row to itself, on one line; weight and height share the second. */
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  width: 100%;
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`

const Stat = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(0.75)};
  min-width: 0;
  text-align: center;

  /* The age: one line across the top, its label beside it, so the card grows by one short row only. */
  &:first-child {
    grid-column: 1 / -1;
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: center;
    align-items: baseline;
    column-gap: ${({ theme }) => theme.space(1)};
    padding-block: ${({ theme }) => theme.space(0.75)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  &:nth-child(3) {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
`

const StatLabel = styled.dt`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-transform: uppercase;
  letter-spacing: 0.04em;

  > svg {
    display: none;
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }

  ${({ theme }) => theme.media.sm} {
    > svg {
      display: block;
    }
  }
`

const StatValue = styled.dd`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.ink};
`

/* A premature baby's corrected age: its own row under the three values, label and age on one line. */
const CorrectedStat = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: center;
  column-gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1.5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: 0 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md};

  dt {
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`

const CorrectedNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.muted};
`

const Born = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

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

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`

const SectionHint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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

/* A member's shared mark and their way to leave: under the name, out of the way of the five tiles. */
const SharingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};

  ${({ theme }) => theme.media.lg} {
    justify-content: center;
  }
`

const AnswerLink = createLink(styled.a`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`)

/** "3 March 2024" (the app's one date format); null for a date that cannot be read. */
function birthDate(dob: string): string | null {
  return parseIsoDate(dob) ? longDate(dob) : null
}

/** "11.2 Kg", "70 Cm": at most one decimal (a height typed in inches converts to long decimals). */
function measure(value: number | null, unit: string): string {
  if (value === null) return 'N/A'
  return `${Math.round(value * 10) / 10} ${unit}`
}

/** formatAge's text (docs/product-rules.md#9), allowed to break only between the years and the months. */
function AgeText({ months }: { months: number }) {
  const text = formatAge(months)
  const parts = /^(\d+ \S+) (\d+ \S+)$/.exec(text)
  if (!parts) return <>{text}</>
  return (
    <>
      <Nowrap>{parts[1]}</Nowrap> <Nowrap>{parts[2]}</Nowrap>
    </>
  )
}

export type ChildProfileScreenProps = {
  child: Child
  milestones: readonly MilestoneProgress[]
  /** Questions answered per area (question set id), when they could be counted. */
  areaAnswers?: Readonly<Record<number, AreaMeasure>> | null
  /** Issue #21 (decision 058): why a percentage moved because the content changed, by area. */
  noLongerCounted?: readonly NoLongerCountedNote[]
  /** Issue #26 point 2: a caregiver's or viewer's way to stop following the child (the route's leave flow). */
  leave?: ReactNode
}

/** docs/product-rules.md#2 child profile: who the child is, how the milestones are going, and where to go next. */
export function ChildProfileScreen({ child, milestones, areaAnswers, noLongerCounted, leave }: ChildProfileScreenProps) {
  const childId = child.id
  // Issue #26 point 2: the controls the caller's role allows (src/domain/child-access.ts).
  const role = roleOf(child)
  const milestonesHeading = useId()
  const tilesHeading = useId()
  const born = birthDate(child.dob)
  const age = childDevelopmentalAge(child)
  const anyAnswered = areaAnswers ? Object.values(areaAnswers).some((area) => answeredOf(area.tally) > 0) : milestones.some((m) => m.completion_percentage > 0)
  return (
    <PageContainer>
      <ScreenHeader
        title="Child's Profile"
        start={
          <HeaderLink to="/client-dashboard" aria-label="Back to dashboard">
            <BackArrow />
          </HeaderLink>
        }
        end={
          mayDo(role, 'editProfile') && (
            <HeaderLink to="/edit-child-profile/$childId" params={{ childId }} aria-label="Edit profile">
              <PencilIcon size={18} />
              <WideOnly aria-hidden="true">Edit</WideOnly>
            </HeaderLink>
          )
        }
      />
      <Layout>
        <ProfileCard $padding="lg">
          <Identity>
            <ChildAvatar firstName={child.first_name} lastName={child.last_name} imageUrl={child.profile_image} />
            <NameBlock>
              <Name>
                {child.first_name} {child.last_name}
              </Name>
              {born && <Born>Born {born}</Born>}
            </NameBlock>
          </Identity>
          {role !== 'owner' && (
            <SharingRow>
              <SharedMark access={child.access} />
              {leave}
            </SharingRow>
          )}
          <Stats>
            <Stat>
              <StatLabel>
                <CakeIcon size={14} />
                Age
              </StatLabel>
              <StatValue>
                <AgeText months={child.age_in_months} />
              </StatValue>
            </Stat>
            <Stat>
              <StatLabel>
                <ScaleIcon size={14} />
                Weight
              </StatLabel>
              <StatValue>
                <Nowrap>{measure(child.weight_kg, 'Kg')}</Nowrap>
              </StatValue>
            </Stat>
            <Stat>
              <StatLabel>
                <RulerIcon size={14} />
                Height
              </StatLabel>
              <StatValue>
                <Nowrap>{measure(child.height_cm, 'Cm')}</Nowrap>
              </StatValue>
            </Stat>
            {age.corrected !== null && (
              <CorrectedStat>
                <dt>Corrected age</dt>
                <dd>
                  <AgeText months={age.corrected} />
                </dd>
              </CorrectedStat>
            )}
          </Stats>
        </ProfileCard>

        <MilestonesCard as="section" $padding="lg" aria-labelledby={milestonesHeading}>
          <SectionHead>
            <SectionTitle id={milestonesHeading}>Milestones</SectionTitle>
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
              <CorrectedNote>
                {child.first_name} was born {child.weeks_premature} weeks early, so milestones are checked at the corrected age of{' '}
                {formatAge(age.corrected)}: the age counted from the due date, used until age 2.
              </CorrectedNote>
            )}
            <SectionHint>
              Each percentage shows how much of an area&rsquo;s milestones your answers say {child.first_name} is already
              doing ({PERCENT_RULE_TEXT}). It is a guide to follow over time, not a diagnosis.
            </SectionHint>
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
            {/* Issue #27: the health record, a link beside the summary's (the spec's five tiles stay as they are). */}
            <BandsLink to="/health/$childId" params={{ childId }}>
              <HealthIcon size={18} />
              Health record
              <ChevronIcon size={16} />
            </BandsLink>
            {/* Issue #26 point 2: the owner's way to share, beside the doctor's summary (below the milestones' button, which stays above the fold at 320x568). */}
            {mayDo(role, 'share') && (
              <BandsLink to="/child/$childId/sharing" params={{ childId }}>
                <UsersIcon size={18} />
                {shareLinkText}
                <ChevronIcon size={16} />
              </BandsLink>
            )}
          </ProfileLinks>
        </MilestonesCard>

        <TilesSection aria-labelledby={tilesHeading}>
          <SectionTitle id={tilesHeading}>More for {child.first_name}</SectionTitle>
          <ProfileTiles childId={childId} milestonesDescription={milestoneQuestionsText(role)} />
        </TilesSection>
      </Layout>
    </PageContainer>
  )
}
