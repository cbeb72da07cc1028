import { createFormHook, createFormHookContexts, type AnyFormApi, useStore } from '@tanstack/react-form'
import {
  type ComponentProps,
  createContext,
  type ElementType,
  type FormEvent,
  type ReactNode,
  type Ref,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react'
import type { ImageChoice } from '@/domain/content-forms'
import styled from 'styled-components'
import { firstError } from '@/ui/forms/field-errors'
import { Button } from '@/ui/primitives/button'
import { CheckboxField as Checkbox, type CheckboxFieldProps } from '@/ui/primitives/checkbox-field'
import { FileField as FilePicker, type FileFieldProps } from '@/ui/primitives/file-field'
import { ChoiceGroup, type ChoiceGroupProps } from '@/ui/primitives/choice-group'
import { Cluster } from '@/ui/primitives/layout'
import { ImageField as ImagePicker, type ImageFieldProps as ImagePickerProps } from '@/ui/primitives/image-field'
import { PasswordField as Password } from '@/ui/primitives/password-field'
import { SelectField as Select, type SelectFieldProps } from '@/ui/primitives/select-field'
import { TextAreaField as TextArea, type TextAreaFieldProps } from '@/ui/primitives/text-area-field'
import { TextField as Text, type TextFieldProps } from '@/ui/primitives/text-field'

/*
 * The form kit (docs/decisions/040): TanStack Form's createFormHook with the app's field
 * components bound to their field, and one <KitForm> that does what every form
 * needs: each field shows its first message, a refused submit takes the reader
 * to the first field that needs them, and a server message stays under its
 * field until that field is edited (docs/product-rules.md#5, #8). A field in a
 * form is then one line: <form.AppField name="email">{(f) => <f.TextField label="Email" />}</form.AppField>.
 */

const { fieldContext, formContext, useFieldContext } = createFormHookContexts()

/** The server's message for a field, while the field keeps the value it had when the message came. */
const ServerMessages = createContext<(names: readonly string[]) => string | undefined>(() => undefined)

/**
 * The server message for a group of fields drawn as one (the date of birth's
 * three selects): shown while none of them has been edited.
 */
export function useServerMessage(...names: string[]): string | undefined {
  return useContext(ServerMessages)(names)
}

/** What a bound field shows: the caller's own message if it gives one, else the first error, else the server's. */
function useFieldMessage(override: ReactNode): ReactNode {
  const field = useFieldContext<unknown>()
  const server = useServerMessage(field.name)
  if (override !== undefined) return override
  return firstError(field.state.meta.errors) ?? server
}

/**
 * For a control of a screen's own (gender buttons), rendered inside
 * <form.AppField>: the field and the message to show under it.
 */
export function useBoundField<V>() {
  const field = useFieldContext<V>()
  const error = useFieldMessage(undefined)
  return { field, error }
}

/**
 * The one message of fields drawn as a group (date of birth, height): the
 * group's first error, else the server's while none of the fields was edited.
 */
export function GroupMessage({ names, errors, children }: { names: string[]; errors: readonly unknown[]; children: (message: string | undefined) => ReactNode }) {
  const server = useServerMessage(...names)
  return children(firstError(errors) ?? server)
}

type Bound = 'name' | 'value' | 'onChange' | 'onBlur' | 'checked'

/** What a text control (input, password, text area) takes from its field. */
function useTextBinding(override: ReactNode) {
  const field = useFieldContext<string>()
  const error = useFieldMessage(override)
  return {
    name: field.name,
    value: field.state.value,
    onChange: (event: { target: { value: string } }) => field.handleChange(event.target.value),
    onBlur: field.handleBlur,
    error,
  }
}

function TextField(props: Omit<TextFieldProps, Bound>) {
  return <Text {...props} {...useTextBinding(props.error)} />
}

function PasswordField(props: Omit<TextFieldProps, Bound | 'type' | 'endAdornment'>) {
  return <Password {...props} {...useTextBinding(props.error)} />
}

function TextAreaField(props: Omit<TextAreaFieldProps, Bound>) {
  return <TextArea {...props} {...useTextBinding(props.error)} />
}

/** A select of text values, or of other values through `parse` and `format` (numbers, '' for none). */
function SelectField<V = string>({
  parse,
  format,
  ...props
}: Omit<SelectFieldProps, Bound> & { parse?: (text: string) => V; format?: (value: V) => string }) {
  const field = useFieldContext<V>()
  const error = useFieldMessage(props.error)
  return (
    <Select
      {...props}
      name={field.name}
      value={format ? format(field.state.value) : String(field.state.value)}
      onChange={(event) => field.handleChange(parse ? parse(event.target.value) : (event.target.value as V))}
      onBlur={field.handleBlur}
      error={error}
    />
  )
}

function CheckboxField(props: Omit<CheckboxFieldProps, Bound>) {
  const field = useFieldContext<boolean>()
  const error = useFieldMessage(props.error)
  return (
    <Checkbox
      {...props}
      name={field.name}
      checked={field.state.value}
      onChange={(event) => field.handleChange(event.target.checked)}
      onBlur={field.handleBlur}
      error={error}
    />
  )
}

/** Radio buttons for one value; `parse` and `format` map a non-text value (Yes/No for a boolean). */
function ChoiceField<C extends string, V = C>({
  parse,
  format,
  ...props
}: Omit<ChoiceGroupProps<C>, Bound> & { parse?: (choice: C) => V; format?: (value: V) => C | '' }) {
  const field = useFieldContext<V>()
  const error = useFieldMessage(props.error)
  return (
    <ChoiceGroup
      {...props}
      name={field.name}
      value={format ? format(field.state.value) : (field.state.value as unknown as C | '')}
      onChange={(choice) => field.handleChange(parse ? parse(choice) : (choice as unknown as V))}
      onBlur={field.handleBlur}
      error={error}
    />
  )
}

/** A band image (ImageChoice): a new file, '' to remove the stored image, null to keep it. The child's photo uses the same picker. */
function ImageField(props: Omit<ImagePickerProps, 'file' | 'removing' | 'onChoose' | 'onRemove' | 'onUndo' | 'variant'>) {
  const field = useFieldContext<ImageChoice>()
  const error = useFieldMessage(props.error)
  const value = field.state.value
  const removing = value === '' && props.currentUrl !== null
  return (
    <ImagePicker
      {...props}
      variant="thumbnail"
      file={value instanceof Blob ? value : null}
      currentUrl={value === null ? props.currentUrl : null}
      removing={removing}
      onChoose={(file) => field.handleChange(file)}
      onRemove={() => field.handleChange('')}
      onUndo={() => field.handleChange(null)}
      error={error}
    />
  )
}

/** A file to upload (a health document): the chosen File, or null; `onChosen` lets a form fill other fields from it. */
function FileField({ onChosen, ...props }: Omit<FileFieldProps, 'onChoose' | 'onBlur'> & { onChosen?: (file: File | null) => void }) {
  const field = useFieldContext<File | null>()
  const error = useFieldMessage(props.error)
  return (
    <FilePicker
      {...props}
      error={error}
      onChoose={(file) => {
        field.handleChange(file)
        onChosen?.(file)
      }}
      onBlur={field.handleBlur}
    />
  )
}

export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, PasswordField, TextAreaField, SelectField, CheckboxField, ChoiceField, ImageField, FileField },
  formComponents: {},
})

