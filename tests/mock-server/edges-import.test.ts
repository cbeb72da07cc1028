import { beforeEach, describe, expect, it } from 'vitest'
import { exportFileContent, exportMilestones, importMilestones, updateBand, updateQuestionSet } from '@/api/content.api'
import { seedUsers } from '@/mock-server/seed/users'
import { bandByCode, expectRefusedWithNothingStored, pngFile, setBySlug, signIn, startTestBackend } from './helpers'

/*
 * docs/decisions/031: an import enforces every rule a single create or PATCH
 * enforces, answers 400 with the path of the first problem, and changes nothing.
 */
const backend = startTestBackend()
beforeEach(async () => {
  await signIn(seedUsers.admin)
})

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const jsonFile = (content: unknown) => new File([exportFileContent(content)], 'milestones.json', { type: 'application/json' })
const exported = async (): Promise<Json[]> => JSON.parse(exportFileContent(await exportMilestones())) as Json[]

async function refusedImport(edit: (bands: Json[]) => void): Promise<string[]> {
  const bands = await exported()
  edit(bands)
  const error = await expectRefusedWithNothingStored(backend, () => importMilestones(jsonFile(bands)))
  return (error.body as { file: string[] }).file
}

describe('import enforces the rules of a single write', () => {
  it('refuses two question sets with one slug in one band (which PATCH could then never edit)', async () => {
    const problems = await refusedImport((bands) => {
      bands[1]!.sets[2].slug = ` ${bands[1]!.sets[0].slug} `
    })
    expect(problems).toEqual(['bands[1].sets[2].slug: A question set with this slug already exists in this band.'])
  })

  it('lets every set of an imported band be edited afterwards', async () => {
    await importMilestones(jsonFile(await exported()))
    const set = setBySlug(backend.db, 'B0006', 'language')
    await expect(updateQuestionSet(set.id, { title: 'Talking' })).resolves.toMatchObject({ title: 'Talking' })
  })

  const tooLong: [string, (bands: Json[]) => void, string][] = [
    ['help text', (b) => void (b[0]!.sets[0].questions[0].help_text = 'h'.repeat(2001)), 'bands[0].sets[0].questions[0].help_text: Use at most 2000 characters.'],
    ['an activity', (b) => void (b[1]!.sets[0].questions[1].activity = 'a'.repeat(501)), 'bands[1].sets[0].questions[1].activity: Use at most 500 characters.'],
    ['an option value_str', (b) => void (b[0]!.sets[0].questions[0].options[0].value_str = 'v'.repeat(201)), 'bands[0].sets[0].questions[0].options[0].value_str: Use at most 200 characters.'],
    ['a question text', (b) => void (b[2]!.sets[1].questions[0].text = 'q'.repeat(1001)), 'bands[2].sets[1].questions[0].text: Use at most 1000 characters.'],
    ['a band code', (b) => void (b[0]!.code = 'C'.repeat(33)), 'bands[0].code: Use at most 32 characters.'],
  ]
  for (const [what, edit, problem] of tooLong) {
    it(`refuses ${what} longer than PATCH allows`, async () => {
      expect(await refusedImport(edit)).toEqual([problem])
    })
  }

  it('refuses numbers outside the ranges of a single write', async () => {
    expect(await refusedImport((b) => void (b[0]!.age_max_months = 1e9))).toEqual(['bands[0].age_max_months: Age must be at most 240 months.'])
    expect(await refusedImport((b) => void (b[0]!.sets[0].questions[0].options[0].value_int = 1e12))).toEqual([
      'bands[0].sets[0].questions[0].options[0].value_int: Enter a whole number from -1000000 to 1000000.',
    ])
  })

  it('takes images only as image URLs, as the export writes them (or null)', async () => {
    expect(await refusedImport((b) => void (b[0]!.milestone_image = 'javascript:alert(1)'))).toEqual([
      'bands[0].milestone_image: Use an image URL (https://… or /…) or null.',
    ])
    expect(await refusedImport((b) => void (b[0]!.goal_image = 'not an image'))).toEqual([
      'bands[0].goal_image: Use an image URL (https://… or /…) or null.',
    ])
  })

  it('refuses a link to an uploaded image this server does not have', async () => {
    expect(await refusedImport((b) => void (b[0]!.milestone_image = '/api/media/999/'))).toEqual([
      'bands[0].milestone_image: There is no uploaded image /api/media/999/ here: upload it in the band form.',
    ])
  })

  it('keeps uploaded images, seed images and other URLs through an export/import round trip', async () => {
    const band = bandByCode(backend.db, 'B0006')
    const { milestone_image } = await updateBand(band.id, { milestone_image: pngFile() })
    const bands = await exported()
    bands[1]!.goal_image = 'https://cdn.example.org/goal.png'
    await importMilestones(jsonFile(bands))
    const after = await exported()
    expect(after[0]!.milestone_image).toBe(milestone_image)
    expect(after[0]!.goal_image).toBe('/seed/band-b0006-goal.svg')
    expect(after[1]!.goal_image).toBe('https://cdn.example.org/goal.png')
  })
})
