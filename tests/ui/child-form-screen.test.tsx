import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emptyChildFormValues, type ChildFormValues } from '@/domain/child-form'
import { ChildFormScreen, type ChildFormScreenProps } from '@/ui/screens/child-form/child-form-screen'
import { renderWithTheme } from './render'

// A fixed "today": 15 May 2025.
const today = new Date(2025, 4, 15)
const user = userEvent.setup({ delay: null })

afterEach(cleanup)
beforeEach(() => {
  Object.assign(URL, {
    createObjectURL: vi.fn(() => 'blob:preview-1'),
    revokeObjectURL: vi.fn(),
  })
})

function renderForm(props: Partial<ChildFormScreenProps> = {}) {
  const onSubmit = vi.fn<(values: ChildFormValues) => void>()
  const onCancel = vi.fn()
  const view = renderWithTheme(
    <ChildFormScreen
      mode="create"
      initialValues={emptyChildFormValues}
      busy={false}
      onSubmit={onSubmit}
      onCancel={onCancel}
      today={today}
      {...props}
    />,
  )
  return { ...view, onSubmit, onCancel }
}

// Label and legend queries: getByRole over a form this size is slow in jsdom.
const group = (legend: string) => screen.getByText(legend, { selector: 'legend' }).closest('fieldset') as HTMLElement
const select = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label, { selector: 'select' }) as HTMLSelectElement
const age = () => group('Age')
const dob = () => group('Date of birth')

async function chooseDob(day: string, month: string, year: string) {
  await user.selectOptions(select(dob(), 'Day'), day)
  await user.selectOptions(select(dob(), 'Month'), month)
  await user.selectOptions(select(dob(), 'Year'), year)
}