/** Keyboard and screen-reader users land on the first control that needs them. */
function focusFirstInvalid(form: HTMLElement | null, scroll: 'nearest' | 'center') {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] select')
  if (!invalid) return
  const target =
    invalid.getAttribute('role') === 'radiogroup'
      ? (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector<HTMLElement>('input'))
      : invalid
  if (scroll === 'center') {
    // Centred, so its label above and its message below stay in view inside a scrolling dialog.
    target?.focus({ preventScroll: true })
    target?.scrollIntoView?.({ block: 'center' })
  } else target?.focus()
}

const valueAt = (values: unknown, name: string) => (values as Record<string, unknown>)[name]

export type KitFormProps<E extends ElementType = 'form'> = Omit<ComponentProps<E>, 'onSubmit' | 'ref'> & {
  /** The form from useAppForm. */
  form: AnyFormApi
  /** Server messages keyed by form field; each stays under its field until that field is edited. */
  serverErrors?: Readonly<Record<string, string | undefined>>
  /** While true (saving, done) a submit does nothing. */
  blocked?: boolean
  /** How the first invalid field is brought into view: 'center' inside a scrolling dialog. */
  scroll?: 'nearest' | 'center'
  /** Whether new server messages also take the reader to their first field (a dialog with its own error notice says no). */
  focusServerErrors?: boolean
  /** The element drawn: a plain form, or a styled one. */
  as?: E
  ref?: Ref<HTMLFormElement>
  children: ReactNode
}

