import { useSelector } from '@xstate/react'
import { type AnyFormApi, revalidateLogic } from '@tanstack/react-form'
import { type KeyboardEvent, type ReactNode, useLayoutEffect, useMemo, useRef } from 'react'
import styled from 'styled-components'
import type { z } from 'zod'
import { emptyValues, formSchemas, fromItem, type FormValues, toWire } from '@/domain/content-forms'
import { levels, type Item, type Level } from '@/domain/content-levels'
import { Button } from '@/ui/primitives/button'
import { Notice } from '@/ui/primitives/notice'
import { KitForm, useAppForm } from '@/ui/forms/form-kit'
import { useBuilderRef, useBuilderSend } from '@/ui/screens/admin/builder/builder-context'
import { Cluster, Stack } from '@/ui/primitives/layout'

/* What the four inline forms share: the frame with Cancel and Create/Update, and the link to the machine. */

/** Form field -> wire field, where they differ (the server's errors use wire names). */
const wireNames: Partial<Record<string, string>> = { valueInt: 'value_int', valueStr: 'value_str' }
const wireName = (field: string) => wireNames[field] ?? field

/**
 * The open form of a level and its link to the builder machine: the kit's form
 * (the item's values or the empty form, the level's rules: checked on Create or
 * Update, then again as the admin types), and the frame's props: submit and
 * cancel, whether it is saving, and the server's messages by form field (the
 * kit keeps each under its field until the field is edited); those of no
 * field go to the frame.
 */
export function useBuilderForm<L extends Level>(level: L, item: Item | null, returnFocusTo: string) {
  const ref = useBuilderRef()
  const send = useBuilderSend()
  const saving = useSelector(ref, (s) => s.matches({ ready: 'saving' }))
  const busy = useSelector(ref, (s) => s.hasTag('busy'))
  const formErrors = useSelector(ref, (s) => s.context.formErrors)

  const { serverErrors, otherErrors } = useMemo(() => {
    const fields = Object.keys(emptyValues(level))
    const byField = Object.fromEntries(fields.map((field) => [field, formErrors[wireName(field)]]))
    const other = Object.entries(formErrors)
      .filter(([key]) => !fields.map(wireName).includes(key))
      .map(([key, message]) => (key === 'non_field_errors' ? message : `${key}: ${message}`))
    return { serverErrors: byField, otherErrors: other }
  }, [formErrors, level])

  const form = useAppForm({
    defaultValues: item ? fromItem(level, item) : emptyValues(level),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: formSchemas[level] as unknown as z.ZodType<FormValues<L>, FormValues<L>> },
    onSubmit: ({ value }) => send({ type: 'form.submit', values: toWire(level, value) }),
  })

  const frame = {
    form,
    level,
    editing: item !== null,
    saving,
    busy,
    serverErrors,
    otherErrors,
    returnFocusTo,
    onCancel: () => send({ type: 'form.cancel' }),
  }
  return { form, frame }
}

const FormCard = styled(Stack).attrs({ as: 'form' })<{ $level: Level }>`
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

const FormHeading = styled(Cluster).attrs({ as: 'h3', $align: 'baseline' })`
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

/* Update above Cancel on a phone; side by side at the right from sm up. */
const Actions = styled(Stack).attrs({ $gap: 1 })`
  flex-direction: column-reverse;
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`

export type FormFrameProps = {
  /** The form from the kit's useAppForm. */
  form: AnyFormApi
  level: Level
  /** Editing an existing item (Update) or adding one (Create). */
  editing: boolean
  saving: boolean
  busy: boolean
  serverErrors: Readonly<Record<string, string | undefined>>
  otherErrors: readonly string[]
  /** data-focus-key of the button that opened the form: 'edit:band:3', 'add:option:12'. */
  returnFocusTo: string
  onCancel: () => void
  children: ReactNode
}

/**
 * The inline form's frame (docs/product-rules.md#2): heading, fields, Cancel and
 * Create/Update. Escape cancels. When it closes while the admin is in it, focus
 * goes back to the button that opened it (Edit, or the Add button), so a
 * keyboard user carries on where they were.
 */
export function FormFrame({ form, level, editing, saving, busy, serverErrors, otherErrors, returnFocusTo, onCancel, children }: FormFrameProps) {
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

  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !saving) {
      event.stopPropagation()
      onCancel()
    }
  }

  return (
    <KitForm
      as={FormCard}
      form={form}
      serverErrors={serverErrors}
      blocked={busy}
      ref={formRef}
      $level={level}
      aria-label={label}
      onKeyDown={keyDown}
    >
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
    </KitForm>
  )
}
