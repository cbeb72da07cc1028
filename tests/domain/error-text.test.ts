import { describe, expect, it } from 'vitest'
import { errorText, firstFieldMessages } from '@/domain/error-text'

const generic = 'An unexpected error occurred. Please try again.'

describe('errorText (SPEC section 8, login failure)', () => {
  it('shows a string body as it is ("If the response body is a string, show it")', () => {
    expect(errorText('Invalid credentials')).toBe('Invalid credentials')
    expect(errorText('<html>Bad Gateway</html>')).toBe('<html>Bad Gateway</html>')
  })

  it('shows the generic text for an empty or blank string body', () => {
    expect(errorText('')).toBe(generic)
    expect(errorText('   ')).toBe(generic)
  })

  it('shows the detail field ("Else if it has a detail field, show that")', () => {
    expect(errorText({ detail: 'No active account found with the given credentials' })).toBe(
      'No active account found with the given credentials',
    )
  })

  it('prefers detail over every other value of the object', () => {
    expect(errorText({ email: ['Enter a valid email address.'], detail: 'Invalid token.' })).toBe('Invalid token.')
  })

  it('shows "all its values flattened and joined with spaces" when there is no detail', () => {
    expect(errorText({ non_field_errors: ['Unable to log in with provided credentials.'] })).toBe(
      'Unable to log in with provided credentials.',
    )
    expect(
      errorText({ email: ['Enter a valid email address.'], password: ['This password is too short.', 'This password is too common.'] }),
    ).toBe('Enter a valid email address. This password is too short. This password is too common.')
  })

  it('flattens nested arrays and objects in order', () => {
    expect(errorText({ errors: { email: ['Taken.'], profile: [{ city: ['Unknown city.'] }, ['Deep', ['deeper']]] }, code: 'invalid' })).toBe(
      'Taken. Unknown city. Deep deeper invalid',
    )
  })

  it('flattens a bare list body, which DRF sends for some errors', () => {
    expect(errorText(['Invalid', 'credentials.'])).toBe('Invalid credentials.')
    expect(errorText([])).toBe(generic)
  })

  it('writes numbers and booleans as text and skips null and undefined values', () => {
    expect(errorText({ attempts: 3, locked: true, hint: null, other: undefined })).toBe('3 true')
  })

  it('flattens the object when detail is not a non-empty string', () => {
    expect(errorText({ detail: ['Token expired.'] })).toBe('Token expired.')
    expect(errorText({ detail: '', email: ['Required.'] })).toBe('Required.')
  })

  it('shows "An unexpected error occurred. Please try again." otherwise', () => {
    for (const body of [null, undefined, 0, 42, true, {}, { detail: '' }, { a: null, b: [] }, { a: { b: {} } }]) {
      expect(errorText(body), JSON.stringify(body)).toBe(generic)
    }
  })
})

describe('firstFieldMessages (SPEC section 7, sign-up)', () => {
  it('takes "the first message of each" field', () => {
    expect(
      firstFieldMessages({
        email: ['user with this email already exists.', 'Enter a valid email address.'],
        password: ['This password is too short.'],
      }),
    ).toEqual({ email: 'user with this email already exists.', password: 'This password is too short.' })
  })

  it('keeps a field whose value is a single string', () => {
    expect(firstFieldMessages({ phone: 'Phone number is required' })).toEqual({ phone: 'Phone number is required' })
  })

  it('takes the first string of a list, skipping entries that are not strings', () => {
    expect(firstFieldMessages({ city: [null, 7, 'Unknown city.', 'Second.'] })).toEqual({ city: 'Unknown city.' })
  })

  it('leaves out fields with no message', () => {
    expect(firstFieldMessages({ email: [], phone: [1, 2], gender: null, city: { nested: 'x' }, name: ['Name is required'] })).toEqual({
      name: 'Name is required',
    })
  })

  it('gives no messages for a body that is not an object of fields', () => {
    for (const body of [null, undefined, 'Server error', 500, ['a', 'b']]) {
      expect(firstFieldMessages(body), JSON.stringify(body)).toEqual({})
    }
  })
})
