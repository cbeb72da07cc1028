import { createContext, type ReactNode, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { builderMachine } from '@/machines/builder.machine'

export type BuilderRef = ActorRefFrom<typeof builderMachine>
export type BuilderSnapshot = ReturnType<BuilderRef['getSnapshot']>

/**
 * The builder actor for the rows deep in the tree. ui may not import routes
 * (STYLE.md layers), so the route hands its actor to BuilderScreen, which shares
 * it here; every row then selects only the slice it shows (useSelector).
 */
export const BuilderRefContext = createContext<BuilderRef | null>(null)

export function useBuilderRef(): BuilderRef {
  const ref = useContext(BuilderRefContext)
  if (!ref) throw new Error('useBuilderRef must be used inside <BuilderScreen>')
  return ref
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

/** What the route's preview link takes: the look and the accessible name come from the row. */
export type PreviewLinkProps = { className?: string; 'aria-label': string; title: string; 'data-focus-key': string; children: ReactNode }
/** A router link to the preview of a band as a parent sees it (ui may not import the router). */
export type RenderPreviewLink = (bandId: number, props: PreviewLinkProps) => ReactNode

/**
 * The preview's ways in (docs/product-rules.md#decisions-builder-extras), from the route:
 * each band row's "Preview" link and the coverage section's "Preview for age…";
 * `showBand` brings a band's row into view and focuses it (the coverage bar's segments).
 */
export interface BuilderPreviewApi {
  renderPreviewLink: RenderPreviewLink | null
  previewAge: ((months: number) => void) | null
  showBand: (bandId: number) => void
  /** Back from a preview for an age: the age form's button takes focus when it shows. */
  returnToAgeForm: boolean
}

export const BuilderPreviewContext = createContext<BuilderPreviewApi>({ renderPreviewLink: null, previewAge: null, showBand: () => {}, returnToAgeForm: false })

export const useBuilderPreview = () => useContext(BuilderPreviewContext)
