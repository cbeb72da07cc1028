import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { Band } from '@/contract/content'
import type { PreviewPick } from '@/domain/questionnaire'
import { questionnairePreviewMachine } from '@/machines/questionnaire-preview.machine'
import { fixtureBand, fixtureQuestions, optionId } from '../model/models/questionnaire.fixtures'

/** The fixture's 0-6 band, a 6-12 band and an inactive 12-24 band with an inactive question. */
const olderBand: Band = { ...fixtureBand, id: 2, code: 'B0612', title: '6-12 Months', age_min_months: 6, age_max_months: 12, order: 1 }
const offBand: Band = {
  ...fixtureBand,
  id: 3,
  code: 'B1224',
  title: '12-24 Months',
  age_min_months: 12,
  age_max_months: 24,
  is_active: false,
  order: 2,
  sets: [{ ...fixtureBand.sets[0]!, questions: [{ ...fixtureBand.sets[0]!.questions[0]!, is_active: false }, fixtureBand.sets[0]!.questions[1]!] }],
}
const bands = [fixtureBand, olderBand, offBand]

function start(pick: PreviewPick) {
  const actor = createActor(questionnairePreviewMachine, { input: { pick } })
  actor.start()
  return actor
}

afterEach(() => vi.unstubAllGlobals())

describe('questionnaire preview machine (docs/product-rules.md#decisions-builder-extras)', () => {
  it('waits for the builder\'s content, then shows the picked band with its active content only', () => {
    const actor = start({ band: 3 })
    expect(actor.getSnapshot().value).toBe('waiting')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    actor.send({ type: 'content.loaded', bands })
    const { value, context } = actor.getSnapshot()
    expect(value).toBe('showing')
    expect(context.choice).toMatchObject({ inactive: true, nearest: false, band: { id: 3 } })
    expect(context.choice!.band.sets[0]!.questions.map((q) => q.id)).toEqual([fixtureQuestions[1]])
  })

  it('for an age, picks the band by the parents\' rule (a shared edge goes to the older band)', () => {
    const actor = start({ age: 6 })
    actor.send({ type: 'content.loaded', bands })
    expect(actor.getSnapshot().context.choice).toMatchObject({ band: { id: 2 }, nearest: false })
  })

  it('says there is no band when none fits (no active band with a range, or the band is gone), and follows a reload', () => {
    const actor = start({ age: 3 })
    actor.send({ type: 'content.loaded', bands: [offBand] })
    expect(actor.getSnapshot().value).toBe('noBand')
    actor.send({ type: 'content.loaded', bands })
    expect(actor.getSnapshot().value).toBe('showing')
    expect(actor.getSnapshot().context.choice?.band.id).toBe(1)
    actor.send({ type: 'content.loaded', bands: [] })
    expect(actor.getSnapshot().value).toBe('noBand')
    expect(actor.getSnapshot().context.choice).toBeNull()
  })

  it('shows the load failure, and waits again on Try again', () => {
    const actor = start({ band: 1 })
    actor.send({ type: 'content.failed' })
    expect(actor.getSnapshot().value).toBe('loadFailed')
    actor.send({ type: 'retry' })
    expect(actor.getSnapshot().value).toBe('waiting')
  })

  it('keeps the admin\'s choices (one per question, offered options only) and sends nothing: it has no actor, and no request is made', () => {
    const fetchSpy = vi.fn(() => Promise.reject(new Error('a preview must not call the server')))
    vi.stubGlobal('fetch', fetchSpy)
    expect(Object.keys(questionnairePreviewMachine.implementations.actors)).toEqual([])

    const actor = start({ band: 1 })
    actor.send({ type: 'content.loaded', bands })
    const [first, second] = fixtureQuestions
    actor.send({ type: 'option.choose', question: first, option: optionId(first, 'Yes') })
    actor.send({ type: 'option.choose', question: first, option: optionId(first, 'Not yet') })
    actor.send({ type: 'option.choose', question: second, option: optionId(second, 'Yes') })
    // Not an option of this question: ignored.
    actor.send({ type: 'option.choose', question: second, option: optionId(first, 'Yes') })
    // What a parent's screen would send on Finish is not an event of the preview.
    actor.send({ type: 'finish' } as never)

    expect(actor.getSnapshot().value).toBe('showing')
    expect(actor.getSnapshot().context.answers).toEqual({ [first]: optionId(first, 'Not yet'), [second]: optionId(second, 'Yes') })
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
