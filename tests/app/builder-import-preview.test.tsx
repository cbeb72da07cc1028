import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { exportFileContent, listBands } from '@/api/content.api'
import { API_BASE } from '../support/backend'
import { stubFilesAndObjectUrls, unstubFilesAndObjectUrls } from '../support/node-files'
import { renderApp, user } from '../support/render-app'
import { backend } from '../support/test-backend'

/*
 * docs/decisions/044: choosing a file opens the import preview, the server's dry run,
 * with Apply and Cancel; nothing changes before Apply.
 */
beforeEach(stubFilesAndObjectUrls)
afterEach(unstubFilesAndObjectUrls)

async function openBuilder() {
  await renderApp('/admin-dashboard/milestones', { as: 'admin' })
  await screen.findByRole('list', { name: 'Bands' }, { timeout: 5000 })
}

async function choose(content: unknown) {
  const text = typeof content === 'string' ? content : exportFileContent(content)
  await user.upload(screen.getByLabelText('Milestones JSON file to import'), new File([text], 'milestones.json', { type: 'application/json' }))
}

/** The export with every band's first question set taken out, and one help text changed. */
async function fileWithoutFirstSets() {
  const bands = await listBands()
  const removed = bands.map((band) => band.sets[0]!)
  const file = bands.map((band) => ({ ...band, sets: band.sets.slice(1) }))
  file[1]!.sets[0]!.questions[0]!.help_text = 'A new hint.'
  return { file, removed }
}

/** The seed's answers to the questions of those sets, and whose. */
function answersTo(setIds: readonly number[]) {
  const questions = new Set(backend.db.questions.all().filter((q) => setIds.includes(q.band_set)).map((q) => q.id))
  const answers = backend.db.responses.all().filter((response) => questions.has(response.question))
  return { count: answers.length, children: new Set(answers.map((answer) => answer.child)).size }
}

describe('Import preview (issue #16)', { timeout: 30_000 }, () => {
  it("shows each level's changes and, first, the parents' answers that would be deleted; Cancel changes nothing", async () => {
    await openBuilder()
    const before = await listBands()
    const answersBefore = backend.db.responses.all()
    const { file, removed } = await fileWithoutFirstSets()
    const lost = answersTo(removed.map((set) => set.id))
    expect(lost.count).toBeGreaterThan(0)
    await choose(file)

    const dialog = await screen.findByRole('dialog', { name: 'Import preview' })
    const warning = within(dialog).getByRole('alert')
    expect(warning).toHaveTextContent(`${lost.count} answers by parents will be deleted (1 parent, ${lost.children} ${lost.children === 1 ? 'child' : 'children'})`)

    const sets = within(dialog).getByRole('region', { name: 'Question sets' })
    expect(sets).toHaveTextContent('0 added, 0 changed, 4 removed')
    const removedList = within(sets).getByRole('list', { name: 'Question sets removed' })
    expect(within(removedList).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      removed.map((set, index) => `${set.title}in ${before[index]!.title} (${before[index]!.code})`),
    )
    const questions = within(dialog).getByRole('region', { name: 'Questions' })
    expect(within(questions).getByRole('list', { name: 'Questions changed' })).toHaveTextContent('(help text)')
    expect(within(dialog).getByRole('region', { name: 'Bands' })).toHaveTextContent('0 added, 0 changed, 0 removed, 4 unchanged')

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await listBands()).toEqual(before)
    expect(backend.db.responses.all()).toEqual(answersBefore)
    expect(screen.queryByText('Milestones imported successfully')).not.toBeInTheDocument()
  })

  it('Apply imports the previewed file: the list reloads without the removed sets', async () => {
    await openBuilder()
    const { file, removed } = await fileWithoutFirstSets()
    await choose(file)
    const dialog = await screen.findByRole('dialog', { name: 'Import preview' })
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Milestones imported successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const after = await listBands()
    expect(after.flatMap((band) => band.sets.map((set) => set.id))).not.toContain(removed[0]!.id)
    expect(answersTo(removed.map((set) => set.id)).count).toBe(0)
  })

  it('lists every error of a bad file with its path and offers no Apply', async () => {
    await openBuilder()
    const bands = await listBands()
    const file = bands.map((band) => ({ ...band }))
    file[0]!.sets = [{ ...file[0]!.sets[0]!, questions: [file[0]!.sets[0]!.questions[0]!, { ...file[0]!.sets[0]!.questions[1]!, text: '' }] }]
    file[2]!.title = ''
    await choose(file)
    const dialog = await screen.findByRole('dialog', { name: 'Error importing milestones' })
    const errors = within(dialog).getByRole('list', { name: 'Errors in the file' })
    expect(within(errors).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'bands[0].sets[0].questions[1].text: Question text is required',
      'bands[2].title: Title is required',
    ])
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await listBands()).toEqual(bands)
  })

  it('a server without dry runs refuses the unimportable probe: the preview is not available, the file is not sent, and the admin may import without it', async () => {
    const sent: string[] = []
    // An older server: it ignores dry_run and imports what it is sent; the probe is no list of bands, so it refuses it.
    backend.server.use(
      http.post(
        `${API_BASE}/children/global-bands/import_milestones/`,
        async ({ request }) => {
          sent.push(await ((await request.formData()).get('file') as File).text())
          return HttpResponse.json({ file: ['The file must be a JSON array of bands.'] }, { status: 400 })
        },
        { once: true },
      ),
    )
    await openBuilder()
    const { file } = await fileWithoutFirstSets()
    await choose(file)
    const dialog = await screen.findByRole('dialog', { name: 'Import without preview?' })
    expect(dialog).toHaveTextContent('The import preview is not available on this server.')
    expect(dialog).toHaveTextContent('Nothing has been imported.')
    expect(sent).toHaveLength(1)
    expect(() => JSON.parse(sent[0]!) as unknown[]).not.toThrow()
    expect(Array.isArray(JSON.parse(sent[0]!))).toBe(false)

    await user.click(within(dialog).getByRole('button', { name: 'Import without preview' }))
    expect(await screen.findByText('Milestones imported successfully')).toBeInTheDocument()
  })
})