describe('ChildFormScreen', { timeout: 60_000 }, () => {
  it('reads Save when creating and Update Profile when editing (SPEC section 2)', () => {
    renderForm()
    expect(screen.getByRole('heading', { level: 1, name: 'Register your child' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit')
    cleanup()

    renderForm({ mode: 'edit' })
    expect(screen.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Update Profile' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  })

  it('offers the ranges of SPEC section 3: 0-17 years, 0-11 months, days 1-31, the last 20 years, 0-7 ft, 0-11 in', () => {
    renderForm()
    const options = (el: HTMLSelectElement) => [...el.options].map((o) => o.value).filter(Boolean)
    expect(options(select(age(), 'Years'))).toHaveLength(18)
    expect(options(select(age(), 'Months'))).toHaveLength(12)
    expect(options(select(dob(), 'Day'))).toHaveLength(31)
    expect(options(select(dob(), 'Month'))).toHaveLength(12)
    expect(options(select(dob(), 'Year'))).toStrictEqual([...Array(20).keys()].map((n) => String(2025 - n)))
    expect(options(select(group('Height'), 'Feet'))).toStrictEqual(['0', '1', '2', '3', '4', '5', '6', '7'])
    expect(options(select(group('Height'), 'Inches'))).toHaveLength(12)
  })

  it('setting years and months of age sets the date of birth that many months before today (SPEC section 4)', async () => {
    renderForm()
    await user.selectOptions(select(age(), 'Years'), '1')
    // One part chosen: the blank other becomes 0 (docs/decisions/032), so the date of birth follows already.
    expect(select(age(), 'Months')).toHaveValue('0')
    expect(select(dob(), 'Year')).toHaveValue('2024')
    expect(select(dob(), 'Month')).toHaveValue('5')

    await user.selectOptions(select(age(), 'Months'), '3')
    expect(select(dob(), 'Day')).toHaveValue('15')
    expect(select(dob(), 'Month')).toHaveValue('2')
    expect(select(dob(), 'Year')).toHaveValue('2024')
  })

  it('a full valid date of birth sets the age in years and months', async () => {
    renderForm()
    await chooseDob('20', '3', '2023')
    expect(select(age(), 'Years')).toHaveValue('2')
    expect(select(age(), 'Months')).toHaveValue('1')

    // Changing one part of the date updates the age again.
    await user.selectOptions(select(dob(), 'Year'), '2024')
    expect(select(age(), 'Years')).toHaveValue('1')
    expect(select(age(), 'Months')).toHaveValue('1')
  })

  it('an invalid date of birth (31 February) leaves the age alone', async () => {
    renderForm()
    await chooseDob('30', '1', '2024')
    expect(select(age(), 'Years')).toHaveValue('1')
    expect(select(age(), 'Months')).toHaveValue('3')

    await user.selectOptions(select(dob(), 'Month'), '2')
    expect(select(dob(), 'Month')).toHaveValue('2')
    expect(select(age(), 'Years')).toHaveValue('1')
    expect(select(age(), 'Months')).toHaveValue('3')
  })

  it('shows weeks premature only when premature is Yes (default No)', async () => {
    renderForm()
    const premature = group('Was your child born premature?')
    expect(within(premature).getByRole('radio', { name: 'No' })).toBeChecked()
    expect(screen.queryByRole('combobox', { name: /Weeks premature/ })).not.toBeInTheDocument()

    await user.click(within(premature).getByRole('radio', { name: 'Yes' }))
    const weeks = screen.getByRole('combobox', { name: /Weeks premature/ }) as HTMLSelectElement
    expect([...weeks.options].map((o) => o.value).filter(Boolean)).toStrictEqual([...Array(20).keys()].map((n) => String(n + 1)))

    await user.click(within(premature).getByRole('radio', { name: 'No' }))
    expect(screen.queryByRole('combobox', { name: /Weeks premature/ })).not.toBeInTheDocument()
  })

  it('shows the errors under the fields on submit and sends nothing', async () => {
    const { onSubmit } = renderForm()
    await user.click(screen.getByRole('radio', { name: 'Yes' }))
    await user.type(screen.getByRole('textbox', { name: 'Weight' }), 'heavy')
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByText("Please enter the child's name")).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      expect.stringContaining("Please enter the child's name"),
    )
    expect(screen.getByText('Please choose a sex')).toBeInTheDocument()
    expect(dob()).toHaveAccessibleDescription('Please enter a valid date of birth')
    expect(screen.getByText('Please choose how many weeks early (1 to 20)')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Weight' })).toHaveAccessibleDescription('Please enter the weight as a number, e.g. 8.5')
    expect(onSubmit).not.toHaveBeenCalled()
    // The first field that needs attention gets the focus.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus())

    // Then the messages follow the typing.
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada')
    expect(screen.queryByText("Please enter the child's name")).not.toBeInTheDocument()
    await user.selectOptions(select(dob(), 'Day'), '20')
    await user.selectOptions(select(dob(), 'Month'), '5')
    await user.selectOptions(select(dob(), 'Year'), '2025')
    expect(dob()).toHaveAccessibleDescription('Date of birth cannot be in the future')
  })

  it('hands every value to onSubmit', async () => {
    const { onSubmit } = renderForm()
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Mary Jane Smith')
    await user.click(screen.getByRole('radio', { name: 'Female' }))
    await chooseDob('2', '3', '2024')
    await user.click(screen.getByRole('radio', { name: 'Yes' }))
    await user.selectOptions(screen.getByRole('combobox', { name: /Weeks premature/ }), '4')
    await user.type(screen.getByRole('textbox', { name: 'Birth weight' }), '2900')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Birth weight unit' }), 'g')
    await user.type(screen.getByRole('textbox', { name: 'Weight' }), '8.5')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Weight unit' }), 'lb')
    await user.selectOptions(select(group('Height'), 'Feet'), '2')
    await user.selectOptions(select(group('Height'), 'Inches'), '3')
    await user.type(screen.getByRole('textbox', { name: 'Health conditions' }), 'None so far')

    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0]).toStrictEqual({
      ...emptyChildFormValues,
      fullName: 'Mary Jane Smith',
      sex: 'Female',
      ageYears: 1,
      ageMonths: 2,
      dobDay: 2,
      dobMonth: 3,
      dobYear: 2024,
      isPremature: true,
      weeksPremature: 4,
      birthWeight: '2900',
      birthWeightUnit: 'g',
      weight: '8.5',
      weightUnit: 'lb',
      heightFeet: 2,
      heightInches: 3,
      healthConditions: 'None so far',
    })
  })

  it('previews a chosen photo and removes it again', async () => {
    const { onSubmit } = renderForm({
      initialValues: { ...emptyChildFormValues, fullName: 'Ada', sex: 'Female', dobDay: 1, dobMonth: 1, dobYear: 2025 },
    })
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'ada.png', { type: 'image/png' })
    const input = screen.getByLabelText('Profile photo')
    expect(input).toHaveAttribute('accept', 'image/*')

    await user.upload(input, photo)
    expect(await screen.findByRole('img', { name: 'Preview of the chosen photo' })).toHaveAttribute('src', 'blob:preview-1')
    expect(URL.createObjectURL).toHaveBeenCalledWith(photo)

    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0].image).toBe(photo)

    await user.click(screen.getByRole('button', { name: 'Remove photo' }))
    expect(screen.queryByRole('img', { name: 'Preview of the chosen photo' })).not.toBeInTheDocument()
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1')
  })

  it('shows the current photo when editing; Remove photo marks it cleared', async () => {
    const initialValues: ChildFormValues = {
      ...emptyChildFormValues,
      fullName: 'Olivia Carter',
      sex: 'Female',
      dobDay: 1,
      dobMonth: 8,
      dobYear: 2024,
    }
    // A static picture: an upload of the API would be fetched with the token first (docs/decisions/050).
    const { onSubmit } = renderForm({ mode: 'edit', initialValues, currentPhotoUrl: '/seed/child-olivia.svg' })
    expect(screen.getByRole('img', { name: 'Current photo' })).toHaveAttribute('src', '/seed/child-olivia.svg')

    await user.click(screen.getByRole('button', { name: 'Remove photo' }))
    expect(screen.queryByRole('img', { name: 'Current photo' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Update Profile' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ image: null, imageCleared: true })
  })

  it("a save failure shows 'Error fetching data. Please try again later.' and the server's message under its field", async () => {
    const initialValues: ChildFormValues = {
      ...emptyChildFormValues,
      fullName: 'Ada Lovelace',
      sex: 'Female',
      dobDay: 1,
      dobMonth: 1,
      dobYear: 2025,
    }
    const { rerender, onSubmit } = renderForm({ initialValues })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))

    rerender(
      <ChildFormScreen
        mode="create"
        initialValues={initialValues}
        busy={false}
        saveError="Error fetching data. Please try again later."
        fieldErrors={{ fullName: 'First name is required.' }}
        onSubmit={onSubmit}
        onCancel={() => undefined}
        today={today}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching data. Please try again later.')
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace')
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      expect.stringContaining('First name is required.'),
    )

    // The server's message goes once the field is changed.
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), ' King')
    expect(screen.queryByText('First name is required.')).not.toBeInTheDocument()
  })

  it('shows the submit button loading while busy, and Cancel calls onCancel', async () => {
    const { onCancel } = renderForm({ busy: true })
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })
})
