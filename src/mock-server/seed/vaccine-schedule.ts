import type { VaccineDose } from '@/contract/health'

/**
 * The seed's vaccine schedule for 0 to 3 years (docs/decisions/073): in our own words from the U.S. childhood schedule CDC
 * publishes (Child and Adolescent Immunization Schedule by Age, 2025, with the minimum ages and intervals of its
 * notes). Admins keep it up to date in the admin area; doses after age 3 (the 4-6 year boosters) are left out.
 * COVID-19 is left out too: its recommendation for young children is a decision made with the doctor, which the
 * schedule's note for it says; an admin may add it. Informational only, never medical advice.
 */
export const VACCINE_SCHEDULE_SOURCE = {
  name: 'CDC, Child and Adolescent Immunization Schedule by Age, United States',
  date: '2025',
} as const

const WEEK = 7
const YEAR = 365
const SIX_MONTHS = 182
/**
 * CDC's maximum ages (the catch-up schedule's notes, docs/decisions/090): rotavirus's first dose by 14 weeks 6 days,
 * its last by 8 months 0 days; the RSV antibody of a first season before 8 months. A month is counted as 30.44 days
 * and rounded down, so the app never says a dose can still be given on a day past the schedule's limit.
 */
const EIGHT_MONTHS = Math.floor(8 * 30.4375)

type SeedDose = Omit<VaccineDose, 'id' | 'order' | 'is_active'>

/** A vaccine's doses in order; a dose without a maximum age (none in the first three years) says null. */
const series = (vaccine: string, short_name: string, slug: string, doses: Omit<SeedDose, 'vaccine' | 'short_name' | 'key' | 'dose'>[]): SeedDose[] =>
  doses.map((dose, index) => ({ vaccine, short_name, key: `${slug}-${index + 1}`, dose: index + 1, max_age_days: null, ...dose }))

const talk = (about: string) => `Talk with your child's doctor about ${about}.`

