import styled from 'styled-components'
import type { ChildAccess } from '@/contract/child-access'
import type { Band } from '@/contract/content'
import type { Answers } from '@/domain/questionnaire'
import { OverviewLayout } from '@/ui/primitives/child-page'
import { ItemList, Section, SectionHeading } from '@/ui/primitives/section'
import { ViewOnlyNote } from '@/ui/screens/sharing/shared-child'

const SetHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  margin-top: ${({ theme }) => theme.space(1)};
`

const Question = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.25)};
  padding: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`

const Answer = styled.p<{ $answered: boolean }>`
  color: ${({ theme, $answered }) => ($answered ? theme.colors.ink : theme.colors.muted)};
  font-weight: ${({ theme, $answered }) => ($answered ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`

export type ReadOnlyAnswersProps = {
  childId: number
  name: string
  access: ChildAccess | undefined
  band: Band
  answers: Answers
  /** Who gave a question's answer, when it was someone else (the first name); else null. */
  givenBy: (question: number, option: number | undefined) => string | null
}

/**
 * The milestone questions opened by a role that reads them (a viewer, docs/decisions/094): each question with the
 * answer given, read-only, instead of a form they cannot send.
 */
export function ReadOnlyAnswers({ childId, name, access, band, answers, givenBy }: ReadOnlyAnswersProps) {
  return (
    <OverviewLayout title="Milestones" childId={childId}>
      <Section $padding="lg" aria-labelledby="read-only-answers">
        <SectionHeading id="read-only-answers">
          {name}&rsquo;s answers for {band.title}
        </SectionHeading>
        <ViewOnlyNote name={name} access={access} />
        {band.sets.map((set) => (
          <section key={set.id} aria-label={set.title}>
            <SetHeading>{set.title}</SetHeading>
            <ItemList>
              {set.questions.map((question) => {
                const chosen = question.options.find((option) => option.id === answers[question.id])
                const by = chosen ? givenBy(question.id, chosen.id) : null
                return (
                  <Question key={question.id}>
                    <span>{question.text}</span>
                    <Answer $answered={Boolean(chosen)}>
                      {chosen ? chosen.label : 'Not answered yet'}
                      {by && ` (answered by ${by})`}
                    </Answer>
                  </Question>
                )
              })}
            </ItemList>
          </section>
        ))}
      </Section>
    </OverviewLayout>
  )
}
