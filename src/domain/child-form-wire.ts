import type { Units } from '@/contract/accounts'
import type { Child, ChildCreate, ChildUpdate } from '@/contract/children'
import {
  descriptors,
  dobText,
  syncFromDob,
  valuesFrom,
  type ChildFormErrors,
  type ChildFormField,
  type ChildFormValues,
  type WireFields,
  type WireGroup,
} from '@/domain/child-form'
import { kgToLb, parseDecimal, startingUnits } from '@/domain/units'

/** The child form to and from the wire (docs/product-rules.md#3): the multipart create, the grouped update, the edit form's prefill, the server's messages under their fields. */

/** The rows that write wire fields, each with what it writes from these values. */
function wireRows(values: ChildFormValues) {
  const dob = dobText(values)
  if (!dob || (values.sex !== 'Male' && values.sex !== 'Female')) {
    throw new Error('The child form must be valid before it is sent (date of birth and sex are required).')
  }
  return descriptors.flatMap(([, descriptor]) => (descriptor.wire ? [{ descriptor, wire: descriptor.wire(values) }] : []))
}

function imageUpload(values: ChildFormValues): { profile_image_upload?: File | '' } {
  if (values.image) return { profile_image_upload: values.image }
  if (values.imageCleared) return { profile_image_upload: '' }
  return {}
}

/**
 * Valid form values -> POST /children/profiles/ (multipart). Empty
 * measurements are left out; weeks premature only for a premature birth;
 * the photo only when one was chosen ('' when the parent removed it).
 */
export function toChildWrite(values: ChildFormValues): ChildCreate {
  const body: WireFields = {}
  for (const { descriptor, wire } of wireRows(values)) {
    if (descriptor.optional && Object.values(wire)[0] === '') continue
    Object.assign(body, wire)
  }
  return { ...(body as ChildCreate), ...imageUpload(values) }
}

/** Each update group's wire fields, from these values. */
function wireGroups(values: ChildFormValues): Map<WireGroup, WireFields> {
  const groups = new Map<WireGroup, WireFields>()
  for (const { descriptor, wire } of wireRows(values)) {
    if (descriptor.group) groups.set(descriptor.group, { ...groups.get(descriptor.group), ...wire })
  }
  return groups
}

/**
 * Valid form values -> PATCH /children/profiles/{id}/ with only what the parent
 * changed, a group at a time. Unchanged measurements are not re-sent, so a height stored as 70 cm
 * is not rounded through feet and inches (71.1 cm) when only the weight was
 * edited. A measurement the parent emptied is sent as '' so the server clears it.
 */
export function toChildUpdate(values: ChildFormValues, initial: ChildFormValues): ChildUpdate {
  const before = wireGroups(initial)
  const body: Record<string, unknown> = {}
  for (const [group, next] of wireGroups(values)) {
    const old = before.get(group) ?? {}
    const keys = Object.keys(next) as Array<keyof WireFields>
    if (keys.some((key) => next[key] !== old[key])) Object.assign(body, next)
  }
  // weeks_premature '' with is_premature false reads as "none", which is what the server stores anyway.
  if (body.is_premature === false) delete body.weeks_premature
  return { ...(body as ChildUpdate), ...imageUpload(values) }
}

/**
 * A stored child -> the edit form's starting values: heights in feet and inches; the weight in kg, or in lb
 * for an imperial account (docs/decisions/062: the form's kg/lb choice starts from the preference). An untouched
 * weight is not sent again (toChildUpdate sends changed groups only), so the pounds' rounding never reaches the server.
 */
export function fromChild(child: Child, today: Date = new Date(), units: Units = 'metric'): ChildFormValues {
  const values = syncFromDob(
    valuesFrom((_, descriptor) => (descriptor.read ? descriptor.read(child) : descriptor.default)),
    today,
  )
  const weightUnit = startingUnits(units).weight
  if (weightUnit === 'kg') return values
  const kg = parseDecimal(values.weight)
  return { ...values, weightUnit, weight: kg === null ? values.weight : String(kgToLb(kg)) }
}

/** Server field messages (wire names, ApiError.fieldErrors) -> the form field they belong under. */
const wireToFormField: Record<string, ChildFormField> = Object.fromEntries(
  descriptors.flatMap(([key, descriptor]) => (descriptor.errors ?? []).map((wire) => [wire, key])),
)

export function toFormFieldErrors(wireErrors: Readonly<Record<string, string>>): ChildFormErrors {
  const errors: ChildFormErrors = {}
  for (const [wire, message] of Object.entries(wireErrors)) {
    const field = wireToFormField[wire]
    if (field && errors[field] === undefined) errors[field] = message
  }
  return errors
}