const doses: SeedDose[] = [
  ...series('Hepatitis B', 'HepB', 'hepb', [
    { from_months: 0, to_months: 0, min_age_days: 0, min_interval_days: null, note: 'Usually given in the first day of life, before leaving the hospital.' },
    { from_months: 1, to_months: 2, min_age_days: 4 * WEEK, min_interval_days: 4 * WEEK, note: 'At least 4 weeks after the first dose.' },
    { from_months: 6, to_months: 18, min_age_days: 24 * WEEK, min_interval_days: 8 * WEEK, note: 'At least 8 weeks after the second dose and not before 24 weeks of age.' },
  ]),
  ...series('RSV antibody', 'RSV-mAb', 'rsv', [
    {
      from_months: 0,
      to_months: 7,
      min_age_days: 0,
      min_interval_days: null,
      max_age_days: EIGHT_MONTHS,
      note: `One dose in a baby's first RSV season (usually autumn and winter), unless the mother had the RSV vaccine in pregnancy. ${talk('whether your baby needs it')}`,
    },
  ]),
  ...series('Rotavirus', 'RV', 'rv', [
    { from_months: 2, to_months: 2, min_age_days: 6 * WEEK, min_interval_days: null, max_age_days: 14 * WEEK + 6, note: 'Given by mouth. The first dose is given before 15 weeks of age.' },
    { from_months: 4, to_months: 4, min_age_days: 10 * WEEK, min_interval_days: 4 * WEEK, max_age_days: EIGHT_MONTHS, note: 'At least 4 weeks after the first dose.' },
    { from_months: 6, to_months: 7, min_age_days: 14 * WEEK, min_interval_days: 4 * WEEK, max_age_days: EIGHT_MONTHS, note: `Only some rotavirus vaccines need a third dose; every dose is given by 8 months. ${talk('which one your child has')}` },
  ]),
  ...series('Diphtheria, tetanus and whooping cough', 'DTaP', 'dtap', [
    { from_months: 2, to_months: 2, min_age_days: 6 * WEEK, min_interval_days: null, note: 'The first of five doses; the fifth comes at 4 to 6 years.' },
    { from_months: 4, to_months: 4, min_age_days: 10 * WEEK, min_interval_days: 4 * WEEK, note: 'At least 4 weeks after the first dose.' },
    { from_months: 6, to_months: 6, min_age_days: 14 * WEEK, min_interval_days: 4 * WEEK, note: 'At least 4 weeks after the second dose.' },
    { from_months: 15, to_months: 18, min_age_days: YEAR, min_interval_days: SIX_MONTHS, note: 'At least 6 months after the third dose.' },
  ]),
  ...series('Haemophilus influenzae type b', 'Hib', 'hib', [
    { from_months: 2, to_months: 2, min_age_days: 6 * WEEK, min_interval_days: null, note: 'The number of doses depends on the brand of vaccine.' },
    { from_months: 4, to_months: 4, min_age_days: 10 * WEEK, min_interval_days: 4 * WEEK, note: 'At least 4 weeks after the first dose.' },
    { from_months: 6, to_months: 6, min_age_days: 14 * WEEK, min_interval_days: 4 * WEEK, note: `Only some Hib vaccines need a dose at 6 months. ${talk('which one your child has')}` },
    { from_months: 12, to_months: 15, min_age_days: YEAR, min_interval_days: 8 * WEEK, note: 'The booster, at least 8 weeks after the dose before.' },
  ]),
  ...series('Pneumococcal conjugate', 'PCV', 'pcv', [
    { from_months: 2, to_months: 2, min_age_days: 6 * WEEK, min_interval_days: null, note: 'Protects against infections that can cause pneumonia and meningitis.' },
    { from_months: 4, to_months: 4, min_age_days: 10 * WEEK, min_interval_days: 4 * WEEK, note: 'At least 4 weeks after the first dose.' },
    { from_months: 6, to_months: 6, min_age_days: 14 * WEEK, min_interval_days: 4 * WEEK, note: 'At least 4 weeks after the second dose.' },
    { from_months: 12, to_months: 15, min_age_days: YEAR, min_interval_days: 8 * WEEK, note: 'The booster, at least 8 weeks after the third dose.' },
  ]),
  ...series('Polio (inactivated)', 'IPV', 'ipv', [
    { from_months: 2, to_months: 2, min_age_days: 6 * WEEK, min_interval_days: null, note: 'The first of four doses; the fourth comes at 4 to 6 years.' },
    { from_months: 4, to_months: 4, min_age_days: 10 * WEEK, min_interval_days: 4 * WEEK, note: 'At least 4 weeks after the first dose.' },
    { from_months: 6, to_months: 18, min_age_days: 14 * WEEK, min_interval_days: 4 * WEEK, note: 'Any time from 6 to 18 months of age.' },
  ]),
  ...series('Influenza (flu)', 'Flu', 'flu', [
    { from_months: 6, to_months: 11, min_age_days: 6 * 30, min_interval_days: null, note: `Every year in flu season from 6 months of age. ${talk("this year's flu vaccine")}` },
    { from_months: 7, to_months: 12, min_age_days: 6 * 30, min_interval_days: 4 * WEEK, note: 'A child having the flu vaccine for the first time needs two doses, at least 4 weeks apart.' },
  ]),
  ...series('Measles, mumps and rubella', 'MMR', 'mmr', [
    { from_months: 12, to_months: 15, min_age_days: YEAR, min_interval_days: null, note: 'The second dose comes at 4 to 6 years.' },
  ]),
  ...series('Chickenpox (varicella)', 'VAR', 'var', [
    { from_months: 12, to_months: 15, min_age_days: YEAR, min_interval_days: null, note: 'The second dose comes at 4 to 6 years.' },
  ]),
  ...series('Hepatitis A', 'HepA', 'hepa', [
    { from_months: 12, to_months: 23, min_age_days: YEAR, min_interval_days: null, note: 'The first of two doses.' },
    { from_months: 18, to_months: 35, min_age_days: YEAR, min_interval_days: SIX_MONTHS, note: 'At least 6 months after the first dose.' },
  ]),
]

/** The schedule as content rows: ids from 1, ordered as listed (by vaccine, then dose), all active. */
export const seedVaccineSchedule: VaccineDose[] = doses.map((dose, index) => ({ id: index + 1, order: index, is_active: true, ...dose }))

/**
 * Olivia's record (9 months old in the seed, marked complete): every dose up to 6 months given, at the usual ages, at
 * one clinic, except the third rotavirus dose (past its maximum age of 8 months: no longer given, never caught up);
 * the 6-18 month doses and the first flu dose are due, the second flu dose 4 weeks after the first.
 */
export const seedOliviaDoses: { key: string; monthsOld: number; daysOld?: number; lot?: string }[] = [
  { key: 'hepb-1', monthsOld: 0 },
  { key: 'rsv-1', monthsOld: 0, daysOld: 2 },
  { key: 'hepb-2', monthsOld: 1, lot: 'HB2207' },
  ...['rv-1', 'dtap-1', 'hib-1', 'pcv-1', 'ipv-1'].map((key) => ({ key, monthsOld: 2 })),
  ...['rv-2', 'dtap-2', 'hib-2', 'pcv-2', 'ipv-2'].map((key) => ({ key, monthsOld: 4 })),
  ...['dtap-3', 'hib-3', 'pcv-3'].map((key) => ({ key, monthsOld: 6, lot: key === 'dtap-3' ? 'DT6631' : undefined })),
]
export const SEED_CLINIC = 'Riverside Health Centre'
