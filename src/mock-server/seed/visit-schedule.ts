import type { VisitKind, WellChildVisit } from '@/contract/visits'

/**
 * The seed's well-child visits for 0 to 3 years (docs/decisions/080): the ages of the check-ups the American Academy
 * of Pediatrics recommends in its Bright Futures periodicity schedule, with what such a visit usually covers, in our
 * own words. The 3-year visit (36 months) is past the app's 0 to 35 months and is left out. Admins keep the rows
 * (content, like the vaccine schedule). Informational only, never medical advice.
 */
export const VISIT_SCHEDULE_SOURCE = {
  name: 'American Academy of Pediatrics, Bright Futures periodicity schedule',
  date: '2025',
} as const

type SeedVisit = Omit<WellChildVisit, 'id' | 'order' | 'is_active'>

const visit = (age_months: number, title: string, note: string): SeedVisit => ({
  key: age_months === 0 ? 'visit-newborn' : `visit-${age_months}m`,
  age_months,
  title,
  note,
})

const visits: SeedVisit[] = [
  visit(
    0,
    'Newborn, 3 to 5 days',
    'A first check a few days after birth: weight since leaving the hospital, feeding, skin colour (jaundice) and the newborn screening results.',
  ),
  visit(1, '1 month', 'Growth and feeding since birth, sleep, and how the family is settling in and feeling.'),
  visit(2, '2 months', 'Growth, feeding and sleep, a look at early smiles and head control; the 2-month vaccines are usually given at this visit.'),
  visit(4, '4 months', 'Growth and development such as reaching, rolling and laughing; the 4-month vaccines are usually given.'),
  visit(6, '6 months', 'Growth, first solid foods and first teeth, sitting with support; the 6-month vaccines are usually given.'),
  visit(9, '9 months', 'A developmental screening questionnaire is usual at this visit, with growth, eating and safety as the baby starts to move around.'),
  visit(12, '12 months', 'Growth, first steps and first words, teeth and eating family foods; a blood test and the 12-month vaccines are often part of it.'),
  visit(15, '15 months', 'Walking, words and growth, sleep and routines; some vaccines of the second year are often given.'),
  visit(18, '18 months', 'Developmental and autism screening questionnaires are usual at this visit, with language, play and growth.'),
  visit(24, '24 months', 'Growth, language and play with others; an autism screening questionnaire is usual again.'),
  visit(30, '30 months', 'A developmental screening questionnaire is usual at this visit, with talking, toilet learning and behaviour.'),
]

/** The schedule as content rows: ids from 1, ordered by age, all active. */
export const seedVisitSchedule: WellChildVisit[] = visits.map((row, index) => ({ id: index + 1, order: index, is_active: true, ...row }))

/** The clinician of Olivia's seed visits. */
export const SEED_CLINICIAN = 'Dr. Amara Lewis'

/** Olivia's recorded visits (9 months old in the seed): a check-up about 4 weeks ago, and the next one planned about 3 weeks ahead at 09:30. */
export const seedOliviaVisits: { daysFromToday: number; time: string; kind: VisitKind; clinician: string; notes: string; questions: string }[] = [
  {
    daysFromToday: -28,
    time: '',
    kind: 'well_child',
    clinician: SEED_CLINICIAN,
    notes: 'Weight and length along her curve. We talked about finger foods and a steady bedtime routine.',
    questions: '',
  },
  {
    daysFromToday: 21,
    time: '09:30',
    kind: 'well_child',
    clinician: SEED_CLINICIAN,
    notes: '',
    questions: 'She is not crawling yet: is that usual at her age?\nWhen should we start brushing her teeth?',
  },
]
