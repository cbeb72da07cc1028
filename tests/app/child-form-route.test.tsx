import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { getChild, listChildren } from '@/api/children.api'
import { renderApp, signIn, user } from '../support/render-app'
import { backend } from '../support/test-backend'

/** The multipart fields the server received for each child write. */
let writes: { method: string; fields: Record<string, string> }[] = []
beforeEach(async () => {
  writes = []
  backend.server.events.on('request:start', ({ request }) => recordChildWrite(request))
  await signIn('parent')
})

describe('/create-child-profile and /edit-child-profile against the mock backend', { timeout: 90_000 }, () => {
  it('registers a child and lands on /congrats; the server stores the name split at the first space, in kg and cm', async () => {
    const { router } = await renderApp(['/client-dashboard', '/create-child-profile'])
    expect(await screen.findByRole('heading', { level: 1, name: 'Register your child' })).toBeInTheDocument()

    await fillNewChild()
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/congrats'))
    const created = (await listChildren()).find((c) => c.first_name === 'Mary')
    expect(created).toMatchObject({
      first_name: 'Mary',
      last_name: 'Jane Smith',
      name: 'Mary Jane Smith',
      sex: 'F',
      age_in_months: 14,
      is_premature: true,
      weeks_premature: 4,
      birth_weight: 3.2,
      weight_kg: 9.98,
      height_cm: 68.6,
      notes: 'Peanut allergy',
      profile_image: null,
    })

    // The multipart payload of docs/product-rules.md#3 as the server received it.
    expect(writes).toHaveLength(1)
    expect(writes[0]?.method).toBe('POST')
    expect(writes[0]?.fields).toMatchObject({
      first_name: 'Mary',
      last_name: 'Jane Smith',
      sex: 'Female',
      weight: '22',
      weight_unit: 'lb',
      height: '27 in',
      height_unit: 'in',
      is_premature: 'true',
      weeks_premature: '4',
      birth_weight: '3200',
      birth_weight_unit: 'g',
      health_conditions: 'Peanut allergy',
    })
    expect(writes[0]?.fields.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(writes[0]?.fields).not.toHaveProperty('profile_image_upload')
  })

  it('edits Olivia: prefilled (70 cm -> 2 ft 4 in, 8.5 kg), sends only the new weight, then goes back one page', async () => {
    const id = await seedChildId('Olivia')
    const { router } = await renderApp(['/client-dashboard', `/edit-child-profile/${id}`])

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit profile' })).toBeInTheDocument()
    expect(textbox('Full name')).toHaveValue('Olivia Carter')
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked()
    expect(select(legendGroup('Height'), 'Feet')).toHaveValue('2')
    expect(select(legendGroup('Height'), 'Inches')).toHaveValue('4')
    expect(textbox('Weight')).toHaveValue('8.5')
    expect(screen.getByLabelText('Weight unit')).toHaveValue('kg')
    expect(select(legendGroup('Age'), 'Years')).toHaveValue('0')
    expect(select(legendGroup('Age'), 'Months')).toHaveValue('9')
    expect(screen.getByRole('img', { name: 'Current photo' })).toBeInTheDocument()

    await user.clear(textbox('Weight'))
    await user.type(textbox('Weight'), '9.1')
    await user.click(screen.getByRole('button', { name: 'Update Profile' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'))
    expect(writes).toStrictEqual([{ method: 'PATCH', fields: { weight: '9.1', weight_unit: 'kg' } }])
    const olivia = await getChild(id)
    expect(olivia.weight_kg).toBe(9.1)
    // Not re-sent, so not rounded through feet and inches.
    expect(olivia.height_cm).toBe(70)
  })

  it("with no page to go back to, an edit lands on the child's profile", async () => {
    const id = await seedChildId('Noah')
    const { router } = await renderApp([`/edit-child-profile/${id}`])
    await screen.findByRole('heading', { level: 1, name: 'Edit profile' })

    await user.clear(textbox('Health conditions'))
    await user.type(textbox('Health conditions'), 'Mild asthma')
    await user.click(screen.getByRole('button', { name: 'Update Profile' }))

    await waitFor(() => expect(router.state.location.pathname).toBe(`/child/${id}`))
    expect((await getChild(id)).notes).toBe('Mild asthma')
  })

  it("a failed save shows 'Error fetching data. Please try again later.', keeps every value, and Save again works", async () => {
    const { router } = await renderApp(['/client-dashboard', '/create-child-profile'])
    await screen.findByRole('heading', { level: 1, name: 'Register your child' })
    await fillNewChild()
    backend.failNext('createChild')

    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data. Please try again later.')
    expect(router.state.location.pathname).toBe('/create-child-profile')
    expect(textbox('Full name')).toHaveValue('Mary Jane Smith')
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked()
    expect(select(legendGroup('Age'), 'Years')).toHaveValue('1')
    expect(select(legendGroup('Age'), 'Months')).toHaveValue('2')
    expect(select(legendGroup('Date of birth'), 'Year')).not.toHaveValue('')
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked()
    expect(screen.getByLabelText('Weeks premature', { selector: 'select' })).toHaveValue('4')
    expect(textbox('Birth weight')).toHaveValue('3200')
    expect(screen.getByLabelText('Birth weight unit')).toHaveValue('g')
    expect(textbox('Weight')).toHaveValue('22')
    expect(screen.getByLabelText('Weight unit')).toHaveValue('lb')
    expect(select(legendGroup('Height'), 'Feet')).toHaveValue('2')
    expect(select(legendGroup('Height'), 'Inches')).toHaveValue('3')
    expect(textbox('Health conditions')).toHaveValue('Peanut allergy')
    expect((await listChildren()).some((c) => c.first_name === 'Mary')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/congrats'))
    expect((await listChildren()).filter((c) => c.first_name === 'Mary')).toHaveLength(1)
  })

  it("a failed load shows 'Error fetching data. Please try again later.' and Try again loads the child", async () => {
    const id = await seedChildId('Liam')
    backend.failNext('getChild')
    await renderApp(['/client-dashboard', `/edit-child-profile/${id}`])

    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data. Please try again later.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit profile' })).toBeInTheDocument()
    expect(textbox('Full name')).toHaveValue('Liam Carter')
    // Liam has no height or weight (docs/product-rules.md#decisions seed): the fields stay empty.
    expect(textbox('Weight')).toHaveValue('')
    expect(select(legendGroup('Height'), 'Feet')).toHaveValue('')
  })
})

const legendGroup = (legend: string) => screen.getByText(legend, { selector: 'legend' }).closest('fieldset') as HTMLElement
const select = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label, { selector: 'select' }) as HTMLSelectElement
const textbox = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement

async function seedChildId(firstName: string): Promise<number> {
  const child = (await listChildren()).find((c) => c.first_name === firstName)
  if (!child) throw new Error(`seed child ${firstName} is missing`)
  return child.id
}

/** Fills the create form as a parent would. */
async function fillNewChild() {
  await user.type(textbox('Full name'), 'Mary Jane Smith')
  await user.click(screen.getByRole('radio', { name: 'Female' }))
  await user.selectOptions(select(legendGroup('Age'), 'Years'), '1')
  await user.selectOptions(select(legendGroup('Age'), 'Months'), '2')
  await user.click(screen.getByRole('radio', { name: 'Yes' }))
  await user.selectOptions(screen.getByLabelText('Weeks premature', { selector: 'select' }), '4')
  await user.type(textbox('Birth weight'), '3200')
  await user.selectOptions(screen.getByLabelText('Birth weight unit'), 'g')
  await user.type(textbox('Weight'), '22')
  await user.selectOptions(screen.getByLabelText('Weight unit'), 'lb')
  await user.selectOptions(select(legendGroup('Height'), 'Feet'), '2')
  await user.selectOptions(select(legendGroup('Height'), 'Inches'), '3')
  await user.type(textbox('Health conditions'), 'Peanut allergy')
}

async function recordChildWrite(request: Request) {
  if (/\/api\/children\/profiles\/(\d+\/)?$/.test(request.url) && request.method !== 'GET') {
    const form = await request.clone().formData()
    const fields: Record<string, string> = {}
    form.forEach((value, key) => {
      fields[key] = typeof value === 'string' ? value : `[file ${value.type}]`
    })
    writes.push({ method: request.method, fields })
  }
}
