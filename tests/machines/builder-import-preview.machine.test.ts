import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { builderMachine, type ImportPreview } from '@/machines/builder.machine'
import { badFilePlan, changePlan, fixtureBands } from '../model/models/builder.fixtures'

/** The builder with its import calls recorded: the dry run answers `plan`, the import succeeds. */
function startBuilder(plan: ImportPreview['plan']) {
  const calls = { previews: [] as File[], imports: [] as File[], loads: 0 }
  const actor = createActor(
    builderMachine.provide({
      actors: {
        loadBands: fromPromise(async () => {
          calls.loads += 1
          return fixtureBands
        }),
        previewImport: fromPromise<ImportPreview, { file: File }>(async ({ input }) => {
          calls.previews.push(input.file)
          return { file: input.file, plan }
        }),
        importFile: fromPromise<unknown, { file: File }>(async ({ input }) => {
          calls.imports.push(input.file)
          return { detail: 'Imported 1 band: 0 added, 1 updated.', created: 0, updated: 1 }
        }),
      },
    }),
  )
  actor.start()
  return { actor, calls }
}

const file = new File(['[]'], 'milestones.json', { type: 'application/json' })

describe('builder machine: the import preview (issue #16)', () => {
  it('choosing a file asks for the dry run only; Cancel sends nothing more and forgets the file', async () => {
    const { actor, calls } = startBuilder(changePlan)
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    actor.send({ type: 'import', file })
    const previewing = await waitFor(actor, (s) => s.matches({ ready: 'previewing' }))
    expect(previewing.context.importPreview).toEqual({ file, plan: changePlan })
    actor.send({ type: 'import.cancel' })
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.importPreview).toBeNull()
    expect(calls).toEqual({ previews: [file], imports: [], loads: 1 })
  })

  it('Apply imports the very file that was previewed, once, then reloads the list', async () => {
    const { actor, calls } = startBuilder(changePlan)
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    actor.send({ type: 'import', file })
    await waitFor(actor, (s) => s.matches({ ready: 'previewing' }))
    actor.send({ type: 'import.apply' })
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && calls.loads === 2)
    expect(calls.imports).toEqual([file])
    expect(actor.getSnapshot().context.importPreview).toBeNull()
  })

  it('a file with errors cannot be applied', async () => {
    const { actor, calls } = startBuilder(badFilePlan)
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    actor.send({ type: 'import', file })
    await waitFor(actor, (s) => s.matches({ ready: 'previewing' }))
    actor.send({ type: 'import.apply' })
    expect(actor.getSnapshot().matches({ ready: 'previewing' })).toBe(true)
    expect(calls.imports).toEqual([])
  })

  it('a server without dry runs (plan null): nothing is imported until Apply ("Import without preview")', async () => {
    const { actor, calls } = startBuilder(null)
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
    actor.send({ type: 'import', file })
    await waitFor(actor, (s) => s.matches({ ready: 'previewing' }))
    expect(calls.imports).toEqual([])
    actor.send({ type: 'import.apply' })
    await waitFor(actor, (s) => calls.loads === 2 && s.matches({ ready: 'idle' }))
    expect(calls.imports).toEqual([file])
  })
})
