import { useEffect, useRef, type ReactNode } from 'react'
import styled, { createGlobalStyle } from 'styled-components'
import type { Band } from '@/contract/content'
import type { Answers } from '@/domain/questionnaire'
import { Button } from '@/ui/primitives/button'
import { Card } from '@/ui/primitives/card'
import { Notice } from '@/ui/primitives/notice'
import { OptionGroup } from '@/ui/primitives/option-group'
import { MediaImage } from '@/ui/primitives/media-image'
import { EmptyState, FailedState, LoadingState } from '@/ui/primitives/states'
import { PageLayout } from '@/ui/primitives/page-layout'
import { MutedText } from '@/ui/primitives/text'
import { IconBubble } from '@/ui/primitives/icon-bubble'
import { Cluster } from '@/ui/primitives/layout'

export type QuestionnaireStatus = 'loading' | 'loadFailed' | 'noBand' | 'answering' | 'submitting' | 'submitFailed'

/** docs/product-rules.md#2, #8 and docs/product-rules.md#decisions for the submit failure. */
export const questionnaireTexts = {
  title: 'Developmental Milestones',
  intro: "Select the areas where your child is excelling or may need support, so we can personalise your insights.",
  loadFailed: 'Failed to load milestone data. Please try again later.',
  noBand: "Data not found or no suitable milestone band for this child's age.",
  submitFailed: 'Could not save your answers. Please try again.',
  previewTitle: 'Preview — answers are not saved',
} as const

/*
 * The band's picture, framed once: shown at its own proportions with rounded corners
 * (the seed pictures carry their own soft background), never letterboxed inside a
 * second tinted box.
 */
const Hero = styled(MediaImage)`
  display: block;
  width: min(100%, 320px);
  height: auto;
  margin: 0 auto;
  border-radius: ${({ theme }) => theme.radii.lg};
`

const SetCard = styled(Card).attrs({ as: 'section' })`
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`

const SetNumber = styled(IconBubble).attrs({ $size: 32, $tone: 'accent' })`
  font-size: ${({ theme }) => theme.fontSizes.md};
`

const QuestionList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`

const QuestionText = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin: 0 0 ${({ theme }) => theme.space(0.5)};
`

const HelpText = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: 0 0 ${({ theme }) => theme.space(1.5)};
`

/** SPEC: "A Finish button (in a bottom bar on mobile)". */
const FinishBar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme }) => theme.media.md} {
    position: static;
    background: transparent;
    border: 0;
    box-shadow: none;
    padding: 0;
  }
`

/**
 * While the bar is fixed (phones) its height, --app-bottom-bar (the large button and the
 * bar's padding and top border), is kept free once at the very end of the page, under
 * whatever comes last (the last question set, or the demo bar), and no more.
 */
const BottomBarInset = createGlobalStyle`
  :root {
    --app-bottom-bar: calc(${({ theme }) => theme.controlHeights.lg} + 2 * ${({ theme }) => theme.space(1.5)} + 1px);
  }

  body {
    padding-bottom: var(--app-bottom-bar);
  }

  ${({ theme }) => theme.media.md} {
    :root {
      --app-bottom-bar: 0px;
    }
  }
`

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Actions = styled(Cluster).attrs({ $gap: 1.5, $align: 'stretch' as const, $wrap: true })`
  margin-top: ${({ theme }) => theme.space(2)};
`

/** The band and the age that chose it, under the title. */
const BandLines = styled.span`
  display: flex;
  flex-direction: column;
`

export type QuestionnaireScreenProps = {
  status: QuestionnaireStatus
  band: Band | null
  answers: Answers
  onChoose: (question: number, option: number) => void
  onFinish: () => void
  onRetry: () => void
  /** The back arrow (to /edit-child-profile/{childId}), a router link from the route. */
  back: ReactNode
  /** Where to go when there is nothing to answer, a router link from the route. */
  leave: ReactNode
  /** Which age chose the band, e.g. "For Ama's corrected age, 0 years 1 month". */
  ageNote?: string
  /** A question to bring into view once the questions show (from the weekly checklist). */
  focusQuestion?: number | null
  /**
   * Read-only preview mode (the builder's "Preview", docs/product-rules.md#decisions-builder-extras):
   * a "Preview — answers are not saved" banner with these details (which band, why, the way
   * back) instead of the Finish bar. Choices still show as a parent would see them; the
   * caller keeps them and sends nothing.
   */
  preview?: { details: ReactNode }
  /** docs/decisions/072: the first name of who gave this question's chosen answer, when it was someone else; else null. */
  givenBy?: (question: number, option: number | undefined) => string | null
}

