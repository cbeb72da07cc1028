import { useSelector } from '@xstate/react'
import { type ComponentProps, type FormEvent, type KeyboardEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { emptyValues, type FormValues, toWire } from '@/domain/builder-forms'
import { levels, type Level } from '@/domain/builder-levels'
import { Button } from '@/ui/primitives/button'
import { Notice } from '@/ui/primitives/notice'
import { describedBy, FieldError, FieldHint, FieldLabel, FieldRoot, useFieldIds } from '@/ui/primitives/text-field'
import { useBuilderRef, useBuilderSend } from '@/ui/screens/admin/builder/builder-context'

/* What the four inline forms share: the frame with Cancel and Create/Update, and the link to the machine. */

/** Form field -> wire field, where they differ (the server's errors use wire names). */
const wireNames: Partial<Record<string, string>> = { valueInt: 'value_int', valueStr: 'value_str' }
const wireName = (field: string) => wireNames[field] ?? field

/**
 * The open form's link to the builder machine: submit and cancel, whether it is
 * saving, and the server's field messages (each shown until its field is edited).
 */
export function useBuilderForm<L extends Level>(level: L) {
  const ref = useBuilderRef()
  const send = useBuilderSend()
  const saving = useSelector(ref, (s) => s.matches({ ready: 'saving' }))
  const busy = useSelector(ref, (s) => s.hasTag('busy'))
  const formErrors = useSelector(ref, (s) => s.context.formErrors)
  const [edits, setEdits] = useState({ errors: formErrors, edited: new Set<string>() })
  // New server messages: every field shows its message again until edited.
  if (edits.errors !== formErrors) setEdits({ errors: formErrors, edited: new Set() })

  const fields = Object.keys(emptyValues(level)).map(wireName)
  const serverError = (field: keyof FormValues<L> & string) =>
    edits.edited.has(field) ? undefined : formErrors[wireName(field)]
  const otherErrors = Object.entries(formErrors)
    .filter(([key]) => !fields.includes(key))
    .map(([key, message]) => (key === 'non_field_errors' ? message : `${key}: ${message}`))

  return {
    saving,
    busy,
    serverError,
    otherErrors,
    fieldEdited: (field: keyof FormValues<L> & string) =>
      setEdits((current) => (current.edited.has(field) ? current : { ...current, edited: new Set(current.edited).add(field) })),
    submit: (values: FormValues<L>) => send({ type: 'form.submit', values: toWire(level, values) }),
    cancel: () => send({ type: 'form.cancel' }),
  }
}

const FormCard = styled.form<{ $level: Level }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme, $level }) => ($level === 'band' ? theme.radii.lg : theme.radii.md)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
  scroll-margin: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  }
`

const FormHeading = styled.h3`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

/* Only where there is a keyboard to press it. */
const FormHint = styled.span`
  display: none;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};

  ${({ theme }) => theme.media.md} {
    display: inline;
  }
`

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2.5)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

export const WideField = styled.div`
  min-width: 0;

  ${({ theme }) => theme.media.md} {
    grid-column: 1 / -1;
  }
`

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space(1)};
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`

export type FormFrameProps = {
  level: Level
  /** Editing an existing item (Update) or adding one (Create). */
  editing: boolean
  saving: boolean
  busy: boolean
  otherErrors: readonly string[]
  /** data-focus-key of the button that opened the form: 'edit:band:3', 'add:option:12'. */
  returnFocusTo: string
  onSubmit: () => void
  onCancel: () => void
  children: ReactNode
}

/**
 * The inline form's frame (docs/product-rules.md#2): heading, fields, Cancel and
 * Create/Update. Escape cancels. When it closes while the admin is in it, focus
 * goes back to the button that opened it (Edit, or the Add button), so a
 * keyboard user carries on where they were.
 */
export function FormFrame({ level, editing, saving, busy, otherErrors, returnFocusTo, onSubmit, onCancel, children }: FormFrameProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const label = `${editing ? 'Edit' : 'Add'} ${levels[level].label}`

  useLayoutEffect(() => {
    const form = formRef.current
    form?.querySelector<HTMLElement>('input:not([type="file"]):not([type="hidden"]), textarea')?.focus()
    if (typeof form?.scrollIntoView === 'function') form.scrollIntoView({ block: 'nearest' })
    return () => {
      if (!form?.contains(document.activeElement)) return
      // After React has put the row (or the add button) back.
      setTimeout(() => document.querySelector<HTMLElement>(`[data-focus-key="${returnFocusTo}"]`)?.focus(), 0)
    }
  }, [returnFocusTo])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy) onSubmit()
  }
  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !saving) {
      event.stopPropagation()
      onCancel()
    }
  }

  return (
    <FormCard ref={formRef} $level={level} noValidate aria-label={label} onSubmit={submit} onKeyDown={keyDown}>
      <FormHeading>
        {label}
        <FormHint aria-hidden="true">Esc to cancel</FormHint>
      </FormHeading>
      {children}
      {otherErrors.length > 0 && (
        <Notice tone="error" title="The server did not accept this form">
          {otherErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Notice>
      )}
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving} disabled={busy}>
          {editing ? 'Update' : 'Create'}
        </Button>
      </Actions>
    </FormCard>
  )
}

const TextArea = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 80px;
  padding: ${({ theme }) => theme.space(1.25)} ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme, $invalid }) => ($invalid ? `inset 0 0 0 1px ${theme.colors.error}` : 'none')};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.ink};
  resize: vertical;

  &:hover {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.ink)};
  }
`

export type TextAreaFieldProps = ComponentProps<'textarea'> & { label: ReactNode; hint?: ReactNode; error?: ReactNode }

export function TextAreaField({ label, hint, error, id: idProp, ref, ...rest }: TextAreaFieldProps) {
  const { id, hintId, errorId } = useFieldIds(idProp)
  const invalid = Boolean(error)
  return (
    <FieldRoot>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <TextArea
        {...rest}
        ref={ref}
        id={id}
        $invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(Boolean(hint) && hintId, invalid && errorId)}
      />
      {invalid && <FieldError id={errorId}>{error}</FieldError>}
    </FieldRoot>
  )
}
