/** Seed accounts (docs/product-rules.md#decisions). Tests refer to them by name: seedUsers.admin, seedUsers.parent. */
export const seedUsers = {
  admin: { email: 'admin@example.com', password: 'admin1234', full_name: 'Ada Admin', user_type: 'ADMIN' },
  parent: { email: 'parent@example.com', password: 'parent1234', full_name: 'Paula Carter', user_type: 'CLIENT' },
  /** A parent of a premature baby, so a demo shows the corrected age (docs/product-rules.md#decisions-corrected-age). */
  early: { email: 'early@example.com', password: 'parent1234', full_name: 'Maya Osei', user_type: 'CLIENT' },
  /** docs/decisions/072: the seed parent's partner, a Caregiver of Olivia (seedSharing), so a demo shows both sides of sharing. */
  caregiver: { email: 'sam@example.com', password: 'parent1234', full_name: 'Sam Carter', user_type: 'CLIENT' },
} as const

/** docs/decisions/072: Olivia is shared with the caregiver account; her last movement answer was given by them ("answered by Sam Carter"). */
export const seedSharing = { child: 'olivia', user: 'caregiver', role: 'caregiver', sinceDaysAgo: 30, answeredBy: { set: 'movement', questionIndex: 3 } } as const

/**
 * The early parent's one child: 4 months old, born 10 weeks early. Corrected age
 * (src/domain/age.ts): the date of birth moved 70 days forward leaves 50 to 53 days
 * (4 calendar months are 120 to 123), so 1 month whatever the seed's day.
 */
export const seedEarlyChild = {
  first_name: 'Ama',
  last_name: 'Osei',
  sex: 'F',
  ageMonths: 4,
  weeks_premature: 10,
  height_cm: 58,
  weight_kg: 5.1,
  birth_weight: 1.6,
} as const

/** A dozen more parents so the admin tables, counters and search have something to show. */
export const seedClients = [
  { full_name: 'Amara Okafor', email: 'amara.okafor@example.com', city: 'london', country: 'uk', gender: 'female' },
  { full_name: 'Ben Hughes', email: 'ben.hughes@example.com', city: 'london', country: 'uk', gender: 'male' },
  { full_name: 'Chloe Martin', email: 'chloe.martin@example.com', city: 'new-york', country: 'us', gender: 'female' },
  { full_name: 'Daniel Kim', email: 'daniel.kim@example.com', city: 'singapore', country: 'sg', gender: 'male' },
  { full_name: 'Elena Rossi', email: 'elena.rossi@example.com', city: 'dubai', country: 'ae', gender: 'female' },
  { full_name: 'Farah Haddad', email: 'farah.haddad@example.com', city: 'dubai', country: 'ae', gender: 'female' },
  { full_name: 'George Brown', email: 'george.brown@example.com', city: 'new-york', country: 'us', gender: 'male' },
  { full_name: 'Hana Tanaka', email: 'hana.tanaka@example.com', city: 'singapore', country: 'sg', gender: 'female' },
  { full_name: 'Isaac Levi', email: 'isaac.levi@example.com', city: 'london', country: 'uk', gender: 'male' },
  { full_name: 'Jade Nguyen', email: 'jade.nguyen@example.com', city: 'new-york', country: 'us', gender: 'other' },
  { full_name: 'Karim Mansour', email: 'karim.mansour@example.com', city: 'dubai', country: 'ae', gender: 'male' },
  { full_name: 'Lucia Fernandez', email: 'lucia.fernandez@example.com', city: 'singapore', country: 'sg', gender: 'female' },
] as const

/** The parent's children; dates of birth are computed from the day the seed is loaded. */
export const seedChildren = {
  liam: { first_name: 'Liam', last_name: 'Carter', sex: 'M', ageMonths: 3, height_cm: null, weight_kg: null, image: '/seed/child-liam.svg' },
  olivia: { first_name: 'Olivia', last_name: 'Carter', sex: 'F', ageMonths: 9, height_cm: 70, weight_kg: 8.5, image: '/seed/child-olivia.svg' },
  noah: { first_name: 'Noah', last_name: 'Carter', sex: 'M', ageMonths: 20, height_cm: 84, weight_kg: 11.2, image: '/seed/child-noah.svg' },
} as const

/**
 * Earlier answers, so the demo's progress bars have something to show:
 * per set slug, the option label chosen for each question in order.
 */
/** docs/decisions/055: Olivia's checklist has this week's first goal (the third movement question, "Not yet") ticked as practised. */
export const seedPractice = { olivia: { band: 'B0612', set: 'movement', questionIndex: 2 } } as const

/** docs/decisions/059: Olivia has a weekly reminder, from tomorrow at 09:30. */
export const seedReminder = { child: 'olivia', text: 'Tummy time after breakfast, 10 minutes', daysFromToday: 1, time: '09:30', repeat: 'weekly' } as const

export const seedAnswers = {
  olivia: { movement: ['Yes', 'Sometimes', 'Not yet', 'Not yet'] },
  noah: {
    movement: ['Yes', 'Yes', 'Yes', 'Yes'],
    language: ['Yes', 'Sometimes', 'Sometimes', 'Not yet'],
    'social-emotional': ['Yes', 'Yes', 'Sometimes', 'Yes'],
  },
} as const
