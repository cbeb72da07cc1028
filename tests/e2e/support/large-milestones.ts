import type { Page } from '@playwright/test'

/*
 * The builder's large content (docs/features/milestone-builder.md): 50 bands x 4 question sets x 10
 * questions x 4 options, 10,250 items. Used by the builder's browser test and by
 * scripts/bench-builder.ts.
 */

export const LARGE = { bands: 50, sets: 4, questions: 10, options: 4 } as const

/** An import file (the export's shape, docs/product-rules.md#decisions) with codes that do not clash with the seed. Question texts say where they are: 'Question 25.1.3: …'. */
export function largeMilestones() {
  const optionLabels = ['Yes', 'Mostly', 'Sometimes', 'Not yet']
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
          label: optionLabels[o]!,
          value_int: LARGE.options - 1 - o,
          value_str: '',
          is_active: true,
          order: o,
        })),
      })),
    })),
  }))
}

/** The large content with, in every band, a set removed, a set added, a question reworded and an option value changed. */
export function editedLargeMilestones() {
  return largeMilestones().map((band, b) => {
    const [first, ...rest] = band.sets
    first!.questions[0]!.text = `Reworded question ${b + 1}`
    first!.questions[1]!.options[0]!.value_int = 9
    rest.pop()
    return { ...band, title: `${band.title} (edited)`, sets: [first!, ...rest, { title: 'New set', slug: 'new-set', is_active: true, order: 9, questions: [] }] }
  })
}

/**
 * With an admin signed in (the stored token), replaces every band with the large
 * content through the real endpoints (delete, then import), from inside the page.
 * `api` is the API's base URL: the in-browser backend's `/api` (default), or a
 * real-API build's server. Answers the import's status, the number of items
 * listed afterwards and the list's answer as text.
 */
export async function importLargeMilestones(page: Page, api = '/api'): Promise<{ status: number; bands: number; items: number; answer: string }> {
  return page.evaluate(async ({ file, api }) => {
    const auth = { Authorization: `Bearer ${localStorage.getItem('access')}` }
    const bands = (await (await fetch(`${api}/children/global-bands/`, { headers: auth })).json()) as { id: number }[]
    for (const band of bands) await fetch(`${api}/children/global-bands/${band.id}/`, { method: 'DELETE', headers: auth })
    const form = new FormData()
    form.append('file', new File([file], 'large.json', { type: 'application/json' }))
    const imported = await fetch(`${api}/children/global-bands/import_milestones/`, { method: 'POST', headers: auth, body: form })
    const answer = await (await fetch(`${api}/children/global-bands/`, { headers: auth })).text()
    const after = JSON.parse(answer) as { sets: { questions: { options: unknown[] }[] }[] }[]
    const count = <T>(list: T[], each: (item: T) => number) => list.reduce((sum, item) => sum + 1 + each(item), 0)
    const items = count(after, (band) => count(band.sets, (set) => count(set.questions, (question) => question.options.length)))
    return { status: imported.status, bands: after.length, items, answer }
  }, { file: JSON.stringify(largeMilestones()), api })
}
