import type { AnyEventObject } from 'xstate'
import { builderMachine, heldWhileBusy, type BuilderContext } from '@/machines/builder.machine'
import {
  bandChangedIn,
  badFilePlan,
  changePlan,
  editedOptionValues,
  fixtureBands,
  jsonFile,
  newSetValues,
  noAnswers,
  oneAnswer,
  savedOption,
  savedSet,
  serverFailure,
  staleItem,
  textFile,
  titleMissing,
} from './builder.fixtures'
import type { FlowModel } from '../lib/model-registry'

/** The forms the model opens: adding a question set to the band, and editing the first option. */
const addSet = { type: 'form.open', level: 'questionSet', parentId: 1, itemId: null } as const
const editOption = { type: 'form.open', level: 'option', parentId: 101, itemId: 1011 } as const

/** Nothing changed yet: the loaded tree, no form, no search, filter or expansion. */
function isPristine(context: BuilderContext): boolean {
  return (
    JSON.stringify(context.bands) === JSON.stringify(fixtureBands) &&
    context.form === null &&
    context.search === '' &&
    context.filter === 'all' &&
    context.expanded.length === 0 &&
    context.importProblem === null &&
    context.importPreview === null &&
    context.held.length === 0 &&
    context.undo.length === 0 &&
    context.redo.length === 0 &&
    context.pendingChange === null
  )
}

/**
 * The Milestone Builder (docs/product-rules.md#2, #4, #5, #8; docs/product-rules.md#decisions saves and
 * rollbacks), on a one-band tree. Each feature (a form, a toggle, a move, a
 * delete, search, filter, expansion, export, import) starts from the pristine
 * screen, so features do not multiply one another into millions of states,
 * while every transition still gets a path and every path's full context is
 * checked when it is replayed.
 */
