import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Child } from '@/contract/children'
import { childCreateSchema, childUpdateSchema } from '@/contract/children'
import {
  ageMonthOptions,
  ageYearOptions,
  dobDayOptions,
  dobMonthOptions,
  dobYearOptions,
  emptyChildFormValues,
  heightFeetOptions,
  heightInchOptions,
  splitFullName,
  syncFromAge,
  syncFromDob,
  weeksPrematureOptions,
  type ChildFormValues,
} from '@/domain/child-form'
import { childFormSchemaAt } from '@/domain/child-form-rules'
import { fromChild, toChildUpdate, toChildWrite, toFormFieldErrors } from '@/domain/child-form-wire'
import { parseDecimal } from '@/domain/units'
import { makeChild } from '../support/factories'

// A fixed "today": 15 May 2025 (local time).
const today = new Date(2025, 4, 15)

const values = (overrides: Partial<ChildFormValues> = {}): ChildFormValues => ({ ...emptyChildFormValues, ...overrides })

const valid = (overrides: Partial<ChildFormValues> = {}): ChildFormValues =>
  values({ fullName: 'Mary Jane Smith', sex: 'Female', dobDay: 2, dobMonth: 3, dobYear: 2024, ...overrides })

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' })

function messages(form: ChildFormValues): Record<string, string> {
  const result = childFormSchemaAt(() => today).safeParse(form)
  const out: Record<string, string> = {}
  if (result.success) return out
  for (const issue of result.error.issues) {
    const key = String(issue.path[0])
    out[key] ??= issue.message
  }
  return out
}

describe('splitFullName', () => {
  it('splits at the FIRST space (SPEC section 3): "Mary Jane Smith" -> "Mary" / "Jane Smith"', () => {
    expect(splitFullName('Mary Jane Smith')).toStrictEqual({ first_name: 'Mary', last_name: 'Jane Smith' })
  })

  it('trims and collapses the spaces around and between the parts', () => {
    expect(splitFullName('  Olivia   Carter  ')).toStrictEqual({ first_name: 'Olivia', last_name: 'Carter' })
  })

  it('gives a single word an empty last name', () => {
    expect(splitFullName('Liam')).toStrictEqual({ first_name: 'Liam', last_name: '' })
    expect(splitFullName('   ')).toStrictEqual({ first_name: '', last_name: '' })
  })

  it('always rejoins to the trimmed name (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z'-]{1,8}$/), { minLength: 1, maxLength: 4 }), (words) => {
        const { first_name, last_name } = splitFullName(` ${words.join('  ')} `)
        expect(first_name).toBe(words[0])
        expect([first_name, last_name].filter(Boolean).join(' ')).toBe(words.join(' '))
      }),
    )
  })
})

describe('option ranges (SPEC sections 3 and 9)', () => {
  it('offers age 0-17 years and 0-11 months', () => {
    expect(ageYearOptions()).toStrictEqual([...Array(18).keys()])
    expect(ageMonthOptions()).toStrictEqual([...Array(12).keys()])
  })

  it('offers days 1-31, months 1-12 and the last 20 birth years, newest first', () => {
    expect(dobDayOptions()).toHaveLength(31)
    expect(dobDayOptions()[0]).toBe(1)
    expect(dobMonthOptions()).toStrictEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    const years = dobYearOptions(today)
    expect(years).toHaveLength(20)
    expect(years[0]).toBe(2025)
    expect(years.at(-1)).toBe(2006)
  })

  it('offers 1-20 weeks premature, 0-7 feet and 0-11 inches', () => {
    expect(weeksPrematureOptions()).toStrictEqual([...Array(20).keys()].map((n) => n + 1))
    expect(heightFeetOptions()).toStrictEqual([0, 1, 2, 3, 4, 5, 6, 7])
    expect(heightInchOptions()).toStrictEqual([...Array(12).keys()])
  })
})

