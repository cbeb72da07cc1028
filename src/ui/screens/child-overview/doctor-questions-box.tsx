import { revalidateLogic, useStore } from '@tanstack/react-form'
import { useEffect, useRef } from 'react'
import styled from 'styled-components'
import { DOCTOR_QUESTIONS_MAX_CHARS, type DoctorQuestions } from '@/contract/doctor-questions'
import { doctorQuestionsFormSchema, type OptionalPart } from '@/domain/doctor-summary'
import { toIsoDate } from '@/domain/age'
import { longDate } from '@/domain/format'
import { KitForm, useAppForm } from '@/ui/forms/form-kit'
import { Button } from '@/ui/primitives/button'
import { ConflictPanel } from '@/ui/primitives/conflict-panel'
import { Notice } from '@/ui/primitives/notice'
import { Lead, Section, SectionHeading } from '@/ui/primitives/section'
import { Cluster, Stack } from '@/ui/primitives/layout'

const Form = styled(Stack).attrs({ as: 'form' as const, $gap: 1.5 })``

const Actions = styled(Cluster).attrs({ $gap: 1.5, $wrap: true })``

/** Printed: the text as typed, in a ruled box; an empty box leaves room to write by hand. */
const Printed = styled.div`
  display: none;

  @media print {
    display: block;
    min-height: 22mm;
    padding: 2mm 3mm;
    border: 0.5pt solid #000;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`

export type DoctorQuestionsBoxProps = {
  /** The child's questions as loaded, or that the server has not got the call (or failed to answer). */
  load: OptionalPart<DoctorQuestions>
  busy: boolean
  /** The server's message for the text (400), for the text last sent. */
  fieldError: string | undefined
  /** A save failed without a field message: the box says so and keeps the text. */
  failed: boolean
  /** The questions as saved in this visit, once saved. */
  saved: DoctorQuestions | null
  /** Someone else's questions, saved since the text was opened, and the text this parent sent: both shown to choose from. */
  conflict: { theirs: DoctorQuestions; mine: string } | null
  /** Their questions, taken by "use theirs": the box shows them in place of what was typed. */
  taken: DoctorQuestions | null
  /** The text, and the questions it was written from (their tag goes with the save: docs/decisions/086). */
  onSubmit: (text: string, base: DoctorQuestions) => void
  onKeepMine: () => void
  onUseTheirs: () => void
  onRetry: () => void
}

/**
 * "Questions for the doctor" (docs/decisions/060): a box the parent fills in,
 * kept per child, printed on the summary. A server without the call hides only this box's form.
 */
export function DoctorQuestionsBox(props: DoctorQuestionsBoxProps) {
  const { load } = props
  return (
    <Section $padding="lg" aria-labelledby="summary-questions">
      <SectionHeading id="summary-questions">Questions for the doctor</SectionHeading>
      {load.status === 'found' ? (
        <QuestionsForm {...props} loaded={load.value} />
      ) : load.status === 'unavailable' ? (
        <Lead data-print-hidden>Questions for the doctor are not available on this server.</Lead>
      ) : (
        <div data-print-hidden>
          <Notice tone="error">Your questions could not be loaded.</Notice>
          <Actions>
            <Button variant="secondary" onClick={props.onRetry}>
              Try again
            </Button>
          </Actions>
        </div>
      )}
      {/* Not loaded: a box to write in by hand. */}
      {load.status !== 'found' && <Printed aria-hidden="true" />}
    </Section>
  )
}

function QuestionsForm({ loaded, busy, fieldError, failed, saved, conflict, taken, onSubmit, onKeepMine, onUseTheirs }: DoctorQuestionsBoxProps & { loaded: DoctorQuestions }) {
  // The questions the text in the box was written from: a save sends their tag, so another person's newer ones are not overwritten in silence.
  const base = useRef(loaded)
  const form = useAppForm({
    defaultValues: { text: loaded.text },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: doctorQuestionsFormSchema },
    onSubmit: ({ value }) => onSubmit(value.text, base.current),
  })
  const text = useStore(form.store, (state) => state.values.text)
  useEffect(() => {
    if (saved) base.current = saved
  }, [saved])
  // "Use theirs": their questions replace what was typed.
  useEffect(() => {
    if (!taken) return
    form.setFieldValue('text', taken.text)
    base.current = taken
  }, [taken, form])
  // Another tab saved (the page reloads on return): the box takes the new text unless the parent has changed it here
  // (then the base stays, and saving shows both versions).
  useEffect(() => {
    if (loaded.text === base.current.text) return
    if (form.state.values.text !== base.current.text) return
    form.setFieldValue('text', loaded.text)
    base.current = loaded
  }, [loaded, form])

  const lastSaved = saved?.updated_at ?? loaded.updated_at
  return (
    <>
      <KitForm form={form} as={Form} serverErrors={fieldError ? { text: fieldError } : undefined} blocked={busy} aria-label="Questions for the doctor" data-print-hidden>
        <form.AppField name="text">
          {(field) => (
            <field.TextAreaField
              label="What would you like to ask at the visit?"
              hint={`One question a line; printed with this summary. At most ${DOCTOR_QUESTIONS_MAX_CHARS} characters.`}
              maxLength={DOCTOR_QUESTIONS_MAX_CHARS}
              minHeight={96}
            />
          )}
        </form.AppField>
        {failed && <Notice tone="error">Could not save your questions. Please try again.</Notice>}
        {conflict && (
          <ConflictPanel
            write="change"
            rows={[{ label: 'Questions for the doctor', theirs: conflict.theirs.text, mine: conflict.mine }]}
            busy={busy}
            onKeepMine={onKeepMine}
            onUseTheirs={onUseTheirs}
          />
        )}
        <Actions>
          <Button type="submit" variant="secondary" loading={busy}>
            Save questions
          </Button>
          <span role="status">{saved && !busy && !failed ? 'Questions saved.' : ''}</span>
        </Actions>
        {lastSaved && <Lead>Last saved on {longDate(toIsoDate(new Date(lastSaved)))}.</Lead>}
      </KitForm>
      <Printed data-testid="printed-questions">{text}</Printed>
    </>
  )
}