const noServerErrors: Readonly<Record<string, string>> = {}

/**
 * The one form wrapper: submits through TanStack Form, focuses the first
 * invalid field after a refused submit and when new server messages arrive,
 * and keeps each server message under its field until the field is edited.
 */
export function KitForm<E extends ElementType = 'form'>({
  form,
  serverErrors = noServerErrors,
  blocked = false,
  scroll = 'nearest',
  focusServerErrors = true,
  as,
  ref,
  children,
  ...rest
}: KitFormProps<E>) {
  const Element: ElementType = as ?? 'form'
  const own = useRef<HTMLFormElement | null>(null)
  // Each finished submit attempt; a refused one takes the reader to the first field that needs them.
  const attempt = useStore(form.store, (state) => (state.isSubmitting ? 0 : state.submissionAttempts))
  // The values when the server's messages came: a message shows while its field still holds that value.
  const [baseline, setBaseline] = useState(() => ({ errors: serverErrors, values: form.state.values as unknown }))
  if (baseline.errors !== serverErrors) setBaseline({ errors: serverErrors, values: form.state.values })
  const values = useStore(form.store, (state) => state.values as unknown)

  useEffect(() => {
    if (attempt > 0 && !form.state.isValid) focusFirstInvalid(own.current, scroll)
  }, [attempt, form, scroll])

  useEffect(() => {
    if (focusServerErrors && Object.keys(serverErrors).length > 0) focusFirstInvalid(own.current, scroll)
  }, [serverErrors, scroll, focusServerErrors])

  const serverMessage = (names: readonly string[]) => {
    const message = names[0] === undefined ? undefined : serverErrors[names[0]]
    if (!message || baseline.errors !== serverErrors) return message
    return names.every((name) => valueAt(values, name) === valueAt(baseline.values, name)) ? message : undefined
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (blocked) return
    await form.handleSubmit()
  }

  return (
    <ServerMessages.Provider value={serverMessage}>
      <Element
        {...rest}
        ref={(node: HTMLFormElement | null) => {
          own.current = node
          if (typeof ref === 'function') ref(node)
          else if (ref) ref.current = node
        }}
        noValidate
        onSubmit={(event: FormEvent) => void submit(event)}
      >
        {children}
      </Element>
    </ServerMessages.Provider>
  )
}

const FormButtons = styled(Cluster).attrs({ $align: 'stretch' as const, $wrap: true })``

/** A form's last row: its submit button (busy while saving) and Cancel. */
export function SubmitOrCancel({ label, busy, onCancel }: { label: string; busy: boolean; onCancel: () => void }) {
  return (
    <FormButtons>
      <Button type="submit" loading={busy}>
        {label}
      </Button>
      <Button type="button" variant="secondary" disabled={busy} onClick={onCancel}>
        Cancel
      </Button>
    </FormButtons>
  )
}