const builderModelOf = (offerHeld: boolean, offerNoDryRun = offerHeld): FlowModel<typeof builderMachine> => ({
  name: 'builder',
  machine: builderMachine,
  simplePaths: false,
  // Cycle-free routes through eight busy states and their forms number in the millions.
  simplePathsTractable: false,
  pairPathsTractable: false,
  events: (snapshot) => {
    const context = snapshot.context as BuilderContext
    const answers: AnyEventObject[] = [
      { type: 'done.loadBands', output: fixtureBands },
      { type: 'error.loadBands', error: serverFailure },
      { type: 'done.saveFields', output: [] },
      { type: 'error.saveFields', error: serverFailure },
      { type: 'done.deleteItem', output: undefined },
      { type: 'error.deleteItem', error: serverFailure },
      // docs/decisions/066: what a deactivation or delete touches: nothing answered, one parent's answer, or a server without the call.
      { type: 'done.loadImpact', output: noAnswers },
      { type: 'done.loadImpact', output: oneAnswer },
      { type: 'error.loadImpact', error: serverFailure },
      { type: 'done.exportBands', output: fixtureBands },
      { type: 'error.exportBands', error: serverFailure },
      // docs/decisions/044: the dry run's plan (a change, a file with errors, or a server without dry runs), then Apply's import.
      { type: 'done.previewImport', output: { file: jsonFile, plan: changePlan } },
      { type: 'done.previewImport', output: { file: jsonFile, plan: badFilePlan } },
      ...(offerNoDryRun ? [{ type: 'done.previewImport', output: { file: jsonFile, plan: null } }] : []),
      { type: 'error.previewImport', error: serverFailure },
      { type: 'done.importFile', output: { detail: 'Imported 1 band: 0 added, 1 updated.', created: 0, updated: 1 } },
      { type: 'error.importFile', error: serverFailure },
      { type: 'error.saveItem', error: titleMissing },
      // Another tab or admin changed the item first: 412, the list reloads in the background.
      { type: 'error.saveFields', error: staleItem },
      { type: 'error.deleteItem', error: staleItem },
      { type: 'retry' },
    ]
    // A reload while there is a history answers the list as this tab saved it, or with another admin's change of the
    // band (after which the band's changes can no longer be undone); not the fixture, which this tab's change left behind.
    if (snapshot.matches({ ready: 'refreshing' }) && (context.undo.length > 0 || context.redo.length > 0)) {
      answers.splice(0, 1, { type: 'done.loadBands', output: context.bands }, { type: 'done.loadBands', output: bandChangedIn(context.bands) })
    }
    if (context.form) answers.push({ type: 'form.cancel' })
    if (snapshot.matches({ ready: 'previewing' })) {
      answers.push({ type: 'import.cancel' })
      if (context.importPreview?.plan?.valid !== false) answers.push({ type: 'import.apply' })
    }
    // Only an edit carries If-Match: a create cannot meet a stale item.
    if (context.form?.itemId != null) answers.push({ type: 'error.saveItem', error: staleItem })
    if (context.pendingDelete) answers.push({ type: 'delete.confirm' }, { type: 'delete.cancel' })
    if (snapshot.matches({ ready: 'confirmingToggle' })) answers.push({ type: 'toggle.confirm' }, { type: 'toggle.cancel' })
    // The form's values and the server's answer match the form that is open.
    if (context.form?.level === 'questionSet') {
      answers.push({ type: 'form.submit', values: newSetValues }, { type: 'done.saveItem', output: savedSet })
    } else if (context.form?.level === 'option') {
      answers.push({ type: 'form.submit', values: editedOptionValues }, { type: 'done.saveItem', output: savedOption })
    }
    // While a save runs (or the list reloads), what the screen can still click waits in the machine and is taken
    // once the builder is idle (docs/decisions/043): the row actions during a toggle's save, Export and Import
    // during a background reload (their buttons wait while a save runs).
    const asking = (['confirmingDelete', 'confirmingToggle', 'previewing'] as const).some((state) => snapshot.matches({ ready: state }))
    if (!snapshot.matches({ ready: 'idle' }) && !asking) {
      const waiting = answers.filter((event) => !(heldWhileBusy as readonly string[]).includes(event.type))
      // Only from a change made on the pristine screen: clicks held after held clicks would grow the history without end.
      const firstHold = offerHeld && context.held.length === 0 && context.pendingDelete === null && context.form === null && context.undo.length === 0
      if (snapshot.matches({ ready: 'toggling' }) && firstHold) {
        waiting.push(
          addSet,
          { type: 'form.cancel' },
          { type: 'item.toggle', level: 'band', id: 1 },
          { type: 'item.move', level: 'option', parentId: 101, from: 0, to: 1 },
          { type: 'item.delete', level: 'question', id: 101 },
          // The toast's Undo, clicked while the toggle is saved: taken once it is.
          { type: 'history.undo' },
        )
      }
      // Redo clicked while the undo is saved.
      if (snapshot.matches({ ready: 'undoing' }) && offerHeld && context.held.length === 0 && context.redo.length === 0) {
        waiting.push({ type: 'history.redo' })
      }
      if (snapshot.matches({ ready: 'refreshing' }) && firstHold && context.rollback === null) {
        waiting.push({ type: 'export' }, { type: 'import', file: jsonFile })
      }
      return waiting
    }
    // Undo and redo (Ctrl+Z, Shift+Ctrl+Z) of the change just made; a reload (the tab back in view) meanwhile.
    if (snapshot.matches({ ready: 'idle' }) && context.form === null) {
      if (context.undo.length > 0) answers.push({ type: 'history.undo' })
      if (context.redo.length > 0) answers.push({ type: 'history.redo' })
      if (context.undo.length + context.redo.length > 0) answers.push({ type: 'refresh' })
    }
    // Features start from the idle, pristine screen (a modal dialog or a busy save blocks the rest of the UI).
    if (!isPristine(context) || !snapshot.matches({ ready: 'idle' })) return answers
    return [
      ...answers,
      { type: 'form.submit', values: newSetValues },
      { type: 'row.toggleExpanded', key: 'band:1' },
      { type: 'rows.expandTo', level: 'question' },
      { type: 'search.change', text: 'b00' },
      { type: 'filter.change', filter: 'inactive' },
      addSet,
      editOption,
      { type: 'item.toggle', level: 'band', id: 1 },
      { type: 'item.move', level: 'option', parentId: 101, from: 0, to: 1 },
      { type: 'item.delete', level: 'question', id: 101 },
      { type: 'export' },
      { type: 'import', file: jsonFile },
      { type: 'import', file: textFile },
      { type: 'refresh' },
    ]
  },
  // Events not offered above (a second search, a form opened over another) are left out.
  filterEvents: (snapshot, event) => {
    const offered = builderModelOf(offerHeld, offerNoDryRun).events
    const list = typeof offered === 'function' ? offered(snapshot) : offered
    return list.some((candidate) => candidate.type === event.type)
  },
})

export const builderModel = builderModelOf(true)

/**
 * The model the browser runs: the same, without clicks made while a save runs. In a
 * browser a path cannot say which of two saves in flight a forced failure or a
 * change made behind the screen's back should meet; the machine paths above cover
 * those transitions, and tests/app/builder-screen.test.tsx clicks during a save. The demo's
 * server always has dry runs: a server without them is tested in tests/app/builder-import-preview.test.tsx.
 */
export const builderUiModel = { ...builderModelOf(false, false), name: 'builder' }
