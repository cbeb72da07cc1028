import { describe, expect, it } from 'vitest'
import { seedVaccineSchedule } from '@/mock-server/seed/vaccine-schedule'
import { addDays, addMonths, doseTimings, dosesToMention, UPCOMING_DAYS } from '@/domain/vaccines'
import { makeDoseRecord, makeVaccineDose } from '../support/health-factories'

/** The parent said the record is complete: a dose past its window reads overdue (docs/decisions/090). */
const complete = { complete: true }

const statusOn = (today: string, dose = makeVaccineDose({ id: 1 }), dob = '2026-01-15') => doseTimings([dose], [], dob, today, complete)[0]!

describe('calendar steps for the schedule', () => {
  it('adds months, clamping to a shorter month and to 29 February in a leap year', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28')
    expect(addMonths('2026-08-31', 2)).toBe('2026-10-31')
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15')
  })

  it('adds days across a month end and a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})

describe('when a dose is due (issue #27)', () => {
  // born 15 January 2026; the dose is recommended at 2 months: 15 March to 14 April 2026
  it('is due from the first day of its window to the last', () => {
    expect(statusOn('2026-03-15')).toMatchObject({ status: 'due', dueFrom: '2026-03-15', dueBy: '2026-04-14' })
    expect(statusOn('2026-04-14').status).toBe('due')
  })

  it('is overdue the day after its window, and upcoming within 30 days before it', () => {
    expect(statusOn('2026-04-15').status).toBe('overdue')
    expect(statusOn(addDays('2026-03-15', -UPCOMING_DAYS)).status).toBe('upcoming')
    expect(statusOn(addDays('2026-03-15', -UPCOMING_DAYS - 1)).status).toBe('later')
  })

  it('ends the window of a child born on the 31st on the last day of a shorter month', () => {
    // born 31 December 2025: 2 months is 28 February 2026, the window ends the day before 3 months (31 March)
    expect(statusOn('2026-02-28', undefined, '2025-12-31')).toMatchObject({ status: 'due', dueFrom: '2026-02-28', dueBy: '2026-03-30' })
    expect(statusOn('2026-03-31', undefined, '2025-12-31').status).toBe('overdue')
  })

  it('counts from the birthday in a leap year and never from a corrected age', () => {
    const oneYear = makeVaccineDose({ id: 1, from_months: 12, to_months: 15 })
    expect(statusOn('2025-02-28', oneYear, '2024-02-29')).toMatchObject({ status: 'due', dueFrom: '2025-02-28', dueBy: '2025-06-28' })
  })

  it('waits for the minimum age when it comes after the window opens', () => {
    const dose = makeVaccineDose({ id: 1, from_months: 1, to_months: 2, min_age_days: 42 })
    expect(statusOn('2026-02-20', dose)).toMatchObject({ status: 'upcoming', dueFrom: '2026-02-26' })
  })

  it("waits for the minimum interval after the series' previous dose, and gives a dose pushed past its window a month", () => {
    const first = makeVaccineDose({ id: 1, dose: 1, from_months: 2, to_months: 2 })
    const second = makeVaccineDose({ id: 2, dose: 2, from_months: 4, to_months: 4, min_interval_days: 28 })
    // the first dose given late, on 1 June 2026: the second counts from 29 June, after its own window (15 May to 14 June)
    const late = doseTimings([first, second], [makeDoseRecord({ dose: 1, date: '2026-06-01' })], '2026-01-15', '2026-06-20', complete)
    expect(late.map((t) => [t.dose.id, t.status, t.dueFrom, t.dueBy])).toEqual([
      [1, 'given', '2026-03-15', '2026-04-14'],
      [2, 'upcoming', '2026-06-29', '2026-07-28'],
    ])
  })

  it('keeps a dose given early as given, marks it early, and counts the next interval from the day it was given', () => {
    const first = makeVaccineDose({ id: 1, dose: 1, from_months: 2, to_months: 2, min_age_days: 42 })
    const second = makeVaccineDose({ id: 2, dose: 2, from_months: 4, to_months: 4, min_interval_days: 28 })
    const [given, next] = doseTimings([first, second], [makeDoseRecord({ dose: 1, date: '2026-02-10' })], '2026-01-15', '2026-02-11', complete)
    expect(given).toMatchObject({ status: 'given', givenEarly: true })
    expect(next).toMatchObject({ status: 'later', dueFrom: '2026-05-15' })
  })

  it('shows what the parent recorded whatever the dates, and an inactive dose only when recorded', () => {
    const notGiven = makeDoseRecord({ dose: 1, date: '2026-05-01', status: 'not_given' })
    expect(doseTimings([makeVaccineDose({ id: 1 })], [notGiven], '2026-01-15', '2026-06-01', complete)[0]!.status).toBe('not_given')
    const retired = makeVaccineDose({ id: 2, is_active: false })
    expect(doseTimings([retired], [], '2026-01-15', '2026-03-20', complete)).toEqual([])
    expect(doseTimings([retired], [makeDoseRecord({ dose: 2, date: '2026-03-16' })], '2026-01-15', '2026-03-20', complete)).toHaveLength(1)
  })

  it('mentions the overdue doses first, then the due, then the upcoming, and nothing else', () => {
    const schedule = [
      makeVaccineDose({ id: 1, from_months: 0, to_months: 0 }),
      makeVaccineDose({ id: 2, from_months: 2, to_months: 2 }),
      makeVaccineDose({ id: 3, from_months: 3, to_months: 3 }),
      makeVaccineDose({ id: 4, from_months: 9, to_months: 9 }),
    ]
    const mentioned = dosesToMention(doseTimings(schedule, [], '2026-01-15', '2026-03-20', complete))
    expect(mentioned.map((t) => [t.dose.id, t.status])).toEqual([
      [1, 'overdue'],
      [2, 'due'],
      [3, 'upcoming'],
    ])
  })
})

describe("the seed's schedule", () => {
  it('names every dose once, numbers each series from 1 and keeps its windows within the first three years', () => {
    expect(new Set(seedVaccineSchedule.map((dose) => dose.key)).size).toBe(seedVaccineSchedule.length)
    for (const dose of seedVaccineSchedule) {
      expect(dose.from_months).toBeLessThanOrEqual(dose.to_months)
      expect(dose.to_months).toBeLessThan(36)
      const series = seedVaccineSchedule.filter((other) => other.vaccine === dose.vaccine)
      expect(series.map((other) => other.dose)).toEqual(series.map((_, index) => index + 1))
      if (dose.dose > 1) expect(dose.min_interval_days, dose.key).not.toBeNull()
    }
  })

  it('puts a baby born today through the first doses in order', () => {
    const timings = doseTimings(seedVaccineSchedule, [], '2026-01-15', '2026-01-15', complete)
    expect(timings.filter((t) => t.status === 'due').map((t) => t.dose.key)).toEqual(['hepb-1', 'rsv-1'])
    expect(timings[timings.length - 1]!.dose.key).toBe('hepa-2')
  })
})
