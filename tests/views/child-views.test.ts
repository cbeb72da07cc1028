import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { ChildAccessList, ChildMember } from '@/contract/sharing'
import type { Measurement } from '@/contract/progress'
import { conflictOf } from '@/machines/conflict-view'
import { doctorQuestionsMachine, type DoctorQuestionsContext } from '@/machines/doctor-questions.machine'
import { doctorQuestionsView } from '@/machines/doctor-questions.view'
import { measurementRemoveMachine } from '@/machines/measurement-remove.machine'
import { measurementRemoveView } from '@/machines/measurement-remove.view'
import { sharingMachine, type SharingContext } from '@/machines/sharing.machine'
import { sharingView } from '@/machines/sharing.view'
import { weeklyChecklistMachine, type WeeklyChecklistContext } from '@/machines/weekly-checklist.machine'
import { checklistTicks, sameTicks } from '@/machines/weekly-checklist.view'

/*
 * The views beside the child pages' machines (docs/decisions/096-routes-bind.md): a snapshot in a given state with a
 * given context maps to what the screen shows, and the callbacks send the machine's events.
 */

// A snapshot of a machine in a state, its context the initial one with `context` over it.
const sharingAt = (value: string, context: Partial<SharingContext> = {}) =>
  sharingMachine.resolveState({ value, context: { ...createActor(sharingMachine, { input: { childId: 1 } }).getSnapshot().context, ...context } })
const checklistAt = (value: string, context: Partial<WeeklyChecklistContext> = {}) =>
  weeklyChecklistMachine.resolveState({ value, context: { ...createActor(weeklyChecklistMachine, { input: { childId: 1, week: '2026-12-07' } }).getSnapshot().context, ...context } })
const questionsAt = (value: string, context: Partial<DoctorQuestionsContext> = {}) =>
  doctorQuestionsMachine.resolveState({ value, context: { ...createActor(doctorQuestionsMachine, { input: { childId: 1 } }).getSnapshot().context, ...context } })
const removeAt = (value: string) => measurementRemoveMachine.resolveState({ value, context: createActor(measurementRemoveMachine, { input: { measurement } }).getSnapshot().context })

const member: ChildMember = { id: 7, user: 3, full_name: 'Sam Carer', email: 'sam@example.com', role: 'caregiver', since: '2026-11-01' }
const access: ChildAccessList = { child: 1, owner: { user: 1, full_name: 'Pat Parent', email: 'pat@example.com' }, members: [member], invitations: [] }
const measurement: Measurement = { id: 4, child: 1, date: '2026-11-20', height_cm: 80, weight_kg: 10, head_circumference_cm: null }

describe('conflictOf', () => {
  it('is their version and mine (what was submitted for a change, the record seen for a delete), or null', () => {
    expect(conflictOf('change', { a: 2 }, { a: 1 }, { a: 0 })).toEqual({ write: 'change', theirs: { a: 2 }, mine: { a: 1 } })
    expect(conflictOf('delete', { a: 2 }, { a: 1 }, { a: 0 })).toEqual({ write: 'delete', theirs: { a: 2 }, mine: { a: 0 } })
    expect(conflictOf(null, { a: 2 }, { a: 1 }, { a: 0 })).toBeNull()
    expect(conflictOf('change', null, { a: 1 }, null)).toBeNull()
  })
})

describe('sharingView', () => {
  const send = vi.fn()
  const view = (value: string, context: Partial<SharingContext> = {}) => sharingView(sharingAt(value, context), send, 'https://app.example')

  it('says loading, unavailable, not the owner, and a failed load with Try again', () => {
    expect(view('loading')).toEqual({ status: 'loading' })
    expect(view('unavailable')).toEqual({ status: 'unavailable' })
    expect(view('notOwner')).toEqual({ status: 'notOwner' })
    const failed = view('loadFailed')
    expect(failed.status).toBe('loadFailed')
    if (failed.status === 'loadFailed') failed.onRetry()
    expect(send).toHaveBeenCalledWith({ type: 'retry' })
  })

  it('gives the list, the whole address of a new link, the member being removed and a conflict', () => {
    const created = { id: 9, child: 1, email: 'new@example.com', role: 'viewer' as const, created_at: '', expires_at: '', link: '/invitation?token=abc' }
    const ready = view('ready', { access, created })
    expect(ready).toMatchObject({ status: 'ready', access, busy: false, removing: null, conflict: null, created: { url: 'https://app.example/invitation?token=abc' } })
    expect(view('confirmingRemove', { access, removing: member })).toMatchObject({ removing: member })
    const theirs = { ...member, role: 'viewer' as const }
    expect(view('roleConflict', { access, conflict: theirs, changing: { member, role: 'viewer' } })).toMatchObject({
      conflict: { write: 'change', theirs, mine: { ...member, role: 'viewer' } },
    })
  })
})

describe('checklistTicks', () => {
  const send = vi.fn()
  const ticks = (value: string, context: Partial<WeeklyChecklistContext> = {}) => checklistTicks(checklistAt(value, context), send)

  it('loads, is unavailable, or failed with Try again', () => {
    expect(ticks('loading')).toEqual({ status: 'loading' })
    expect(ticks('unavailable')).toEqual({ status: 'unavailable' })
    const failed = ticks('loadFailed')
    if (failed.status === 'failed') failed.onRetry()
    expect(send).toHaveBeenCalledWith({ type: 'retry' })
  })

  it('shows the stored ticks with the one being saved, and a box sends its toggle', () => {
    expect(ticks('saving', { practised: [1, 2], pending: { question: 3, practised: true } })).toMatchObject({ status: 'ready', practised: [1, 2, 3], busy: true })
    const unticking = ticks('saving', { practised: [1, 2], pending: { question: 1, practised: false } })
    expect(unticking).toMatchObject({ practised: [2] })
    if (unticking.status === 'ready') unticking.onToggle(5, true)
    expect(send).toHaveBeenCalledWith({ type: 'toggle', question: 5, practised: true })
    expect(sameTicks(ticks('ready', { practised: [1] }), ticks('ready', { practised: [1] }))).toBe(true)
    expect(sameTicks(ticks('ready', { practised: [1] }), ticks('ready', { practised: [2] }))).toBe(false)
  })
})

describe('doctorQuestionsView', () => {
  it('shows a failed save only in saveFailed, what was saved only in saved, and a conflict with what was typed', () => {
    const base = { child: 1, text: 'Sleep?', updated_at: '2026-12-01T10:00:00Z' }
    const view = (value: string, context: Partial<DoctorQuestionsContext>) => doctorQuestionsView(questionsAt(value, context))
    expect(view('saveFailed', { failed: true })).toMatchObject({ failed: true, saved: null, conflict: null })
    expect(view('saved', { saved: base })).toMatchObject({ failed: false, saved: base })
    expect(view('saving', { fieldErrors: { text: 'Too long.' } })).toMatchObject({ busy: true, fieldError: 'Too long.' })
  })
})

describe('measurementRemoveView', () => {
  it('is the delete question, then a delete conflict with the measurement as seen', () => {
    const view = (value: string) => measurementRemoveView(removeAt(value))
    expect(view('confirming')).toEqual({ busy: false, failed: false, conflict: null })
    expect(view('removing')).toMatchObject({ busy: true })
  })
})
