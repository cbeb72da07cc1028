import { enqueueActions, fromPromise, type DoneActorEvent, type ErrorActorEvent } from 'xstate'
import { builderTexts } from '@/domain/content-levels'
import * as contentApi from '@/api/content.api'
import { messageOf } from '@/machines/builder/calls'
import { assignBuilder, type BuilderContext, type BuilderEvent, type ImportPreview, type Notice, type Of } from '@/machines/builder/context'

/**
 * The builder's import (decision 044), one part of its machine (decision 068):
 * `idle`'s `import` transitions, the states `importing` (the server's dry run),
 * `previewing` (the admin reads the plan) and `applying` (the import itself), and
 * the actors and guards they name, which builder.machine.ts registers in its setup().
 */

/** The dry run's answer. */
type Done = DoneActorEvent<ImportPreview>

/** The import's two calls, as named actors. */
export const importCalls = {
  previewImport: fromPromise<ImportPreview, { file: File }>(async ({ input }) => {
    const preview = await contentApi.previewImport(input.file)
    return { file: input.file, plan: preview.available ? preview.plan : null }
  }),
  importFile: fromPromise<unknown, { file: File }>(({ input }) => contentApi.importMilestones(input.file)),
}

/** The import's guards, for the machine's setup(). */
export const importGuards = {
  isJsonFile: ({ event }: { event: BuilderEvent }) => (event as Of<'import'>).file.name.toLowerCase().endsWith('.json'),
  /** A file with errors is never applied; without a dry run (plan null) the admin may still import it. */
  canApplyImport: ({ context }: { context: BuilderContext }) => context.importPreview !== null && context.importPreview.plan?.valid !== false,
}

/** A file chosen in idle. */
export const importEvent = [
  { guard: 'isJsonFile', target: 'importing' },
  {
    // docs/product-rules.md#5: import accepts only .json files.
    actions: [assignBuilder({ importProblem: 'Please choose a .json file.' }), { type: 'notify', params: { type: 'error', message: builderTexts.importError } }],
  },
] as const

/** The states of an import, siblings of `idle` under `ready`. */
export const importStates = {
  importing: {
    // docs/decisions/044: choosing a file asks the server for a dry run; nothing changes before Apply.
    tags: ['busy'],
    invoke: {
      src: 'previewImport',
      input: ({ event }: { event: BuilderEvent }) => ({ file: (event as Of<'import'>).file }),
      onDone: {
        target: 'previewing',
        actions: [
          assignBuilder<Done>({ importProblem: null, importPreview: ({ event }) => event.output }),
          // SPEC section 8's toast for a file that cannot be imported (docs/decisions/048); the preview lists why.
          enqueueActions<BuilderContext, Done, undefined, BuilderEvent, never, { type: 'notify'; params: Notice }, never>(({ event, enqueue }) => {
            if (event.output.plan?.valid === false) enqueue({ type: 'notify', params: { type: 'error', message: builderTexts.importError } })
          }),
        ],
      },
      onError: {
        target: 'idle',
        actions: [
          assignBuilder<ErrorActorEvent>({ importProblem: ({ event }) => messageOf(event.error) }),
          { type: 'notify', params: { type: 'error', message: builderTexts.importError } },
        ],
      },
    },
  },
  previewing: {
    on: {
      'import.apply': { guard: 'canApplyImport', target: 'applying' },
      'import.cancel': { target: 'idle', actions: assignBuilder({ importPreview: null }) },
    },
  },
  applying: {
    tags: ['busy'],
    invoke: {
      src: 'importFile',
      input: ({ context }: { context: BuilderContext }) => ({ file: context.importPreview!.file }),
      // docs/product-rules.md#4: import reloads the band list afterwards.
      onDone: {
        target: '#builder.loading',
        // An import may change anything: the history of this visit ends there (decision 046).
        actions: [
          assignBuilder<DoneActorEvent>({ importProblem: null, importPreview: null, undo: [], redo: [] }),
          { type: 'notify', params: { type: 'success', message: builderTexts.imported } },
        ],
      },
      onError: {
        target: 'idle',
        actions: [
          assignBuilder<ErrorActorEvent>({ importProblem: ({ event }) => messageOf(event.error), importPreview: null }),
          { type: 'notify', params: { type: 'error', message: builderTexts.importError } },
        ],
      },
    },
  },
} as const
