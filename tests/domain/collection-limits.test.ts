import { describe, expect, it } from 'vitest'
import { documentFieldErrors } from '@/domain/documents'
import { reminderFieldErrors } from '@/domain/reminders'
import { measurementFieldErrors } from '@/domain/track-progress'
import { vaccineDoseFieldErrors } from '@/domain/vaccine-schedule'
import { visitFieldErrors } from '@/domain/visits'

/*
 * docs/decisions/085: a collection's limit answers 400 under `non_field_errors`; each Add form shows it under the
 * field the person is looking at, and a field's own message wins.
 */
const limit = 'A child can have at most 200 reminders. Delete one to add another.'

describe('the Add forms show a limit\'s message', () => {
  it('under the first field of each form', () => {
    const errors = { non_field_errors: limit }
    expect(reminderFieldErrors(errors)).toEqual({ text: limit })
    expect(visitFieldErrors(errors)).toEqual({ date: limit })
    expect(documentFieldErrors(errors)).toEqual({ file: limit })
    expect(measurementFieldErrors(errors, 'cm')).toEqual({ date: limit })
    expect(vaccineDoseFieldErrors(errors)).toEqual({ key: limit })
  })

  it("keeps a field's own message there", () => {
    expect(documentFieldErrors({ file: 'Upload a PDF, JPEG, PNG or WebP file.', non_field_errors: limit })).toEqual({ file: 'Upload a PDF, JPEG, PNG or WebP file.' })
  })
})
