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

describe('the whole rule of a dose: maximum age, interval, not recorded, complete (docs/decisions/090)', () => {
  const dob = '2026-01-15'
  const notComplete = { complete: false }
  const rv3 = seedVaccineSchedule.find((dose) => dose.key === 'rv-3')!
  const flu = seedVaccineSchedule.filter((dose) => dose.vaccine === 'Influenza (flu)')

  it('says a dose past its maximum age is no longer given, never overdue, and plans nothing for it', () => {
    // 9 months old: rotavirus's last dose is given by 8 months 0 days (day 243).
    const timing = doseTimings([rv3], [], dob, '2026-10-20', complete)[0]!
    expect(timing.status).toBe('too_late')
    expect(timing.lastDay).toBe(addDays(dob, 243))
    expect(timing.plannedOn).toBeNull()
    expect(dosesToMention([timing])).toEqual([])
  })

  it('ends the window at the maximum age, and says too late when the interval pushes a dose past it', () => {
    const first = makeVaccineDose({ id: 1, vaccine: 'RV', dose: 1, from_months: 2, to_months: 2 })
    const second = makeVaccineDose({ id: 2, vaccine: 'RV', dose: 2, from_months: 4, to_months: 8, min_interval_days: 28, max_age_days: 200 })
    const onTime = doseTimings([first, second], [], dob, '2026-05-20', complete)
    expect(onTime[1]!.dueBy).toBe(addDays(dob, 200))
    // the first dose given at 7 months: the second could only come after day 200
    const late = doseTimings([first, second], [makeDoseRecord({ dose: 1, date: '2026-07-30' })], dob, '2026-08-01', complete)
    expect(late[1]!.status).toBe('too_late')
  })

  it("counts the interval from the previous dose's due date when it is not recorded, and from its day when given", () => {
    const first = makeVaccineDose({ id: 1, vaccine: 'Flu', dose: 1, from_months: 6, to_months: 11 })
    const second = makeVaccineDose({ id: 2, vaccine: 'Flu', dose: 2, from_months: 6, to_months: 12, min_interval_days: 28 })
    const [a, b] = doseTimings([first, second], [], dob, '2026-07-01', complete)
    expect(b!.dueFrom).toBe(addDays(a!.dueFrom, 28))
    const given = doseTimings([first, second], [makeDoseRecord({ dose: 1, date: '2026-09-01' })], dob, '2026-09-02', complete)
    expect(given.find((t) => t.dose.id === 2)!.dueFrom).toBe('2026-09-29')
    // a dose given on a day not known: counted from when it was due
    const unknown = doseTimings([first, second], [makeDoseRecord({ dose: 1, date: '2026-09-01', date_unknown: true })], dob, '2026-09-02', complete)
    expect(unknown.find((t) => t.dose.id === 2)!.dueFrom).toBe(addDays(a!.dueFrom, 28))
  })

  it('plans two doses both due now at least the interval apart: the first today, the next four weeks on', () => {
    const today = '2026-10-20'
    const planned = doseTimings(flu, [], dob, today, complete).map((t) => [t.dose.key, t.status, t.plannedOn])
    expect(planned).toEqual([
      ['flu-1', 'due', today],
      ['flu-2', 'due', addDays(today, 28)],
    ])
  })

  it('reads "not recorded" (not overdue, not too late) for a dose past its window until the record is complete', () => {
    const hepb1 = seedVaccineSchedule.find((dose) => dose.key === 'hepb-1')!
    expect(doseTimings([hepb1], [], dob, '2026-04-15', notComplete)[0]!.status).toBe('not_recorded')
    expect(doseTimings([rv3], [], dob, '2026-10-20', notComplete)[0]!.status).toBe('not_recorded')
    expect(doseTimings([hepb1], [], dob, '2026-04-15', complete)[0]!.status).toBe('overdue')
    // what is still ahead is the same either way
    expect(doseTimings([hepb1], [], dob, dob, notComplete)[0]!.status).toBe('due')
    expect(dosesToMention(doseTimings([hepb1], [], dob, '2026-04-15', notComplete))).toEqual([])
  })

  it('gives every seed dose of a series after the first an interval, rotavirus a maximum age of 8 months, and flu 2 four weeks after flu 1', () => {
    expect(seedVaccineSchedule.filter((dose) => dose.vaccine === 'Rotavirus').map((dose) => dose.max_age_days)).toEqual([104, 243, 243])
    expect(flu[1]!.min_interval_days).toBe(28)
    for (const dose of seedVaccineSchedule) expect(dose.max_age_days === null || dose.max_age_days! >= (dose.min_age_days ?? 0), dose.key).toBe(true)
  })
})
