import { z } from 'zod'
import { isAcceptedImageType, MAX_IMAGE_BYTES } from '@/contract/common'
import { bandAgeIssues, MAX_AGE_MONTHS, missingOptionValue, optionValueMessages, type Band, type Option, type Question, type QuestionSet } from '@/contract/content'
import type { Item, Level } from '@/domain/content-levels'

/*
 * The Milestone Builder's four inline forms (docs/product-rules.md#3, #5): what each form
 * holds, its rules with the spec's messages, and the mapping from form values
 * to the `form.submit` values of the builder machine (the wire body without the
 * parent key, which the machine adds from the open form's parentId).
 */

/** An image field of the band form: a new file, '' to clear the stored image, null to keep it. */
export type ImageChoice = File | '' | null

export interface BandFormValues {
  code: string
  title: string
  /** As typed; '' when empty. */
  age_min_months: string
  age_max_months: string
  is_active: boolean
  milestone_image: ImageChoice
  goal_image: ImageChoice
}

export interface QuestionSetFormValues {
  title: string
  slug: string
  is_active: boolean
}

/** An answer option typed into a new question's form (docs/decisions/048): its label and whole-number value, as typed. */
export interface NewOptionValues {
  label: string
  value: string
}

export interface QuestionFormValues {
  text: string
  help_text: string
  /** docs/product-rules.md#decisions-activities: a short play idea, optional. */
  activity: string
  multi_select: boolean
  is_active: boolean
  /**
   * docs/decisions/048: a new question's answer options, created with it; they start as the
   * standard Yes 2 / Sometimes 1 / Not yet 0. Empty when editing (options have their own rows).
   */
  options: NewOptionValues[]
}

/** The standard answer options a new question starts with (the seed's own, and answerStatus's yes, sometimes, not yet). */
export const standardOptions: readonly NewOptionValues[] = [
  { label: 'Yes', value: '2' },
  { label: 'Sometimes', value: '1' },
  { label: 'Not yet', value: '0' },
]

export type OptionValueType = 'integer' | 'string'

export interface OptionFormValues {
  label: string
  valueType: OptionValueType
  /** As typed; '' when empty. */
  valueInt: string
  valueStr: string
  is_active: boolean
}

export interface FormValuesByLevel {
  band: BandFormValues
  questionSet: QuestionSetFormValues
  question: QuestionFormValues
  option: OptionFormValues
}

export type FormValues<L extends Level> = FormValuesByLevel[L]

/** What `form.submit` carries for each level. */
export type BandWire = {
  code: string
  title: string
  /** A number, or '' when the field is empty (the server stores null; see toWire). */
  age_min_months: number | ''
  age_max_months: number | ''
  is_active: boolean
  /** A new file, or '' to clear; absent to keep the stored image (docs/product-rules.md#7). */
  milestone_image?: File | ''
  goal_image?: File | ''
}

export type QuestionSetWire = {
  title: string
  slug: string
  is_active: boolean
}

export type QuestionWire = {
  text: string
  help_text: string
  activity: string
  multi_select: boolean
  is_active: boolean
  /** A new question's options, each created after it (the machine sends them; the question's own body has none). */
  options?: OptionWire[]
}

export type OptionWire = {
  label: string
  value_int: number | null
  value_str: string
  is_active: boolean
}

export interface WireByLevel {
  band: BandWire
  questionSet: QuestionSetWire
  question: QuestionWire
  option: OptionWire
}

const isBlank = (text: string) => text.trim() === ''

/** A typed number field: null when empty or not a number. */
export function numberOf(text: string): number | null {
  if (isBlank(text)) return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}

/** Lowercase ASCII words joined by hyphens: 'Social & Emotional' -> 'social-emotional'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const required = (message: string) => z.string().refine((text) => !isBlank(text), message)

const imageChoiceSchema = z.custom<ImageChoice>(
  (value) => value === null || value === '' || (typeof Blob !== 'undefined' && value instanceof Blob),
)
/** The server takes PNG, JPEG, WebP or GIF up to MAX_IMAGE_BYTES (docs/decisions/031); the form says so first. */
const imageField = imageChoiceSchema.superRefine((choice, ctx) => {
  if (!(choice instanceof Blob)) return
  if (!choice.type.startsWith('image/')) ctx.addIssue({ code: 'custom', message: 'Choose an image file' })
  else if (!isAcceptedImageType(choice.type) || choice.size > MAX_IMAGE_BYTES) {
    ctx.addIssue({ code: 'custom', message: 'Choose a PNG, JPEG, WebP or GIF image of at most 10 MB' })
  }
})