describe('syncFromAge (SPEC section 4)', () => {
  it('sets the date of birth that many months before today when years and months are both set', () => {
    expect(syncFromAge(values({ ageYears: 1, ageMonths: 3 }), today)).toMatchObject({ dobDay: 15, dobMonth: 2, dobYear: 2024 })
    expect(syncFromAge(values({ ageYears: 0, ageMonths: 0 }), today)).toMatchObject({ dobDay: 15, dobMonth: 5, dobYear: 2025 })
  })

  it('sets a blank other part to 0 when one part is chosen (issue #12: years only works like months only)', () => {
    const onlyYears = values({ ageYears: 1, dobDay: 1, dobMonth: 1, dobYear: 2020 })
    expect(syncFromAge(onlyYears, today)).toMatchObject({ ageYears: 1, ageMonths: 0, dobDay: 15, dobMonth: 5, dobYear: 2024 })
    const onlyMonths = values({ ageMonths: 4 })
    expect(syncFromAge(onlyMonths, today)).toMatchObject({ ageYears: 0, ageMonths: 4, dobDay: 15, dobMonth: 1, dobYear: 2025 })
  })

  it('changes nothing while neither part is chosen', () => {
    const none = values({ dobDay: 1, dobMonth: 1, dobYear: 2020 })
    expect(syncFromAge(none, today)).toBe(none)
  })

  it('clamps to the end of a shorter month (31 March, 1 month -> 28 February)', () => {
    expect(syncFromAge(values({ ageYears: 0, ageMonths: 1 }), new Date(2025, 2, 31))).toMatchObject({
      dobDay: 28,
      dobMonth: 2,
      dobYear: 2025,
    })
  })
})

describe('syncFromDob (SPEC section 4)', () => {
  it('computes years and months from a full valid date of birth', () => {
    expect(syncFromDob(values({ dobDay: 15, dobMonth: 2, dobYear: 2024 }), today)).toMatchObject({ ageYears: 1, ageMonths: 3 })
    // The day of month not reached yet takes one month off.
    expect(syncFromDob(values({ dobDay: 16, dobMonth: 2, dobYear: 2024 }), today)).toMatchObject({ ageYears: 1, ageMonths: 2 })
  })

  it('ignores an invalid date (31 February) and an incomplete one', () => {
    const invalid = values({ ageYears: 3, ageMonths: 1, dobDay: 31, dobMonth: 2, dobYear: 2024 })
    expect(syncFromDob(invalid, today)).toBe(invalid)
    const partial = values({ ageYears: 3, ageMonths: 1, dobDay: 10, dobMonth: 2 })
    expect(syncFromDob(partial, today)).toBe(partial)
  })

  it('accepts 29 February in a leap year', () => {
    expect(syncFromDob(values({ dobDay: 29, dobMonth: 2, dobYear: 2024 }), today)).toMatchObject({ ageYears: 1, ageMonths: 2 })
  })

  it('ignores a date in the future (it has no age; the form flags it)', () => {
    const future = values({ ageYears: 0, ageMonths: 2, dobDay: 1, dobMonth: 6, dobYear: 2025 })
    expect(syncFromDob(future, today)).toBe(future)
  })

  it('empties the age selectors when the age is beyond 17 years 11 months', () => {
    expect(syncFromDob(values({ ageYears: 2, ageMonths: 0, dobDay: 1, dobMonth: 1, dobYear: 2007 }), today)).toMatchObject({
      ageYears: '',
      ageMonths: '',
    })
  })

  it('round trip: age -> date of birth -> age gives the same years and months, on any day (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 17 }),
        fc.integer({ min: 0, max: 11 }),
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2060, 11, 31), noInvalidDate: true }),
        (years, months, day) => {
          const todayAt = new Date(day.getFullYear(), day.getMonth(), day.getDate())
          const synced = syncFromDob(syncFromAge(values({ ageYears: years, ageMonths: months }), todayAt), todayAt)
          expect({ years: synced.ageYears, months: synced.ageMonths }).toStrictEqual({ years, months })
        },
      ),
    )
  })
})

describe('toChildWrite (SPEC section 3: the multipart write)', () => {
  it('sends the exact payload: name split at the first space, height in inches, units, dob as YYYY-MM-DD', () => {
    const body = toChildWrite(
      valid({
        sex: 'Female',
        dobDay: 2,
        dobMonth: 3,
        dobYear: 2024,
        weight: '8,5',
        weightUnit: 'lb',
        heightFeet: 2,
        heightInches: 3,
        birthWeight: '3200',
        birthWeightUnit: 'g',
        healthConditions: '  Peanut allergy ',
      }),
    )
    expect(body).toStrictEqual({
      first_name: 'Mary',
      last_name: 'Jane Smith',
      sex: 'Female',
      dob: '2024-03-02',
      is_premature: false,
      health_conditions: 'Peanut allergy',
      weight: 8.5,
      weight_unit: 'lb',
      height: '27 in',
      height_unit: 'in',
      birth_weight: 3200,
      birth_weight_unit: 'g',
    })
    expect(childCreateSchema.safeParse(body).success).toBe(true)
  })

  it('leaves out empty measurements; a height with only feet counts 0 inches', () => {
    const body = toChildWrite(valid({ heightFeet: 2 }))
    expect(body).not.toHaveProperty('weight')
    expect(body).not.toHaveProperty('weight_unit')
    expect(body).not.toHaveProperty('birth_weight')
    expect(body.height).toBe('24 in')
    expect(toChildWrite(valid())).not.toHaveProperty('height')
  })

  it('sends weeks premature only for a premature birth', () => {
    expect(toChildWrite(valid({ isPremature: true, weeksPremature: 6 }))).toMatchObject({ is_premature: true, weeks_premature: 6 })
    const notPremature = toChildWrite(valid({ isPremature: false, weeksPremature: 6 }))
    expect(notPremature.is_premature).toBe(false)
    expect(notPremature).not.toHaveProperty('weeks_premature')
  })

  it('sends the photo only when one was chosen, and "" when the parent removed the current one', () => {
    const photo = png()
    expect(toChildWrite(valid({ image: photo })).profile_image_upload).toBe(photo)
    expect(toChildWrite(valid())).not.toHaveProperty('profile_image_upload')
    expect(toChildWrite(valid({ imageCleared: true })).profile_image_upload).toBe('')
    expect(toChildWrite(valid({ image: photo, imageCleared: true })).profile_image_upload).toBe(photo)
  })

  it('refuses values the form would not let through (no sex or no date of birth)', () => {
    expect(() => toChildWrite(valid({ sex: '' }))).toThrow()
    expect(() => toChildWrite(valid({ dobDay: 31, dobMonth: 2 }))).toThrow()
  })
})

