import { createLink } from '@tanstack/react-router'
import type { ChildRole } from '@/contract/child-access'
import { roleOf } from '@/domain/child-access'
import { milestoneQuestionsText } from '@/domain/sharing'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { dayMonthDate, countOf } from '@/domain/format'
import { Nowrap } from '@/ui/primitives/nowrap'
import { reminders, type ChildOverview, type Reminder } from '@/domain/child-overview'
import { doseMentionTitle, doseWhenText } from '@/domain/health-record'
import type { DoseTiming } from '@/domain/vaccines'
import { BellIcon, ChecklistIcon, HealthIcon, MilestonesIcon, StarIcon } from '@/ui/primitives/icons'
import { OverviewLayout } from '@/ui/primitives/child-page'
import { ItemCard, ItemList, Lead, Section, SectionHeading } from '@/ui/primitives/section'
import { IconBubble } from '@/ui/primitives/icon-bubble'
import { Stack } from '@/ui/primitives/layout'
import { Text } from '@/ui/primitives/text'

const Item = styled(ItemCard)`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1.5)};
  align-items: start;
`

const Body = styled(Stack).attrs({ $gap: 0.5 })``

const ItemTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`

const TextLink = createLink(styled.a`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`)


function ReminderItem({ reminder, name, childId, role }: { reminder: Reminder; name: string; childId: number; role: ChildRole }) {
  switch (reminder.kind) {
    case 'unanswered':
      return (
        <Item>
          <IconBubble $size={40} $tone="primary">
            <ChecklistIcon size={20} />
          </IconBubble>
          <Body>
            <ItemTitle>{countOf(reminder.count ?? 0, 'question', 'questions')} of <Nowrap>{reminder.band}</Nowrap> to answer</ItemTitle>
            <Text $size="sm">Answering them all gives {name}&apos;s progress its full picture.</Text>
            <TextLink to="/child/$childId/milestones-status" params={{ childId }}>
              {milestoneQuestionsText(role)}
            </TextLink>
          </Body>
        </Item>
      )
    case 'bandSoon':
      return (
        <Item>
          <IconBubble $size={40} $tone="primary">
            <StarIcon size={20} />
          </IconBubble>
          <Body>
            <ItemTitle>
              From {dayMonthDate(reminder.from ?? '')}, {name} moves to <Nowrap>{reminder.band}</Nowrap>
            </ItemTitle>
            <Text $size="sm">New questions to answer for the new age band.</Text>
          </Body>
        </Item>
      )
    case 'olderAnswers':
      return (
        <Item>
          <IconBubble $size={40} $tone="primary">
            <MilestonesIcon size={20} />
          </IconBubble>
          <Body>
            <ItemTitle>{countOf(reminder.count ?? 0, 'answer is', 'answers are')} from an earlier age band</ItemTitle>
            <Text $size="sm">Progress now follows <Nowrap>{reminder.band}</Nowrap>: answer its questions to keep it up to date.</Text>
            <TextLink to="/child/$childId/bands" params={{ childId }}>
              See {name}&apos;s bands
            </TextLink>
          </Body>
        </Item>
      )
    case 'doctorAdvice':
      return (
        <Item>
          <IconBubble $size={40} $tone="primary">
            <BellIcon size={20} />
          </IconBubble>
          <Body>
            <ItemTitle>If you are concerned, talk with {name}&apos;s doctor</ItemTitle>
            <Text $size="sm">
              {countOf(reminder.count ?? 0, 'milestone is', 'milestones are')} answered &quot;Not yet&quot;. Every child grows at their own pace, and
              a &quot;Not yet&quot; is not a diagnosis. If you are worried about how {name} plays, learns, speaks, acts or moves, do not wait:
              talk with your child&apos;s doctor, and bring the summary of the answers.
            </Text>
            <TextLink to="/child/$childId/summary" params={{ childId }}>
              Open the summary for the doctor
            </TextLink>
          </Body>
        </Item>
      )
  }
}

/** docs/decisions/073: a dose overdue, due or coming up (src/domain/vaccines.ts), in informational words, with the way to the health record. */
function DoseItem({ timing, childId }: { timing: DoseTiming; childId: number }) {
  return (
    <Item>
      <IconBubble $size={40} $tone={timing.status === 'overdue' ? 'accent' : 'primary'}>
        <HealthIcon size={20} />
      </IconBubble>
      <Body>
        <ItemTitle>{doseMentionTitle(timing)}</ItemTitle>
        <Text $size="sm">{doseWhenText(timing)}</Text>
        <TextLink to="/health/$childId" params={{ childId }}>
          Open the health record
        </TextLink>
      </Body>
    </Item>
  )
}

/**
 * docs/decisions/090: doses past their window with nothing recorded, in a record not said to be complete, are one
 * calm prompt to add the vaccination card, never a card per dose. A viewer reads that the parent can add them.
 */
function CardPrompt({ count, name, childId, canRecord }: { count: number; name: string; childId: number; canRecord: boolean }) {
  return (
    <Item>
      <IconBubble $size={40} $tone="primary">
        <HealthIcon size={20} />
      </IconBubble>
      <Body>
        <ItemTitle>Add what is on the vaccination card</ItemTitle>
        <Text $size="sm">
          {countOf(count, 'dose is', 'doses are')} not recorded yet for {name}. They may be on the card already:{' '}
          {canRecord ? 'add them on the health record, then say the record is complete.' : 'the owner and caregivers add them on the health record.'}
        </Text>
        <TextLink to="/health/$childId" params={{ childId }}>
          Open the health record
        </TextLink>
      </Body>
    </Item>
  )
}

export type RemindersScreenProps = {
  overview: ChildOverview
  today: string
  /** docs/decisions/073: the vaccine doses overdue, due and coming up in the next 30 days (none when the server has no health records). */
  doses?: readonly DoseTiming[]
  /** Doses not recorded yet in a record not said to be complete: one prompt (docs/decisions/090). */
  notRecorded?: number
  /** The owner or a caregiver (a viewer reads the prompt without an invitation to act). */
  canRecordDoses?: boolean
  /** The reminders the parent sets (docs/decisions/059), above the computed alerts. */
  mine?: ReactNode
}

/** Reminders computed from the child's data (docs/product-rules.md#decisions-beyond): plain language, never a diagnosis. */
export function RemindersScreen({ overview, today, mine, doses = [], notRecorded = 0, canRecordDoses = true }: RemindersScreenProps) {
  const list = reminders(overview, new Date(`${today}T12:00:00`))
  const name = overview.child.first_name
  const childId = overview.child.id
  const noQuestions = overview.sets.every(({ milestones }) => milestones.length === 0)
  return (
    <OverviewLayout title="Alerts & Reminders" childId={childId}>
      {mine}
      <Section $padding="lg" aria-labelledby="reminders-heading">
        <SectionHeading id="reminders-heading">For {name}</SectionHeading>
        {(doses.length > 0 || notRecorded > 0) && (
          <ItemList aria-label={`Vaccine doses for ${name}`}>
            {notRecorded > 0 && <CardPrompt count={notRecorded} name={name} childId={childId} canRecord={canRecordDoses} />}
            {doses.map((timing) => (
              <DoseItem key={timing.dose.id} timing={timing} childId={childId} />
            ))}
          </ItemList>
        )}
        {list.length === 0 ? (
          <Lead>
            {noQuestions
              ? `Nothing to do right now: there are no questions for ${name}'s age yet.`
              : `Nothing to do right now: every question of ${overview.band?.title ?? 'this age'} is answered.`}{' '}
            We will remind you here when new questions come.
          </Lead>
        ) : (
          <ItemList>
            {list.map((reminder) => (
              <ReminderItem key={reminder.kind} reminder={reminder} name={name} childId={childId} role={roleOf(overview.child)} />
            ))}
          </ItemList>
        )}
      </Section>
    </OverviewLayout>
  )
}
