import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { QuestionnaireScreen, type QuestionnaireScreenProps } from '@/ui/screens/questionnaire/questionnaire-screen'
import { fixtureBand, fixtureQuestions, optionId } from '../model/models/questionnaire.fixtures'
import { renderWithTheme } from './render'

function renderScreen(props: Partial<QuestionnaireScreenProps>) {
  const onChoose = vi.fn()
  const onFinish = vi.fn()
  renderWithTheme(
    <QuestionnaireScreen
      status="answering"
      band={fixtureBand}
      answers={{}}
      onChoose={onChoose}
      onFinish={onFinish}
      onRetry={() => {}}
      back={<a href="/back">Back</a>}
      leave={<a href="/builder">Back to the builder</a>}
      {...props}
    />,
  )
  return { onChoose, onFinish }
}

describe('QuestionnaireScreen in preview mode (docs/product-rules.md#decisions-builder-extras)', () => {
  it('is the parent\'s screen with a "Preview — answers are not saved" banner, the way back where Finish was, and no Finish', async () => {
    const user = userEvent.setup()
    const { onChoose, onFinish } = renderScreen({ preview: { details: <p>This is what a parent sees for 0-6 Months.</p> } })
    const banner = screen.getByRole('status')
    expect(banner).toHaveTextContent('Preview — answers are not saved')
    expect(banner).toHaveTextContent('This is what a parent sees for 0-6 Months.')
    expect(screen.getByRole('heading', { level: 2, name: /Movement/ })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument()
    expect(screen.queryByText('0 of 2 answered')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the builder' })).toBeInTheDocument()

    await user.click(within(screen.getByRole('radiogroup', { name: 'Question 1' })).getByRole('radio', { name: 'Yes' }))
    expect(onChoose).toHaveBeenCalledWith(fixtureQuestions[0], optionId(fixtureQuestions[0], 'Yes'))
    expect(onFinish).not.toHaveBeenCalled()
  })

  it('without preview, the parent sees Finish and the count, and no banner', () => {
    renderScreen({})
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument()
    expect(screen.queryByText('Preview — answers are not saved')).not.toBeInTheDocument()
  })
})
