/**
 * The builder's large content (issue #6): 50 bands x 4 question sets x 10
 * questions x 4 options, in the import file's shape (the export's, PRODUCT.md),
 * with band codes that do not clash with the seed's.
 */
export const LARGE = { bands: 50, sets: 4, questions: 10, options: 4 } as const

const optionLabels = ['Yes', 'Mostly', 'Sometimes', 'Not yet'] as const

export function largeMilestoneContent() {
  return Array.from({ length: LARGE.bands }, (_, b) => ({
    code: `BN${String(b + 1).padStart(3, '0')}`,
    title: `Band ${b + 1}`,
    age_min_months: b,
    age_max_months: b + 1,
    is_active: true,
    milestone_image: null,
    goal_image: null,
    order: b,
    sets: Array.from({ length: LARGE.sets }, (_, s) => ({
      title: `Set ${b + 1}.${s + 1}`,
      slug: `set-${b + 1}-${s + 1}`,
      is_active: true,
      order: s,
      questions: Array.from({ length: LARGE.questions }, (_, q) => ({
        text: `Question ${b + 1}.${s + 1}.${q + 1}: does your child do this yet?`,
        help_text: 'A short hint for the parent.',
        multi_select: q % 5 === 0,
        is_active: true,
        order: q,
        options: Array.from({ length: LARGE.options }, (_, o) => ({
          label: optionLabels[o % optionLabels.length]!,
          value_int: LARGE.options - 1 - o,
          value_str: '',
          is_active: true,
          order: o,
        })),
      })),
    })),
  }))
}