const olivia: Child = makeChild({
  id: 2,
  first_name: 'Olivia',
  profile_image: '/api/media/1/',
  age_in_months: 9,
  height_cm: 70,
  weight_kg: 8.5,
  sex: 'F',
  dob: '2024-08-15',
  is_premature: true,
  weeks_premature: 4,
  birth_weight: 3.1,
  notes: 'Eczema',
})

describe('fromChild (edit)', () => {
  it('fills the form from a stored child: feet and inches from cm, weights in kg, notes as health conditions', () => {
    expect(fromChild(olivia, today)).toStrictEqual({
      ...emptyChildFormValues,
      fullName: 'Olivia Carter',
      sex: 'Female',
      ageYears: 0,
      ageMonths: 9,
      dobDay: 15,
      dobMonth: 8,
      dobYear: 2024,
      isPremature: true,
      weeksPremature: 4,
      birthWeight: '3.1',
      birthWeightUnit: 'kg',
      weight: '8.5',
      weightUnit: 'kg',
      heightFeet: 2,
      heightInches: 4,
      healthConditions: 'Eczema',
    })
  })

  it('reads sex "M" as Male and anything else as Female; missing measurements stay empty', () => {
    const liam = fromChild(
      { ...olivia, sex: 'M', height_cm: null, weight_kg: null, birth_weight: null, is_premature: false, weeks_premature: null },
      today,
    )
    expect(liam).toMatchObject({ sex: 'Male', heightFeet: '', heightInches: '', weight: '', birthWeight: '', weeksPremature: '' })
  })
})

describe('fromChild for an imperial account (issue #26 point 1)', () => {
  it('starts the weight in lb, converted to one decimal; birth weight stays kg (the spec has no imperial choice for it)', () => {
    expect(fromChild(olivia, today, 'imperial')).toMatchObject({ weight: '18.7', weightUnit: 'lb', birthWeight: '3.1', birthWeightUnit: 'kg' })
    expect(fromChild({ ...olivia, weight_kg: null }, today, 'imperial')).toMatchObject({ weight: '', weightUnit: 'lb' })
  })

  it('sends nothing for an untouched weight, so rounding to pounds never changes the stored kg', () => {
    const initial = fromChild(olivia, today, 'imperial')
    expect(toChildUpdate({ ...initial, healthConditions: 'None' }, initial)).not.toHaveProperty('weight')
  })
})

describe('toChildUpdate (edit: only what changed)', () => {
  it('sends only the changed weight with its unit, so 70 cm is not rounded through inches', () => {
    const initial = fromChild(olivia, today)
    const body = toChildUpdate({ ...initial, weight: '9.1' }, initial)
    expect(body).toStrictEqual({ weight: 9.1, weight_unit: 'kg' })
    expect(childUpdateSchema.safeParse(body).success).toBe(true)
  })

  it('sends a value with its unit when only the unit changed, and premature with its weeks', () => {
    const initial = fromChild(olivia, today)
    expect(toChildUpdate({ ...initial, weightUnit: 'lb' }, initial)).toStrictEqual({ weight: 8.5, weight_unit: 'lb' })
    expect(toChildUpdate({ ...initial, weeksPremature: 6 }, initial)).toStrictEqual({ is_premature: true, weeks_premature: 6 })
    expect(toChildUpdate({ ...initial, isPremature: false }, initial)).toStrictEqual({ is_premature: false })
  })

  it('clears an emptied measurement with "" and sends a changed name split at the first space', () => {
    const initial = fromChild(olivia, today)
    expect(toChildUpdate({ ...initial, heightFeet: '', heightInches: '' }, initial)).toStrictEqual({ height: '', height_unit: 'in' })
    expect(toChildUpdate({ ...initial, fullName: 'Olivia Rose Carter' }, initial)).toStrictEqual({
      first_name: 'Olivia',
      last_name: 'Rose Carter',
    })
  })

  it('sends nothing but the photo rules when nothing else changed', () => {
    const initial = fromChild(olivia, today)
    expect(toChildUpdate(initial, initial)).toStrictEqual({})
    expect(toChildUpdate({ ...initial, imageCleared: true }, initial)).toStrictEqual({ profile_image_upload: '' })
  })
})