export function QuestionnaireScreen({ status, band, answers, onChoose, onFinish, onRetry, back, leave, ageNote, focusQuestion, preview, givenBy }: QuestionnaireScreenProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const busy = status === 'submitting'
  const questions = band?.sets.flatMap((set) => set.questions) ?? []
  const answered = questions.filter((question) => answers[question.id] !== undefined).length

  useEffect(() => {
    if (status !== 'answering') return
    const target = focusQuestion ? document.getElementById(`question-${focusQuestion}`) : null
    headingRef.current?.focus({ preventScroll: target !== null })
    target?.scrollIntoView({ block: 'center' })
  }, [status, focusQuestion])

  return (
    <PageLayout
      width="form"
      gap={3}
      busy={status === 'loading' || busy}
      title={questionnaireTexts.title}
      titleRef={headingRef}
      back={back}
      lead={
        band && (
          <BandLines>
            <span>{band.title}</span>
            {ageNote && <span>{ageNote}</span>}
          </BandLines>
        )
      }
    >
      {/* The preview's banner: above the questions, so it is read first and never mistaken for the parent's screen. */}
      {preview && (
        <Notice tone="info" title={questionnaireTexts.previewTitle}>
          {preview.details}
        </Notice>
      )}

      {status === 'loading' && <LoadingState label="Loading milestones…" />}

      {status === 'loadFailed' && <FailedState title={questionnaireTexts.loadFailed} onRetry={onRetry} />}

      {status === 'noBand' && (
        <EmptyState text={questionnaireTexts.noBand}>{leave}</EmptyState>
      )}

      {band && (status === 'answering' || status === 'submitting' || status === 'submitFailed') && (
        <>
          <MutedText>{questionnaireTexts.intro}</MutedText>
          {band.milestone_image && (
            <Hero
              src={band.milestone_image}
              alt={`${band.title} milestones illustration`}
              onError={() => console.warn(`Milestone image failed to load: ${band.milestone_image}`)}
            />
          )}
          {band.sets.map((set, setIndex) => (
            <SetCard key={set.id} aria-labelledby={`set-${set.id}`}>
              <h2 id={`set-${set.id}`}>
                <SetNumber>{setIndex + 1}</SetNumber>
                <span>
                  <span className="visually-hidden">{setIndex + 1}. </span>
                  {set.title}
                </span>
              </h2>
              <QuestionList>
                {set.questions.map((question) => (
                  <li key={question.id}>
                    <QuestionText id={`question-${question.id}`}>{question.text}</QuestionText>
                    {question.help_text && <HelpText id={`question-${question.id}-help`}>{question.help_text}</HelpText>}
                    <OptionGroup
                      labelledBy={`question-${question.id}`}
                      describedBy={question.help_text ? `question-${question.id}-help` : undefined}
                      options={question.options}
                      value={answers[question.id]}
                      onChange={(option) => onChoose(question.id, option)}
                      disabled={busy}
                    />
                    {givenBy?.(question.id, answers[question.id]) && <HelpText>Answered by {givenBy(question.id, answers[question.id])}</HelpText>}
                  </li>
                ))}
              </QuestionList>
            </SetCard>
          ))}
          {status === 'submitFailed' && (
            <Notice tone="error">
              {questionnaireTexts.submitFailed}
              <Actions>
                <Button variant="secondary" onClick={onRetry}>
                  Retry
                </Button>
              </Actions>
            </Notice>
          )}
          {/* Where a parent finds Finish, the preview has its way back. */}
          {preview && <Actions>{leave}</Actions>}
          {!preview && (
            <FinishBar>
              <BottomBarInset />
              <Count aria-live="polite">
                {answered} of {questions.length} answered
              </Count>
              <Button size="lg" loading={busy} onClick={onFinish}>
                Finish
              </Button>
            </FinishBar>
          )}
        </>
      )}
    </PageLayout>
  )
}
