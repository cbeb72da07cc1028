import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listBands } from '@/api/content.api'
import { notShownToParents } from '@/domain/answerable'
import { seedBands } from '@/mock-server/seed/milestone-content'
import { failRequest, holdRequest } from '../support/hold-request'
import { stubFilesAndObjectUrls, unstubFilesAndObjectUrls } from '../support/node-files'
import { renderApp, user } from '../support/render-app'
import { backend } from '../support/test-backend'

/*
 * The Milestone Builder route as the app composes it (real router, admin layout,
 * real builder machine) against the real mock backend under msw/node.
 */

beforeEach(stubFilesAndObjectUrls)
afterEach(unstubFilesAndObjectUrls)

const [band0006, band0612, band1224, band2436] = seedBands

describe('Milestone Builder (/admin-dashboard/milestones)', { timeout: 30_000 }, () => {
  it("shows 'Loading milestones...' and then the four bands with code, title, images, age range, badge and set count", async () => {
    const release = holdRequest('GET', '/children/global-bands/')
    await renderApp('/admin-dashboard/milestones', { as: 'admin' })
    expect(await screen.findByText('Loading milestones...')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Milestone Builder', level: 1 })).toBeInTheDocument()
    release()

    await screen.findByRole('list', { name: 'Bands' })
    expect(screen.queryByText('Loading milestones...')).not.toBeInTheDocument()
    expect(bandTitles()).toEqual([band0006!.title, band0612!.title, band1224!.title, band2436!.title])

    const first = row(band0006!.title)
    expect(within(first).getByText(band0006!.code)).toBeInTheDocument()
    expect(within(first).getByText('0–6 months')).toBeInTheDocument()
    // The switch says the state in words; no second Active badge (docs/decisions/032).
    expect(within(first).getByRole('switch', { name: 'Active' })).toHaveTextContent('Active')
    expect(within(first).queryByText('Active', { ignore: '[role="switch"], [role="switch"] *' })).not.toBeInTheDocument()
    expect(within(first).getByText('4 question sets')).toBeInTheDocument()
    expect(within(first).getByRole('img', { name: `Milestone image of ${band0006!.title}` })).toHaveAttribute('src', band0006!.milestone_image)
    expect(within(first).getByRole('img', { name: `Goal image of ${band0006!.title}` })).toHaveAttribute('src', band0006!.goal_image)
    expect(within(first).getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'true')
    expect(within(first).getByRole('button', { name: `Drag to reorder ${band0006!.title}` })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export JSON' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Import JSON' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Add Band' })).toBeEnabled()
  })

  it("searches title or code in any case ('b06' finds 6-12 Months only) and filters All / Active / Inactive", async () => {
    await openBuilder()
    await user.type(screen.getByRole('searchbox', { name: 'Search bands' }), 'b06')
    expect(bandTitles()).toEqual([band0612!.title])
    await user.clear(screen.getByRole('searchbox', { name: 'Search bands' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search bands' }), '2-3 YEARS')
    expect(bandTitles()).toEqual([band2436!.title])
    await user.clear(screen.getByRole('searchbox', { name: 'Search bands' }))

    await user.click(screen.getByRole('button', { name: 'Inactive' }))
    expect(screen.getByRole('button', { name: 'Inactive' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('heading', { name: 'No Bands Found' })).toBeInTheDocument()
    expect(screen.getByText('Start by creating your first developmental band')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Active' }))
    expect(bandTitles()).toHaveLength(4)
  })

  it('expands a band to its question sets and collapses it again (aria-expanded, aria-controls)', async () => {
    await openBuilder()
    const expand = screen.getByRole('button', { name: `Question sets of ${band0006!.title}` })
    expect(expand).toHaveAttribute('aria-expanded', 'false')
    const sets = await expandBand(band0006!.title)
    expect(expand).toHaveAttribute('aria-expanded', 'true')
    expect(expand).toHaveAttribute('aria-controls', sets.id)
    const titles = within(within(sets).getByRole('list')).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)
    expect(titles).toEqual(band0006!.sets.map((set) => set.title))
    expect(within(rowIn(sets, 'Movement')).getByText('slug: movement')).toBeInTheDocument()
    expect(within(rowIn(sets, 'Movement')).getByText(`${band0006!.sets[0]!.questions.length} questions`)).toBeInTheDocument()

    await user.click(expand)
    expect(expand).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('region', { name: `Question sets of ${band0006!.title}` })).not.toBeInTheDocument()
  })

  it('Expand all opens every level, Expand all bands only the bands, Collapse all closes them all', async () => {
    await openBuilder()
    const set = band0006!.sets[0]!
    const question = set.questions[0]!
    await user.click(screen.getByRole('button', { name: 'Expand all' }))
    const sets = screen.getByRole('region', { name: `Question sets of ${band0006!.title}` })
    const questions = within(sets).getByRole('region', { name: `Questions of ${set.title}` })
    const options = within(questions).getByRole('region', { name: `Answer options of ${question.text}` })
    const names = within(options)
      .getAllByRole('group')
      .map((group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent)
    expect(names).toEqual(['Yes', 'Sometimes', 'Not yet'])
    for (const button of screen.getAllByRole('button', { name: /^(Question sets|Questions|Answer options) of / })) expect(button).toHaveAttribute('aria-expanded', 'true')

    await user.click(screen.getByRole('button', { name: 'Expand all bands' }))
    const setsAgain = screen.getByRole('region', { name: `Question sets of ${band0006!.title}` })
    expect(within(setsAgain).getByRole('button', { name: `Questions of ${set.title}` })).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryAllByRole('region', { name: /^Questions of / })).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Collapse all' }))
    expect(screen.queryByRole('region', { name: /^Question sets of / })).not.toBeInTheDocument()
    expect(bandTitles()).toEqual(seedBands.map((band) => band.title))
  })

  it('adds a question set: the spec\'s messages, a slug suggested from the title, then "Question Set created successfully" and the set at the end', async () => {
    await openBuilder()
    const sets = await expandBand(band0612!.title)
    await user.click(within(sets).getByRole('button', { name: 'Add Question Set' }))
    const form = within(sets).getByRole('form', { name: 'Add Question Set' })
    expect(within(form).getByLabelText('Title')).toHaveFocus()
    // The builder's words are explained to admins (docs/decisions/054).
    expect(within(form).getByLabelText('Slug')).toHaveAccessibleDescription(/short code name, kept in exports and imports/)

    await user.click(within(form).getByRole('button', { name: 'Create' }))
    expect(within(form).getByText('Title is required')).toBeInTheDocument()
    expect(within(form).getByText('Slug is required')).toBeInTheDocument()

    await user.type(within(form).getByLabelText('Title'), 'Fine Motor & Play')
    expect(within(form).getByLabelText('Slug')).toHaveValue('fine-motor-play')
    // spec 5: errors clear as the field is edited.
    expect(within(form).queryByText('Title is required')).not.toBeInTheDocument()
    expect(within(form).queryByText('Slug is required')).not.toBeInTheDocument()

    await user.click(within(form).getByRole('button', { name: 'Create' }))
    expect(await screen.findByText('Question Set created successfully')).toBeInTheDocument()
    expect(within(sets).queryByRole('form')).not.toBeInTheDocument()
    const titles = within(within(sets).getByRole('list')).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)
    expect(titles.at(-1)).toBe('Fine Motor & Play')
    expect(titles).toHaveLength(5)
    expect(within(row(band0612!.title)).getByText('5 question sets')).toBeInTheDocument()
    const saved = (await listBands()).find((band) => band.code === band0612!.code)!
    expect(saved.sets.at(-1)).toMatchObject({ title: 'Fine Motor & Play', slug: 'fine-motor-play', is_active: true })
  })

  it("keeps a slug the admin typed, and shows the server's message under it ('already exists')", async () => {
    await openBuilder()
    const sets = await expandBand(band0006!.title)
    await user.click(within(sets).getByRole('button', { name: 'Add Question Set' }))
    const form = within(sets).getByRole('form', { name: 'Add Question Set' })
    await user.type(within(form).getByLabelText('Slug'), 'movement')
    await user.type(within(form).getByLabelText('Title'), 'Moving about')
    expect(within(form).getByLabelText('Slug')).toHaveValue('movement')

    await user.click(within(form).getByRole('button', { name: 'Create' }))
    expect(await screen.findByText('Error saving question set')).toBeInTheDocument()
    expect(within(form).getByText('A question set with this slug already exists in this band.')).toBeInTheDocument()
    await user.type(within(form).getByLabelText('Slug'), '-2')
    expect(within(form).queryByText('A question set with this slug already exists in this band.')).not.toBeInTheDocument()
  })

  it('edits a question set in place: Update, "Question Set updated successfully", the row shows the new title', async () => {
    await openBuilder()
    const sets = await expandBand(band0006!.title)
    await user.click(within(rowIn(sets, 'Language')).getByRole('button', { name: 'Edit question set Language' }))
    const form = within(sets).getByRole('form', { name: 'Edit Question Set' })
    expect(within(form).getByLabelText('Title')).toHaveValue('Language')
    expect(within(form).getByLabelText('Slug')).toHaveValue('language')
    expect(within(form).queryByRole('button', { name: 'Create' })).not.toBeInTheDocument()

    await user.clear(within(form).getByLabelText('Title'))
    await user.type(within(form).getByLabelText('Title'), 'Language & Talking')
    // An existing set keeps its slug.
    expect(within(form).getByLabelText('Slug')).toHaveValue('language')
    await user.click(within(form).getByRole('button', { name: 'Update' }))

    expect(await screen.findByText('Question Set updated successfully')).toBeInTheDocument()
    const titles = within(within(sets).getByRole('list')).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)
    expect(titles).toEqual(['Movement', 'Language & Talking', 'Social & Emotional', 'Cognitive'])
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit question set Language & Talking' })).toHaveFocus())
  })

  it('toggles a band Noah answered after saying what it touches: "Band status toggled", the switch reads Inactive, and the server has it', async () => {
    await openBuilder()
    const band = row(band1224!.title)
    await user.click(within(band).getByRole('switch', { name: 'Active' }))
    // docs/decisions/066: the seed's Noah answered this band; nothing changes before Deactivate.
    const asking = await screen.findByRole('dialog', { name: 'Deactivate band?' })
    expect(asking).toHaveTextContent(new RegExp(`^Deactivate band\\?.*Parents have given \\d+ answers for 1 child to “${band1224!.title}”\\. While it is inactive`))
    expect(within(band).getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'true')
    await user.click(within(asking).getByRole('button', { name: 'Deactivate' }))
    expect(await screen.findByText(/^Band status toggled\. \d+ answers for 1 child are kept and count again when it is active\.$/)).toBeInTheDocument()
    expect(within(row(band1224!.title)).getByText('Inactive')).toBeInTheDocument()
    expect(within(row(band1224!.title)).getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'false')
    await waitFor(async () => expect((await listBands()).find((b) => b.code === band1224!.code)?.is_active).toBe(false))

    await user.click(screen.getByRole('button', { name: 'Inactive' }))
    expect(bandTitles()).toEqual([band1224!.title])
  })

  it('rolls a toggle back with an error toast when the server refuses it (PRODUCT.md)', async () => {
    await openBuilder()
    backend.failNext('updateBand')
    await user.click(within(row(band0006!.title)).getByRole('switch', { name: 'Active' }))
    expect(await screen.findByText(/^Could not save the change/)).toBeInTheDocument()
    expect(within(row(band0006!.title)).getByRole('switch', { name: 'Active' })).toHaveTextContent('Active')
    expect(within(row(band0006!.title)).getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'true')
    expect((await listBands()).find((b) => b.code === band0006!.code)?.is_active).toBe(true)
  })

  it('a Delete clicked while a toggle is still being saved opens its dialog once the save is done (no click is lost)', async () => {
    await openBuilder()
    const release = holdRequest('PATCH', '/children/global-bands/:id/')
    await user.click(within(row(band0006!.title)).getByRole('switch', { name: 'Active' }))
    expect(await screen.findByText('Band status toggled')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: `Delete band ${band2436!.title}` }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    release()
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Are you sure you want to delete this band?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect((await listBands()).find((b) => b.code === band0006!.code)?.is_active).toBe(false)
    expect(bandTitles()).toHaveLength(4)
  })

  it("asks 'Are you sure you want to delete this question?' and deletes: 'Question deleted successfully'", async () => {
    await openBuilder()
    const sets = await expandBand(band0006!.title)
    await user.click(within(rowIn(sets, 'Movement')).getByRole('button', { name: 'Questions of Movement' }))
    const questions = await screen.findByRole('region', { name: 'Questions of Movement' })
    const firstQuestion = band0006!.sets[0]!.questions[0]!.text
    await user.click(within(rowIn(questions, firstQuestion)).getByRole('button', { name: `Delete question ${firstQuestion}` }))

    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Are you sure you want to delete this question?')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(within(questions).getByRole('group', { name: firstQuestion })).toBeInTheDocument()

    await user.click(within(rowIn(questions, firstQuestion)).getByRole('button', { name: `Delete question ${firstQuestion}` }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Question deleted successfully')).toBeInTheDocument()
    expect(within(questions).queryByRole('group', { name: firstQuestion })).not.toBeInTheDocument()
    expect(within(rowIn(sets, 'Movement')).getByText(`${band0006!.sets[0]!.questions.length - 1} questions`)).toBeInTheDocument()
    const texts = (await listBands())[0]!.sets[0]!.questions.map((question) => question.text)
    expect(texts).not.toContain(firstQuestion)
  })

  it('adds a question with the standard options Yes 2 / Sometimes 1 / Not yet 0, editable before Create and created with it (issue #21)', async () => {
    const questions = await openMovementQuestions()
    await user.click(within(questions).getByRole('button', { name: 'Add Question' }))
    const form = within(questions).getByRole('form', { name: 'Add Question' })
    const options = within(form).getByRole('group', { name: 'Answer options' })
    const typed = () => [1, 2, 3].map((n) => [within(options).getByLabelText(`Option ${n} label`), within(options).getByLabelText(`Option ${n} value`)].map((input) => (input as HTMLInputElement).value))
    expect(typed()).toEqual([['Yes', '2'], ['Sometimes', '1'], ['Not yet', '0']])

    await user.type(within(form).getByLabelText('Question text'), 'Rolls')
    await user.clear(within(options).getByLabelText('Option 2 label'))
    await user.click(within(form).getByRole('button', { name: 'Create' }))
    expect(within(options).getByText('Label is required')).toBeInTheDocument()
    await user.type(within(options).getByLabelText('Option 2 label'), 'Often')
    await user.click(within(form).getByRole('button', { name: 'Create' }))
    expect(await screen.findByText('Question created successfully')).toBeInTheDocument()
    const saved = (await listBands())[0]!.sets[0]!.questions.at(-1)!
    expect(saved.text).toBe('Rolls')
    expect(saved.options.map((o) => [o.label, o.value_int, o.is_active])).toEqual([['Yes', 2, true], ['Often', 1, true], ['Not yet', 0, true]])
    expect(within(rowIn(questions, 'Rolls')).queryByText(notShownToParents)).not.toBeInTheDocument()
  }, 60_000)

  it('a new question created without options says in its row that parents do not get it, and the coverage panel counts it (issue #21)', async () => {
    const questions = await openMovementQuestions()
    expect(screen.queryByText(/not shown to parents: each needs/)).not.toBeInTheDocument()
    await user.click(within(questions).getByRole('button', { name: 'Add Question' }))
    const form = within(questions).getByRole('form', { name: 'Add Question' })
    await user.type(within(form).getByLabelText('Question text'), 'Claps')
    for (const n of [3, 2, 1]) await user.click(within(form).getByRole('button', { name: `Remove option ${n}` }))
    await user.click(within(form).getByRole('button', { name: 'Create' }))
    // The row comes with the create's answer: waited for, not read at once.
    expect(await within(await within(questions).findByRole('group', { name: 'Claps' })).findByText(notShownToParents)).toBeInTheDocument()
    expect(screen.getByText('1 active question is not shown to parents: each needs at least 2 active options')).toBeInTheDocument()
  }, 60_000)

  it('a refused option takes the new question back: "Error saving question", the form keeps what was typed, nothing is stored (issue #21)', async () => {
    const questions = await openMovementQuestions()
    const before = (await listBands())[0]!.sets[0]!.questions.length
    await user.click(within(questions).getByRole('button', { name: 'Add Question' }))
    const form = within(questions).getByRole('form', { name: 'Add Question' })
    await user.type(within(form).getByLabelText('Question text'), 'Waves')
    failRequest('POST', '/children/global-answer-options/', { status: 500, body: {} })
    await user.click(within(form).getByRole('button', { name: 'Create' }))
    expect(await screen.findByText('Error saving question')).toBeInTheDocument()
    expect(within(form).getByLabelText('Question text')).toHaveValue('Waves')
    expect(within(form).getByLabelText('Option 1 label')).toHaveValue('Yes')
    expect((await listBands())[0]!.sets[0]!.questions).toHaveLength(before)
  }, 60_000)

  it("asks 'Are you sure you want to delete this band?' / 'this questionSet?' / 'this option?' for the other levels", async () => {
    await openBuilder()
    await user.click(screen.getByRole('button', { name: `Delete band ${band2436!.title}` }))
    expect(within(await screen.findByRole('dialog')).getByText('Are you sure you want to delete this band?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))

    const sets = await expandBand(band2436!.title)
    await user.click(within(sets).getByRole('button', { name: 'Delete question set Movement' }))
    expect(within(await screen.findByRole('dialog')).getByText('Are you sure you want to delete this questionSet?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))

    await user.click(within(rowIn(sets, 'Movement')).getByRole('button', { name: 'Questions of Movement' }))
    const questions = await screen.findByRole('region', { name: 'Questions of Movement' })
    const question = band2436!.sets[0]!.questions[0]!.text
    await user.click(within(questions).getByRole('button', { name: `Answer options of ${question}` }))
    const options = await screen.findByRole('region', { name: `Answer options of ${question}` })
    await user.click(within(options).getByRole('button', { name: 'Delete option Yes' }))
    expect(within(await screen.findByRole('dialog')).getByText('Are you sure you want to delete this option?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Option deleted successfully')).toBeInTheDocument()
  })

  it("option form: Integer/String switching clears the other value; 'Integer value is required' (zero accepted) / 'String value is required'", async () => {
    await openBuilder()
    const sets = await expandBand(band0006!.title)
    await user.click(within(rowIn(sets, 'Movement')).getByRole('button', { name: 'Questions of Movement' }))
    const question = band0006!.sets[0]!.questions[1]!.text
    await user.click(screen.getByRole('button', { name: `Answer options of ${question}` }))
    const options = await screen.findByRole('region', { name: `Answer options of ${question}` })
    await user.click(within(options).getByRole('button', { name: 'Add Option' }))
    const form = within(options).getByRole('form', { name: 'Add Option' })

    expect(within(form).getByRole('radio', { name: 'Integer' })).toBeChecked()
    expect(within(form).getByLabelText('Integer value')).toHaveAccessibleDescription(/points this answer counts toward the area's progress/)
    await user.type(within(form).getByLabelText('Label'), 'Often')
    await user.click(within(form).getByRole('button', { name: 'Create' }))
    expect(within(form).getByText('Integer value is required')).toBeInTheDocument()

    await user.type(within(form).getByLabelText('Integer value'), '0')
    expect(within(form).queryByText('Integer value is required')).not.toBeInTheDocument()

    await user.click(within(form).getByRole('radio', { name: 'String' }))
    expect(within(form).queryByLabelText('Integer value')).not.toBeInTheDocument()
    expect(within(form).getByLabelText('String value')).toHaveValue('')
    await user.click(within(form).getByRole('button', { name: 'Create' }))
    expect(within(form).getByText('String value is required')).toBeInTheDocument()
    await user.type(within(form).getByLabelText('String value'), 'often')
    expect(within(form).queryByText('String value is required')).not.toBeInTheDocument()

    await user.click(within(form).getByRole('radio', { name: 'Integer' }))
    expect(within(form).getByLabelText('Integer value')).toHaveValue(null)
    await user.click(within(form).getByRole('radio', { name: 'String' }))
    expect(within(form).getByLabelText('String value')).toHaveValue('')
    await user.type(within(form).getByLabelText('String value'), 'often')
    await user.click(within(form).getByRole('button', { name: 'Create' }))

    expect(await screen.findByText('Option created successfully')).toBeInTheDocument()
    expect(within(rowIn(options, 'Often')).getByText('“often”')).toBeInTheDocument()
    const saved = (await listBands())[0]!.sets[0]!.questions[1]!.options.at(-1)
    expect(saved).toMatchObject({ label: 'Often', value_int: null, value_str: 'often' })

    // spec 4: an existing option with only a string value opens with String preselected.
    await user.click(within(options).getByRole('button', { name: 'Edit option Often' }))
    const edit = within(options).getByRole('form', { name: 'Edit Option' })
    expect(within(edit).getByRole('radio', { name: 'String' })).toBeChecked()
    expect(within(edit).getByLabelText('String value')).toHaveValue('often')
    await user.click(within(edit).getByRole('radio', { name: 'Integer' }))
    await user.type(within(edit).getByLabelText('Integer value'), '0')
    await user.click(within(edit).getByRole('button', { name: 'Update' }))
    expect(await screen.findByText('Option updated successfully')).toBeInTheDocument()
    expect((await listBands())[0]!.sets[0]!.questions[1]!.options.at(-1)).toMatchObject({ value_int: 0, value_str: '' })
  })

  it('keeps only one inline form open at a time', async () => {
    await openBuilder()
    await user.click(screen.getByRole('button', { name: 'Add Band' }))
    expect(screen.getAllByRole('form')).toHaveLength(1)
    expect(screen.getByRole('form', { name: 'Add Band' })).toBeInTheDocument()

    const sets = await expandBand(band0006!.title)
    await user.click(within(sets).getByRole('button', { name: 'Add Question Set' }))
    expect(screen.getAllByRole('form')).toHaveLength(1)
    expect(screen.getByRole('form', { name: 'Add Question Set' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: `Edit band ${band0612!.title}` }))
    expect(screen.getAllByRole('form')).toHaveLength(1)
    const edit = screen.getByRole('form', { name: 'Edit Band' })
    expect(within(edit).getByLabelText('Code')).toHaveValue(band0612!.code)

    await user.click(within(edit).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(row(band0612!.title)).toBeInTheDocument()
  })

  it("band form: the spec's messages, each cleared as its field is edited; Escape cancels", async () => {
    await openBuilder()
    await user.click(screen.getByRole('button', { name: 'Add Band' }))
    const form = screen.getByRole('form', { name: 'Add Band' })
    await user.type(within(form).getByLabelText('Min age (months)'), '-1')
    await user.type(within(form).getByLabelText('Max age (months)'), '-2')
    await user.click(within(form).getByRole('button', { name: 'Create' }))
    expect(within(form).getByText('Title is required')).toBeInTheDocument()
    expect(within(form).getByText('Code is required')).toBeInTheDocument()
    expect(within(form).getByText('Min age must be positive')).toBeInTheDocument()
    expect(within(form).getByText('Max age must be positive')).toBeInTheDocument()

    await user.type(within(form).getByLabelText('Title'), 'Newborn')
    expect(within(form).queryByText('Title is required')).not.toBeInTheDocument()
    expect(within(form).getByText('Code is required')).toBeInTheDocument()
    await user.clear(within(form).getByLabelText('Min age (months)'))
    await user.type(within(form).getByLabelText('Min age (months)'), '3')
    expect(within(form).queryByText('Min age must be positive')).not.toBeInTheDocument()
    await user.clear(within(form).getByLabelText('Max age (months)'))
    await user.type(within(form).getByLabelText('Max age (months)'), '2')
    expect(within(form).getByText('Max age must be greater than min age')).toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Band' })).toHaveFocus())
  })

  it('creates a band with an image: multipart, "Band created successfully", the band at the end with its thumbnail', async () => {
    await openBuilder()
    await user.click(screen.getByRole('button', { name: 'Add Band' }))
    const form = screen.getByRole('form', { name: 'Add Band' })
    await user.type(within(form).getByLabelText('Code'), 'B3648')
    await user.type(within(form).getByLabelText('Title'), '3-4 Years')
    await user.type(within(form).getByLabelText('Min age (months)'), '36')
    await user.type(within(form).getByLabelText('Max age (months)'), '48')
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'goal.png', { type: 'image/png' })
    await user.upload(within(form).getByLabelText('Goal image'), png)
    expect(within(form).getByRole('img', { name: 'Goal image preview' })).toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: 'Create' }))

    expect(await screen.findByText('Band created successfully')).toBeInTheDocument()
    expect(bandTitles().at(-1)).toBe('3-4 Years')
    const created = row('3-4 Years')
    expect(within(created).getByText('36–48 months')).toBeInTheDocument()
    expect(within(created).getByText('0 question sets')).toBeInTheDocument()
    expect(within(created).getByRole('img', { name: 'Goal image of 3-4 Years' }).getAttribute('src')).toMatch(/\/api\/media\/\d+\/$/)
    expect(within(created).queryByRole('img', { name: 'Milestone image of 3-4 Years' })).not.toBeInTheDocument()

    const sets = await expandBand('3-4 Years')
    expect(within(sets).getByText('No question sets yet. Add your first one!')).toBeInTheDocument()
  })

  it('import: a file with a band missing its title is previewed with the error and its path, offers no Apply, and nothing changes', async () => {
    await openBuilder()
    const before = await listBands()
    const bad = new File([JSON.stringify([{ code: 'B9999', age_min_months: 0, age_max_months: 6, sets: [] }])], 'bad.json', {
      type: 'application/json',
    })
    const input = screen.getByLabelText('Milestones JSON file to import')
    expect(input).toHaveAttribute('accept', '.json,application/json')
    await user.upload(input, bad)

    // docs/decisions/044: the dry run's errors, each with where it is; there is nothing to apply.
    // SPEC section 8's 'Error importing milestones' (docs/decisions/048): the dialog's title over the list of errors, and the red toast.
    const dialog = await screen.findByRole('dialog', { name: 'Error importing milestones' })
    expect(within(dialog).getByRole('list', { name: 'Errors in the file' })).toHaveTextContent('bands[0].title: Title is required')
    expect(screen.getAllByText('Error importing milestones')).toHaveLength(2)
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await listBands()).toEqual(before)
    expect(bandTitles()).toEqual(before.map((band) => band.title))
  })

  it('import: refuses a file that is not .json (SPEC section 5)', async () => {
    await openBuilder()
    const loose = userEvent.setup({ delay: null, applyAccept: false })
    await loose.upload(screen.getByLabelText('Milestones JSON file to import'), new File(['code,title'], 'bands.csv', { type: 'text/csv' }))
    expect(await screen.findAllByText('Error importing milestones')).toHaveLength(2)
    expect(screen.getByText('Please choose a .json file.')).toBeInTheDocument()
    expect(bandTitles()).toHaveLength(4)
  })

  it("import: a good file reloads the list: 'Milestones imported successfully'", async () => {
    await openBuilder()
    const bands = await listBands()
    const renamed = bands.map((band, index) => (index === 0 ? { ...band, title: 'Newborn (0-6 Months)' } : band))
    await user.upload(
      screen.getByLabelText('Milestones JSON file to import'),
      new File([JSON.stringify(renamed)], 'milestones.json', { type: 'application/json' }),
    )
    const preview = await screen.findByRole('dialog', { name: 'Import preview' })
    await user.click(within(preview).getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Milestones imported successfully')).toBeInTheDocument()
    await waitFor(() => expect(bandTitles()[0]).toBe('Newborn (0-6 Months)'))
    expect(bandTitles()).toHaveLength(4)
  })

  it("export downloads milestones.json, indented JSON of all bands: 'Milestones exported successfully'", async () => {
    const blobs: Blob[] = []
    vi.mocked(URL.createObjectURL).mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:milestones'
    })
    const clicks: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this)
    })
    await openBuilder()
    await user.click(screen.getByRole('button', { name: 'Export JSON' }))

    expect(await screen.findByText('Milestones exported successfully')).toBeInTheDocument()
    expect(clicks).toHaveLength(1)
    expect(clicks[0]!.download).toBe('milestones.json')
    expect(clicks[0]!.href).toBe('blob:milestones')
    const text = await blobs[0]!.text()
    expect(text).toBe(`${JSON.stringify(await listBands(), null, 2)}\n`)
  })
})

async function openBuilder() {
  await renderApp('/admin-dashboard/milestones', { as: 'admin' })
  await screen.findByRole('list', { name: 'Bands' }, { timeout: 5000 })
}

/** The builder with 0-6 Months' Movement questions open. */
async function openMovementQuestions() {
  await openBuilder()
  const sets = await expandBand(band0006!.title)
  await user.click(within(rowIn(sets, 'Movement')).getByRole('button', { name: 'Questions of Movement' }))
  return screen.findByRole('region', { name: 'Questions of Movement' })
}

const bandList = () => screen.getByRole('list', { name: 'Bands' })
/** The band rows' titles, in screen order. */
const bandTitles = () =>
  within(bandList())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
const row = (name: string) => screen.getByRole('group', { name })
const rowIn = (container: HTMLElement, name: string) => within(container).getByRole('group', { name })

async function expandBand(title: string) {
  await user.click(screen.getByRole('button', { name: `Question sets of ${title}` }))
  return screen.findByRole('region', { name: `Question sets of ${title}` })
}
