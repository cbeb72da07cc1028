import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { accountMessages, type Account } from '@/contract/accounts'
import { accountProfileMachine, type AccountProfileContext } from '@/machines/account-profile.machine'
import { profileView, sameProfile } from '@/machines/account-profile.view'
import { childFormMachine } from '@/machines/child-form.machine'
import { childFormPhase, childFormView } from '@/machines/child-form.view'
import { confirmEmailMachine, type ConfirmEmailContext } from '@/machines/confirm-email.machine'
import { confirmEmailView } from '@/machines/confirm-email.view'
import { invitationLinkMachine, unknownInvitationText, type InvitationLinkContext } from '@/machines/invitation-link.machine'
import { invitationView } from '@/machines/invitation-link.view'
import { passwordChangeMachine } from '@/machines/password-change.machine'
import { passwordView, samePassword } from '@/machines/password-change.view'
import { questionnaireMachine } from '@/machines/questionnaire.machine'
import { ageNoteOf, questionnaireStatus } from '@/machines/questionnaire.view'
import { childFetchErrorText } from '@/domain/child-form'

/* The views beside the account, link and form machines (docs/decisions/096-routes-bind.md). */

const account: Account = { id: 1, full_name: 'Pat Parent', email: 'pat@example.com', phone: '', city: '', country: '', units: 'metric' }

describe('profileView', () => {
  const send = vi.fn()
  const at = (value: string, context: Partial<AccountProfileContext> = {}) =>
    profileView(accountProfileMachine.resolveState({ value, context: { ...createActor(accountProfileMachine).getSnapshot().context, ...context } }), send)

  it('loads, is unavailable, or failed with Try again', () => {
    expect(at('loading')).toEqual({ status: 'loading' })
    expect(at('unavailable')).toEqual({ status: 'unavailable' })
    const failed = at('loadFailed')
    if (failed.status === 'loadFailed') failed.onRetry()
    expect(send).toHaveBeenCalledWith({ type: 'retry' })
  })

  it('names the last e-mail step and what was saved', () => {
    expect(at('editing', { account })).toMatchObject({ status: 'ready', account, saved: false, emailStep: null })
    expect(at('saved', { account })).toMatchObject({ saved: true })
    expect(at('linkSent', { account })).toMatchObject({ emailStep: 'linkSent' })
    expect(at('changeCancelled', { account })).toMatchObject({ emailStep: 'cancelled' })
    expect(at('emailFailed', { account })).toMatchObject({ emailStep: 'failed' })
    expect(sameProfile(at('editing', { account }), at('editing', { account }))).toBe(true)
    expect(sameProfile(at('editing', { account }), at('saved', { account }))).toBe(false)
  })
})

describe('passwordView', () => {
  it('is busy while saving, changed after, unavailable on a server without the call', () => {
    const at = (value: string) => passwordView(passwordChangeMachine.resolveState({ value, context: createActor(passwordChangeMachine).getSnapshot().context }))
    expect(at('editing')).toEqual({ busy: false, changed: false, failure: null, fieldErrors: {}, unavailable: false, round: 0 })
    expect(at('changed')).toMatchObject({ changed: true })
    expect(at('unavailable')).toMatchObject({ unavailable: true })
    expect(samePassword(at('editing'), at('editing'))).toBe(true)
  })
})

describe('confirmEmailView', () => {
  const send = vi.fn()
  const at = (value: string, context: Partial<ConfirmEmailContext> = {}) =>
    confirmEmailView(confirmEmailMachine.resolveState({ value, context: { ...createActor(confirmEmailMachine, { input: { token: 't' } }).getSnapshot().context, ...context } }), send)

  it("confirms, refuses in the server's words (an unknown link's by default), or fails with Try again", () => {
    expect(at('confirming')).toEqual({ status: 'confirming' })
    expect(at('confirmed', { email: 'new@example.com' })).toEqual({ status: 'confirmed', email: 'new@example.com' })
    expect(at('refused')).toEqual({ status: 'refused', message: accountMessages.confirmationUnknown })
    expect(at('refused', { refusal: 'Expired.' })).toEqual({ status: 'refused', message: 'Expired.' })
    const failed = at('failed')
    if (failed.status === 'failed') failed.onRetry()
    expect(send).toHaveBeenCalledWith({ type: 'retry' })
  })
})

describe('invitationView', () => {
  const send = vi.fn()
  const at = (value: string, context: Partial<InvitationLinkContext> = {}) =>
    invitationView(invitationLinkMachine.resolveState({ value, context: { ...createActor(invitationLinkMachine, { input: { token: 'a b', signedIn: false } }).getSnapshot().context, ...context } }), send)

  it('opens, invites with the way back to this link, accepts, refuses, or fails with Try again', () => {
    const preview = { inviter_name: 'Pat', child_first_name: 'Noah', role: 'viewer' as const, email: 'sam@example.com' }
    expect(at('previewing')).toEqual({ status: 'opening' })
    expect(at('invited', { preview })).toEqual({ status: 'invited', preview, back: '/invitation?token=a%20b' })
    expect(at('accepting')).toEqual({ status: 'accepting' })
    expect(at('refused')).toEqual({ status: 'refused', message: unknownInvitationText })
    const failed = at('failed')
    if (failed.status === 'failed') failed.onRetry()
    expect(send).toHaveBeenCalledWith({ type: 'retry' })
  })
})

describe('questionnaireStatus and ageNoteOf', () => {
  it("is the flow's state, loading for any other, and the age that chose the band", () => {
    const context = createActor(questionnaireMachine, { input: { childId: 1 } }).getSnapshot().context
    expect(questionnaireStatus(questionnaireMachine.resolveState({ value: 'submitFailed', context }))).toBe('submitFailed')
    expect(questionnaireStatus(questionnaireMachine.resolveState({ value: 'done', context }))).toBe('loading')
    const child = { first_name: 'Noah', dob: '2026-01-01', age_in_months: 11, weeks_premature: 0 }
    expect(ageNoteOf({ ...child } as Parameters<typeof ageNoteOf>[0], new Date('2026-12-07T12:00:00'))).toMatch(/^For Noah's age, /)
  })
})

describe('childFormPhase and childFormView', () => {
  it('says the phase, and a failed save in the form', () => {
    const context = createActor(childFormMachine, { input: { mode: 'create', units: 'metric' } }).getSnapshot().context
    const at = (value: string) => childFormMachine.resolveState({ value, context })
    expect(childFormPhase(at('loading'))).toBe('loading')
    expect(childFormPhase(at('notAllowed'))).toBe('notAllowed')
    expect(childFormPhase(at('editing'))).toBe('form')
    expect(childFormView(at('saveFailed'))).toMatchObject({ busy: false, saveError: childFetchErrorText })
    expect(childFormView(at('saving'))).toMatchObject({ busy: true, saveError: undefined })
  })
})