describe('childFormSchema (messages under the fields)', () => {
  it('accepts a complete, valid form', () => {
    expect(messages(valid({ isPremature: true, weeksPremature: 3, weight: '8.5', birthWeight: '3.2', heightFeet: 2 }))).toStrictEqual({})
  })

  it("asks for the child's name, a sex and a valid date of birth on an empty form", () => {
    expect(messages(values())).toStrictEqual({
      fullName: "Please enter the child's name",
      sex: 'Please choose a sex',
      dobDay: 'Please enter a valid date of birth',
    })
  })

  it('rejects 31 February, a year outside the last 20 and a date in the future', () => {
    expect(messages(valid({ dobDay: 31, dobMonth: 2, dobYear: 2024 })).dobDay).toBe('Please enter a valid date of birth')
    expect(messages(valid({ dobYear: 2000 })).dobDay).toBe('Please enter a valid date of birth')
    expect(messages(valid({ dobDay: 16, dobMonth: 5, dobYear: 2025 })).dobDay).toBe('Date of birth cannot be in the future')
    expect(messages(valid({ dobDay: 15, dobMonth: 5, dobYear: 2025 })).dobDay).toBeUndefined()
  })

  it('requires weeks premature (1-20) only when premature', () => {
    expect(messages(valid({ isPremature: true })).weeksPremature).toBe('Please choose how many weeks early (1 to 20)')
    expect(messages(valid({ isPremature: false })).weeksPremature).toBeUndefined()
  })

  it('wants weights as positive numbers within sensible limits for their unit', () => {
    expect(messages(valid({ weight: 'heavy' })).weight).toBe('Please enter the weight as a number, e.g. 8.5')
    expect(messages(valid({ weight: '0' })).weight).toBe('Weight must be greater than 0')
    expect(messages(valid({ weight: '-3' })).weight).toBe('Please enter the weight as a number, e.g. 8.5')
    expect(messages(valid({ weight: '250', weightUnit: 'kg' })).weight).toBe('Weight must be at most 200 kg')
    expect(messages(valid({ weight: '250', weightUnit: 'lb' })).weight).toBeUndefined()
    expect(messages(valid({ birthWeight: '0' })).birthWeight).toBe('Birth weight must be greater than 0')
    expect(messages(valid({ birthWeight: '3200', birthWeightUnit: 'kg' })).birthWeight).toBe('Birth weight must be at most 10 kg')
    expect(messages(valid({ birthWeight: '3200', birthWeightUnit: 'g' })).birthWeight).toBeUndefined()
  })

  it('wants a height above 0 when one is given, and an image file for the photo', () => {
    expect(messages(valid({ heightFeet: 0, heightInches: 0 })).heightFeet).toBe('Height must be greater than 0')
    expect(messages(valid({ image: new File(['x'], 'notes.txt', { type: 'text/plain' }) })).image).toBe('Please choose an image file')
    expect(messages(valid({ image: png() })).image).toBeUndefined()
  })
})

describe('helpers', () => {
  it('parseDecimal reads a decimal point or comma, and nothing else', () => {
    expect(parseDecimal(' 8.5 ')).toBe(8.5)
    expect(parseDecimal('8,5')).toBe(8.5)
    expect(parseDecimal('12')).toBe(12)
    expect(parseDecimal('')).toBeNull()
    expect(parseDecimal('8.')).toBeNull()
    expect(parseDecimal('1e3')).toBeNull()
  })

  it('toFormFieldErrors puts server messages under the field they belong to', () => {
    expect(
      toFormFieldErrors({
        first_name: 'First name is required.',
        dob: 'Enter a real date of birth.',
        weeks_premature: 'Weeks premature must be 1 to 20.',
      }),
    ).toStrictEqual({
      fullName: 'First name is required.',
      dobDay: 'Enter a real date of birth.',
      weeksPremature: 'Weeks premature must be 1 to 20.',
    })
  })
})