/** docs/product-rules.md#5 band form. A field error clears when the field is edited (the form revalidates). */
export const bandFormSchema = z
  .object({
    code: required('Code is required'),
    title: required('Title is required'),
    age_min_months: z.string().refine((text) => isBlank(text) || numberOf(text) !== null, 'Enter a number of months'),
    age_max_months: z.string().refine((text) => isBlank(text) || numberOf(text) !== null, 'Enter a number of months'),
    is_active: z.boolean(),
    milestone_image: imageField,
    goal_image: imageField,
  })
  .superRefine((values, ctx) => {
    for (const issue of bandAgeIssues(numberOf(values.age_min_months), numberOf(values.age_max_months))) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message })
    }
  })

/** docs/product-rules.md#5 question set form. */
export const questionSetFormSchema = z.object({
  title: required('Title is required'),
  slug: required('Slug is required'),
  is_active: z.boolean(),
})

/** A new question's option (docs/decisions/048): a label and a whole number, as the option form asks. */
const newOptionSchema = z.object({
  label: required('Label is required'),
  value: z.string().refine((text) => numberOf(text) !== null, optionValueMessages.integerRequired),
})

/** docs/product-rules.md#5 question form: help text optional. */
export const questionFormSchema = z.object({
  text: required('Question text is required'),
  help_text: z.string(),
  activity: z.string(),
  multi_select: z.boolean(),
  is_active: z.boolean(),
  options: z.array(newOptionSchema),
})

/** docs/product-rules.md#5 option form: the value the chosen type needs; zero is a value. */
export const optionFormSchema = z
  .object({
    label: required('Label is required'),
    valueType: z.enum(['integer', 'string']),
    valueInt: z.string(),
    valueStr: z.string(),
    is_active: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const message = missingOptionValue(values.valueType, { value_int: numberOf(values.valueInt), value_str: values.valueStr })
    if (message) ctx.addIssue({ code: 'custom', path: [values.valueType === 'integer' ? 'valueInt' : 'valueStr'], message })
  })

export const formSchemas = {
  band: bandFormSchema,
  questionSet: questionSetFormSchema,
  question: questionFormSchema,
  option: optionFormSchema,
} as const

/** The first message per field of a form's values; {} when valid. */
export function formErrorsOf<L extends Level>(level: L, values: FormValues<L>): Partial<Record<keyof FormValues<L>, string>> {
  const result = formSchemas[level].safeParse(values)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '')
    errors[field] ??= issue.message
  }
  return errors as Partial<Record<keyof FormValues<L>, string>>
}

/** The empty form for adding an item of a level: new items start active (docs/product-rules.md#3). */
export function emptyValues<L extends Level>(level: L): FormValues<L> {
  const values: FormValuesByLevel = {
    band: { code: '', title: '', age_min_months: '', age_max_months: '', is_active: true, milestone_image: null, goal_image: null },
    questionSet: { title: '', slug: '', is_active: true },
    question: { text: '', help_text: '', activity: '', multi_select: false, is_active: true, options: standardOptions.map((o) => ({ ...o })) },
    option: { label: '', valueType: 'integer', valueInt: '', valueStr: '', is_active: true },
  }
  return values[level]
}

const numberText = (value: number | null) => (value === null ? '' : String(value))

/** docs/product-rules.md#4: an existing option with only a string value opens with String preselected. */
export function optionValueType(option: Pick<Option, 'value_int' | 'value_str'>): OptionValueType {
  return option.value_int === null && (option.value_str ?? '') !== '' ? 'string' : 'integer'
}

