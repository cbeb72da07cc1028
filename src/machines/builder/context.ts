import { assign, type AnyEventObject, type ParameterizedObject } from 'xstate'
import type { Band, Impact } from '@/contract/content'
import type { ImportPlan } from '@/contract/content-import'
import type { HistoryEntry } from '@/domain/content-history'
import type { Level, StatusFilter } from '@/domain/content-levels'

/**
 * What the builder machine holds and what it is sent, shared by its parts
 * (decision 068). The rest of the app imports these from builder.machine.ts.
 */

/** Which inline form is open: the one form of the builder (SPEC: only one at a time). */
export interface FormTarget {
  level: Level
  /** The parent's id (null for bands). */
  parentId: number | null
  /** The item being edited; null when adding. */
  itemId: number | null
  /**
   * The edited item's contentTag when the form opened, sent as If-Match so a save
   * never overwrites a change made meanwhile elsewhere (this tab's own toggle or
   * reorder of the item moves it along); null: the item as the list now shows it
   * (adding, or after a 412 reloaded the list).
   */
  tag: string | null
}

export interface BuilderContext {
  bands: Band[]
  expanded: string[]
  search: string
  filter: StatusFilter
  form: FormTarget | null
  /** Server messages for the open form, the first per field. */
  formErrors: Record<string, string>
  /**
   * The item a delete is being confirmed for, with the parents' answers it touches
   * (docs/decisions/048): null while asked, or when the server cannot say (SPEC's plain question).
   */
  pendingDelete: { level: Level; id: number; parentId: number | null; tag: string | null; impact: Impact | null } | null
  /**
   * docs/decisions/048: the item being switched on or off. Switching off asks first what it
   * touches; parents' answers are confirmed in a dialog, and the toast says they are kept.
   */
  pendingToggle: { level: Level; id: number; impact: Impact | null } | null
  /** The tree before an optimistic toggle or reorder, restored if saving fails (docs/product-rules.md#decisions). */
  rollback: Band[] | null
  /** What the server said about a refused import file. */
  importProblem: string | null
  /**
   * The file chosen for import and the server's dry-run plan for it, while the
   * admin reads the preview (docs/decisions/044); plan null: the server has no dry run (decision 044).
   */
  importPreview: ImportPreview | null
  /**
   * Events the screen sent while a save or a background reload was running, in
   * the order they were made; each is taken as soon as the builder is idle again
   * (a Delete clicked during a toggle's save opens its dialog afterwards, never lost).
   */
  held: HeldEvent[]
  /**
   * Undo and redo (decision 046): the last changes of this visit that can be
   * undone, newest last (at most 20), and the undone ones that can be made
   * again. A new change clears `redo`; an import clears both.
   */
  undo: HistoryEntry[]
  redo: HistoryEntry[]
  /** The toggle or reorder being saved, as it goes on `undo` once saved (its toast offers Undo at once). */
  pendingChange: HistoryEntry | null
}

export interface ImportPreview {
  file: File
  plan: ImportPlan | null
}

export type BuilderEvent =
  | { type: 'retry' }
  /** Reload the list in the background (the tab is back in view, or another tab wrote): README 2026-11-25. */
  | { type: 'refresh' }
  | { type: 'row.toggleExpanded'; key: string }
  /** Expand every row down to the children of `level` (null: collapse everything). */
  | { type: 'rows.expandTo'; level: Level | null }
  | { type: 'search.change'; text: string }
  | { type: 'filter.change'; filter: StatusFilter }
  | { type: 'form.open'; level: Level; parentId: number | null; itemId: number | null }
  | { type: 'form.cancel' }
  | { type: 'form.submit'; values: Record<string, unknown> }
  | { type: 'item.toggle'; level: Level; id: number }
  | { type: 'item.move'; level: Level; parentId: number | null; from: number; to: number }
  | { type: 'item.delete'; level: Level; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  /** docs/decisions/066: deactivating an item parents have answered, confirmed or not. */
  | { type: 'toggle.confirm' }
  | { type: 'toggle.cancel' }
  | { type: 'export' }
  | { type: 'import'; file: File }
  /**
   * Undo the last change (Ctrl+Z), or make the last undone change again
   * (Shift+Ctrl+Z). From a toast, `entry` is the change it was shown for: taken
   * only while that change is still the last one.
   */
  | { type: 'history.undo'; entry?: HistoryEntry }
  | { type: 'history.redo'; entry?: HistoryEntry }
  /** The preview's Apply and Cancel (docs/decisions/044). */
  | { type: 'import.apply' }
  | { type: 'import.cancel' }

export type Of<T extends BuilderEvent['type']> = Extract<BuilderEvent, { type: T }>

/**
 * The events the builder takes only when idle that the screen can send while a
 * save or a background reload runs (a submit cannot: the form's button waits):
 * they wait in `held` until the builder is idle again.
 */
export const heldWhileBusy = ['form.open', 'form.cancel', 'item.toggle', 'item.move', 'item.delete', 'export', 'import', 'history.undo', 'history.redo'] as const
export type HeldEvent = Of<(typeof heldWhileBusy)[number]>

/** What a toast of the builder says, and the change its Undo or Redo button stands for. */
export interface Notice {
  type: 'success' | 'error'
  message: string
  undo?: HistoryEntry
  redo?: HistoryEntry
}

export type Values = Record<string, unknown>

/** Field writes of one level (a toggle, a reorder, an undo or redo); `revert` takes a write back if another of the batch is refused. */
export interface SaveFieldsInput {
  level: Level
  changes: { id: number; fields: Values; tag?: string; revert?: Values }[]
}

export interface SaveInput {
  target: FormTarget
  values: Values
  /** If-Match for an edit. */
  tag?: string
}

/**
 * `assign` typed for the builder, for a part's actions written outside the
 * machine's setup() (decision 068). `TEvent` is the event its transition takes
 * (`DoneActorEvent<Output>` in an onDone, `ErrorActorEvent` in an onError), `TParams` its params.
 */
export const assignBuilder = <TEvent extends AnyEventObject = BuilderEvent, TParams extends ParameterizedObject['params'] | undefined = undefined>(
  assignment: Parameters<typeof assign<BuilderContext, TEvent, TParams, BuilderEvent, never>>[0],
) => assign<BuilderContext, TEvent, TParams, BuilderEvent, never>(assignment)
