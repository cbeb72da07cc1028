import { createActorContext } from '@xstate/react'
import { createContext, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import { builderMachine } from '@/machines/builder.machine'

export type BuilderRef = ActorRefFrom<typeof builderMachine>
export type BuilderSnapshot = ReturnType<BuilderRef['getSnapshot']>

/**
 * The Milestone Builder's one actor (STYLE.md "The builder is one machine"), in its own module
 * (STYLE.md "Do this" 6). The route provides it with the machine's toast and download actions,
 * `<BuilderActor.Provider logic={builderMachine.provide({ actions })}>`; the screen and every row
 * deep in the tree take it from here and select only the slice they show (useSelector).
 */
export const BuilderActor = createActorContext(builderMachine)

/** The builder's actor, inside <BuilderActor.Provider>. */
export function useBuilderRef(): BuilderRef {
  return BuilderActor.useActorRef()
}

/** One Set per `expanded` array, so each row's "am I open?" selector is O(1) (50 x 4 x 10 x 4 content). */
const expandedSets = new WeakMap<readonly string[], ReadonlySet<string>>()
export function expandedSet(expanded: readonly string[]): ReadonlySet<string> {
  let set = expandedSets.get(expanded)
  if (!set) {
    set = new Set(expanded)
    expandedSets.set(expanded, set)
  }
  return set
}

type BuilderEvent = Parameters<BuilderRef['send']>[0]
export type BuilderSend = (event: BuilderEvent) => void

/** The builder's send. Events made while a save runs wait in the machine (`held`) until it is idle. */
export function useBuilderSend(): BuilderSend {
  return useBuilderRef().send
}

/**
 * The coverage section's ways (docs/product-rules.md#decisions-builder-extras): "Preview for age…"
 * (the route opens the preview) and `showBand`, which brings a band's row into view and focuses it
 * (the coverage bar's segments). Each band row's "Preview" is a router Link of its own (row-parts.tsx).
 */
export interface BuilderPreviewApi {
  previewAge: ((months: number) => void) | null
  showBand: (bandId: number) => void
  /** Back from a preview for an age: the age form's button takes focus when it shows. */
  returnToAgeForm: boolean
}

export const BuilderPreviewContext = createContext<BuilderPreviewApi>({ previewAge: null, showBand: () => {}, returnToAgeForm: false })

export const useBuilderPreview = () => useContext(BuilderPreviewContext)