/** The edit form of an existing item. Images start as "keep" (null). */
export function fromItem<L extends Level>(level: L, item: Item): FormValues<L> {
  switch (level) {
    case 'band': {
      const band = item as Band
      const values: BandFormValues = {
        code: band.code,
        title: band.title,
        age_min_months: numberText(band.age_min_months),
        age_max_months: numberText(band.age_max_months),
        is_active: band.is_active,
        milestone_image: null,
        goal_image: null,
      }
      return values as FormValues<L>
    }
    case 'questionSet': {
      const set = item as QuestionSet
      const values: QuestionSetFormValues = { title: set.title, slug: set.slug, is_active: set.is_active }
      return values as FormValues<L>
    }
    case 'question': {
      const question = item as Question
      const values: QuestionFormValues = {
        text: question.text,
        help_text: question.help_text,
        activity: question.activity ?? '',
        multi_select: question.multi_select,
        is_active: question.is_active,
        options: [],
      }
      return values as FormValues<L>
    }
    default: {
      const option = item as Option
      const values: OptionFormValues = {
        label: option.label,
        valueType: optionValueType(option),
        valueInt: numberText(option.value_int),
        valueStr: option.value_str ?? '',
        is_active: option.is_active,
      }
      return values as FormValues<L>
    }
  }
}

/**
 * docs/product-rules.md#4: switching the option's value type clears the other value.
 * Answers the values with the new type.
 */
export function switchValueType(values: OptionFormValues, valueType: OptionValueType): OptionFormValues {
  if (values.valueType === valueType) return values
  return valueType === 'integer' ? { ...values, valueType, valueStr: '' } : { ...values, valueType, valueInt: '' }
}

/**
 * The question set form suggests the slug from the title while the admin has
 * not typed a slug of their own (an emptied slug goes back to suggestions).
 */
export function suggestedSlug(title: string, slug: string, slugEdited: boolean): string {
  return slugEdited && slug !== '' ? slug : slugify(title)
}

/**
 * Form values -> the machine's `form.submit` values (the wire body without the parent key).
 * - band: ages as numbers; an emptied age is sent as '' (stored as null), because a
 *   null field is omitted from the multipart body (docs/product-rules.md#7) and so could never
 *   clear a stored age; images as the new file, '' when removed, absent when kept.
 * - option (docs/product-rules.md#5): Integer sends a whole number and an empty string;
 *   String sends the text and a null integer.
 */
export function toWire<L extends Level>(level: L, values: FormValues<L>): WireByLevel[L] {
  switch (level) {
    case 'band': {
      const band = values as BandFormValues
      const wire: BandWire = {
        code: band.code.trim(),
        title: band.title.trim(),
        age_min_months: numberOf(band.age_min_months) ?? '',
        age_max_months: numberOf(band.age_max_months) ?? '',
        is_active: band.is_active,
      }
      if (band.milestone_image !== null) wire.milestone_image = band.milestone_image
      if (band.goal_image !== null) wire.goal_image = band.goal_image
      return wire as WireByLevel[L]
    }
    case 'questionSet': {
      const set = values as QuestionSetFormValues
      const wire: QuestionSetWire = { title: set.title.trim(), slug: set.slug.trim(), is_active: set.is_active }
      return wire as WireByLevel[L]
    }
    case 'question': {
      const question = values as QuestionFormValues
      const wire: QuestionWire = {
        text: question.text.trim(),
        help_text: question.help_text.trim(),
        activity: question.activity.trim(),
        multi_select: question.multi_select,
        is_active: question.is_active,
      }
      if (question.options.length > 0) {
        wire.options = question.options.map((o) => ({ label: o.label.trim(), value_int: Math.trunc(numberOf(o.value) ?? 0) || 0, value_str: '', is_active: true }))
      }
      return wire as WireByLevel[L]
    }
    default: {
      const option = values as OptionFormValues
      const integer = option.valueType === 'integer'
      const wire: OptionWire = {
        label: option.label.trim(),
        value_int: integer ? Math.trunc(numberOf(option.valueInt) ?? 0) || 0 : null,
        value_str: integer ? '' : option.valueStr.trim(),
        is_active: option.is_active,
      }
      return wire as WireByLevel[L]
    }
  }
}

/** The builder's "Preview for age…" (docs/product-rules.md#decisions-builder-extras): an age as a parent's child has it, in whole months. */
export const previewAgeMessage = `Enter a whole number of months from 0 to ${MAX_AGE_MONTHS}`

export const previewAgeFormSchema = z.object({
  months: z
    .string()
    .trim()
    .regex(/^\d+$/, previewAgeMessage)
    .refine((text) => Number(text) <= MAX_AGE_MONTHS, previewAgeMessage),
})
