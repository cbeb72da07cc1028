import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Band, Impact } from '@/contract/content'
import type { Item, Level } from '@/domain/content-levels'
import { builderMachine, type BuilderEvent, type ImportPreview, type Notice, type SaveInput } from '@/machines/builder.machine'
import { badFilePlan, changePlan, fixtureBands, fixtureQuestion, fixtureSet, jsonFile, noAnswers, oneAnswer, serverFailure, textFile } from '../model/models/builder.fixtures'

/**
 * docs/features/milestone-builder.md: every builder toast of SPEC section 8, word for word, and the
 * builder state that shows it. The texts are listed here as SPEC writes them (not
 * taken from the code), so a text lost or reworded in the code fails this test.
 */
const specErrors = [
  'Error fetching bands',
  'Error saving question set',
  'Error saving question',
  'Error saving option',
  'Error saving band',
  'Error deleting {level}',
  'Error exporting milestones',
  'Error importing milestones',
] as const

const specSuccesses = [
  'Question Set updated successfully',
  'Question Set created successfully',
  'Question updated successfully',
  'Question created successfully',
  'Option updated successfully',
  'Option created successfully',
  'Band updated successfully',
  'Band created successfully',
  '{level} deleted successfully',
  'Milestones exported successfully',
  'Milestones imported successfully',
] as const

type Outcome = 'ok' | 'fail'

/** The builder with each server call answering as told; returns the toasts it showed. */
async function run(events: BuilderEvent[], answers: { load?: Outcome[]; write?: Outcome; preview?: ImportPreview | 'fail'; impact?: Impact } = {}) {
  const loads = [...(answers.load ?? ['ok'])]
  const toasts: Notice[] = []
  const write = <T,>(value: T) => (answers.write === 'fail' ? Promise.reject(serverFailure) : Promise.resolve(value))
  const actor = createActor(
    builderMachine.provide({
      actors: {
        loadBands: fromPromise<Band[]>(async () => {
          if ((loads.shift() ?? 'ok') === 'fail') throw serverFailure
          return fixtureBands
        }),
        saveItem: fromPromise<Item, SaveInput>(({ input }) =>
          write<Item>(input.target.level === 'band' ? fixtureBands[0]! : input.target.level === 'questionSet' ? fixtureSet : input.target.level === 'question' ? fixtureQuestion : fixtureQuestion.options[0]!),
        ),
        deleteItem: fromPromise<void, { level: Level; id: number; tag?: string }>(() => write(undefined)),
        loadImpact: fromPromise<Impact, { level: Level; id: number }>(async () => answers.impact ?? noAnswers),
        exportBands: fromPromise<Band[]>(() => write(fixtureBands)),
        previewImport: fromPromise<ImportPreview, { file: File }>(async () => {
          if (answers.preview === 'fail') throw serverFailure
          return answers.preview ?? { file: jsonFile, plan: changePlan }
        }),
        importFile: fromPromise<unknown, { file: File }>(() => write(undefined)),
      },
      actions: { notify: (_, params) => void toasts.push(params), downloadExport: () => undefined },
    }),
  )
  actor.start()
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }) || s.matches('loadFailed'))
  for (const event of events) {
    actor.send(event)
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) || s.matches({ ready: 'previewing' }) || s.matches({ ready: { confirmingDelete: 'asking' } }) || s.matches({ ready: 'confirmingToggle' }) || s.matches('loadFailed'))
  }
  actor.stop()
  return toasts.map((toast) => `${toast.type}: ${toast.message}`)
}

const levelOf = { Band: 'band', 'Question Set': 'questionSet', Question: 'question', Option: 'option' } as const
const parentOf: Record<Level, number | null> = { band: null, questionSet: 1, question: 11, option: 101 }
const idOf: Record<Level, number> = { band: 1, questionSet: 11, question: 101, option: 1011 }
const openForm = (level: Level, editing: boolean): BuilderEvent => ({ type: 'form.open', level, parentId: parentOf[level], itemId: editing ? idOf[level] : null })
const submit: BuilderEvent = { type: 'form.submit', values: {} }
const deleteOf = (level: Level): BuilderEvent[] => [{ type: 'item.delete', level, id: idOf[level] }, { type: 'delete.confirm' }]

describe('SPEC section 8: every builder toast, where the spec says', () => {
  it('lists the texts the spec lists (eight errors, eleven successes)', () => {
    expect(specErrors).toHaveLength(8)
    expect(specSuccesses).toHaveLength(11)
  })

  it("'Error fetching bands' when the list cannot be loaded", async () => {
    expect(await run([], { load: ['fail'] })).toEqual(['error: Error fetching bands'])
  })

  it.each(Object.entries(levelOf))("'Error saving %s' when a save is refused; '%s created/updated successfully' when saved", async (label, level) => {
    const error = `Error saving ${label.toLowerCase()}`
    expect(specErrors).toContain(error)
    expect(await run([openForm(level, false), submit], { write: 'fail' })).toEqual([`error: ${error}`])
    expect(specSuccesses).toContain(`${label} created successfully`)
    expect(await run([openForm(level, false), submit])).toEqual([`success: ${label} created successfully`])
    expect(specSuccesses).toContain(`${label} updated successfully`)
    expect(await run([openForm(level, true), submit])).toContainEqual(`success: ${label} updated successfully`)
  })

  it.each(Object.values(levelOf))("'Error deleting {level}' and '{level} deleted successfully' for a %s", async (level) => {
    const label = Object.entries(levelOf).find(([, l]) => l === level)![0]
    expect(await run(deleteOf(level), { write: 'fail' })).toEqual([`error: ${'Error deleting {level}'.replace('{level}', label.toLowerCase())}`])
    expect(await run(deleteOf(level))).toEqual([`success: ${'{level} deleted successfully'.replace('{level}', label)}`])
    // docs/decisions/048: what happened to parents' answers follows SPEC's words, never replaces them.
    const [withAnswers] = await run(deleteOf(level), { impact: oneAnswer })
    expect(withAnswers).toMatch(new RegExp(`^success: ${'{level} deleted successfully'.replace('{level}', label)}\\. .*1 answer for 1 child`))
  })

  it("'Milestones exported successfully' and 'Error exporting milestones'", async () => {
    expect(await run([{ type: 'export' }])).toEqual(['success: Milestones exported successfully'])
    expect(await run([{ type: 'export' }], { write: 'fail' })).toEqual(['error: Error exporting milestones'])
  })

  it("'Milestones imported successfully' after Apply; 'Error importing milestones' for a file that is not .json, a file that cannot be imported, a refused preview and a refused import", async () => {
    expect(await run([{ type: 'import', file: jsonFile }, { type: 'import.apply' }])).toEqual(['success: Milestones imported successfully'])
    const importError = 'error: Error importing milestones'
    expect(await run([{ type: 'import', file: textFile }])).toEqual([importError])
    expect(await run([{ type: 'import', file: jsonFile }], { preview: { file: jsonFile, plan: badFilePlan } })).toEqual([importError])
    expect(await run([{ type: 'import', file: jsonFile }], { preview: 'fail' })).toEqual([importError])
    expect(await run([{ type: 'import', file: jsonFile }, { type: 'import.apply' }], { write: 'fail' })).toEqual([importError])
  })
})
