import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { VaccineSchedule } from '@/contract/health'
import { vaccineScheduleMachine, type VaccineScheduleContext } from '@/machines/vaccine-schedule.machine'
import { vaccineScheduleView } from '@/machines/vaccine-schedule.view'

/* The admin's vaccine schedule from its flow (docs/decisions/096-routes-bind.md). */

const schedule: VaccineSchedule = { source: { name: 'National schedule', date: '2026-01-01' }, doses: [] }

describe('vaccineScheduleView', () => {
  const send = vi.fn()
  const at = (value: string, context: Partial<VaccineScheduleContext> = {}) =>
    vaccineScheduleView(vaccineScheduleMachine.resolveState({ value, context: { ...createActor(vaccineScheduleMachine).getSnapshot().context, ...context } }), send)

  it('is unavailable, failed with Try again, or loading until the schedule is known', () => {
    expect(at('unavailable')).toEqual({ status: 'unavailable' })
    expect(at('loading')).toEqual({ status: 'loading' })
    const failed = at('loadFailed')
    if (failed.status === 'failed') failed.onRetry()
    expect(send).toHaveBeenCalledWith({ type: 'retry' })
  })

  it('opens the form while editing or saving, and a failed change is said apart from a failed save', () => {
    expect(at('list', { schedule })).toMatchObject({ status: 'ready', schedule, form: null, conflict: null, failed: false })
    expect(at('editing', { schedule, editing: { dose: null } })).toMatchObject({ form: { dose: null, busy: false, failed: false } })
    expect(at('saving', { schedule, editing: { dose: null } })).toMatchObject({ busy: true, form: { busy: true } })
    expect(at('list', { schedule, failed: 'change' })).toMatchObject({ failed: true })
    expect(at('editing', { schedule, editing: { dose: null }, failed: 'save' })).toMatchObject({ failed: false, form: { failed: true } })
  })
})
