import type { ReactNode } from 'react'
import type { AddedRow, MayDelete } from '@/domain/child-access'
import type { SectionView } from '@/machines/record-list/record-list-view'
import { Button } from '@/ui/primitives/button'
import { RecordConflictPanel, type ConflictField, type RecordConflict } from '@/ui/primitives/conflict-panel'
import { InlineConfirm } from '@/ui/primitives/inline-confirm'
import { Notice, RetryNotice } from '@/ui/primitives/notice'
import { Section, SectionHeading } from '@/ui/primitives/section'
import { LoadingState } from '@/ui/primitives/states'
import { MutedText } from '@/ui/primitives/text'
import { Row } from '@/ui/record-list/record-parts'

/**
 * The record-list kit's section frame (docs/decisions/095): one frame for every list of a child's records
 * (visits, documents, vaccine doses, reminders). It draws the section's states (loading as a live region, not on
 * this server, failed with Try again), the notice after a write, Add and the open form, and on each record the
 * conflict panel, the form in place or the one inline confirm; the section draws only what is its own.
 */

/** A record: its id, and whether this person added it (docs/decisions/089). */
type Keyed = { id: number } & AddedRow

/** What the frame reads of a section's ready view (the kit's view in the section's names). */
export type RecordListReady<Done extends string = string> = {
  busy: boolean
  form: object | null
  confirming: Keyed | null
  conflict: { theirs: Keyed } | null
  done: Done | null
}

/** The kit's events that every section sends (docs/decisions/095), on a record `R` and its form's values `V`. */
export type RecordEvents<R, V> = {
  onAdd: () => void
  onEdit: (record: R) => void
  onSubmit: (values: V) => void
  onRemove: (record: R) => void
  onCancel: () => void
  onConfirmRemove: () => void
  /** In a conflict: keep mine (or remove anyway), or use theirs (or keep it). */
  onKeepMine: () => void
  onUseTheirs: () => void
}

/** Who may change the records: a viewer (docs/decisions/072) reads only; Remove where the server allows it (docs/decisions/089). */
export type RecordAccess = { canRecord: boolean; mayDelete: MayDelete }

/** Nothing else starts while a form, a confirmation, a write or a conflict is open. */
export const isBlocked = (ready: RecordListReady) => ready.form !== null || ready.busy || ready.confirming !== null || ready.conflict !== null

export type RecordListWords<Done extends string> = {
  loading: string
  /** Said in place of the list on a server without its calls. */
  unavailable: ReactNode
  failed: ReactNode
  /** The notice after a write; 'gone' (removed in another tab or on another device) is a warning. */
  done: Record<Done, string>
}

/** A ready view as the section's own parts get it. */
type Shown<Ready> = { status: 'ready' } & Ready

export type RecordListSectionProps<Done extends string, Ready extends RecordListReady<Done>> = {
  /** The heading's id: the section is named by it, and the page's section links go to it. */
  id: string
  title: string
  view: SectionView<Ready>
  words: RecordListWords<Done>
  /** Under the heading in every state but "not on this server". */
  intro?: ReactNode
  /** Under the heading once the records are here. */
  lead?: ReactNode
  /** A write that failed (a removal, an open), in words; nothing when none did. */
  failure?: (ready: Shown<Ready>) => ReactNode
  /** What a viewer is told (they read only). */
  note?: ReactNode
  /** Nothing to list yet, in words; nothing when there is. */
  empty?: (ready: Shown<Ready>) => ReactNode
  /** What the list says of itself over Add (the room left). */
  aboveAdd?: (ready: Shown<Ready>) => ReactNode
  /** The Add button, when it is offered; `actions` stand beside it. */
  add?: (ready: Shown<Ready>) => { label: string; onAdd: () => void; primary?: boolean } | null
  actions?: ReactNode
  /** Add and the form it opens under the records, not over them. */
  addLast?: boolean
  /** The form open for a new record (a record's own form opens in place, see RecordControls). */
  form?: (ready: Shown<Ready>) => ReactNode
  /** The records, drawn by the section (RecordGroup, RecordCard and RecordControls help). */
  children: (ready: Shown<Ready>) => ReactNode
  /** Under everything, in every state. */
  footer?: (ready: Shown<Ready> | null) => ReactNode
}

export function RecordListSection<Done extends string, Ready extends RecordListReady<Done>>(props: RecordListSectionProps<Done, Ready>) {
  const { id, title, view, words } = props
  const ready = view.status === 'ready' ? view : null
  return (
    <Section $padding="lg" aria-labelledby={id}>
      <SectionHeading id={id}>{title}</SectionHeading>
      {view.status !== 'unavailable' && props.intro}
      {view.status === 'loading' && <LoadingState inline label={words.loading} />}
      {view.status === 'unavailable' && <Notice tone="info">{words.unavailable}</Notice>}
      {view.status === 'failed' && <RetryNotice onRetry={view.onRetry}>{words.failed}</RetryNotice>}
      {ready && <ReadyList {...props} ready={ready} />}
      {props.footer?.(ready)}
    </Section>
  )
}

function ReadyList<Done extends string, Ready extends RecordListReady<Done>>({ ready, words, ...props }: RecordListSectionProps<Done, Ready> & { ready: Shown<Ready> }) {
  const failure = props.failure?.(ready)
  const empty = props.empty?.(ready)
  const add = props.add?.(ready)
  const adding = (
    <>
      {(add || props.actions) && (
        <Row>
          {add && (
            <Button variant={add.primary ? 'primary' : 'secondary'} disabled={isBlocked(ready)} onClick={add.onAdd}>
              {add.label}
            </Button>
          )}
          {props.actions}
        </Row>
      )}
      {props.form?.(ready)}
    </>
  )
  const done: Done | null = ready.done
  return (
    <>
      {props.lead}
      {done && <Notice tone={done === 'gone' ? 'warning' : 'success'}>{words.done[done]}</Notice>}
      {failure && <Notice tone="error">{failure}</Notice>}
      {props.note && <Notice tone="info">{props.note}</Notice>}
      {empty && <MutedText>{empty}</MutedText>}
      {props.aboveAdd?.(ready)}
      {!props.addLast && adding}
      {props.children(ready)}
      {props.addLast && adding}
    </>
  )
}

export type RecordControlsProps<M, R extends Keyed & M> = Omit<RecordEvents<R, M>, 'onAdd' | 'onSubmit'> &
  RecordAccess & {
    /** The record (null: a dose not recorded yet). */
    record: R | null
    ready: RecordListReady & { confirming: R | null; conflict: RecordConflict<R, M> | null }
    /** What a conflict compares (the form's fields). */
    fields: readonly ConflictField<M>[]
    /** The record's form, when it is open in place. */
    form?: ReactNode
    /** The record in its buttons' names: 'the visit of 10 September 2026' gives "Edit the visit of 10 September 2026". */
    what: string
    /** The removal's word on the item's button: Remove, or Delete for a file or a reminder. */
    verb?: string
    /** The question before a removal (its group is named "<verb> <what>?"), and its button's word (Remove). */
    confirm: { text: string; word?: string }
    /** Buttons before Edit (the record's main action, Edit then is quieter) and after Remove. */
    before?: ReactNode
    after?: ReactNode
    /** The record's name in the buttons' words, out of sight, not an aria-label (the reminders: their form beside the list is found by its labels). */
    namesInWords?: boolean
    /** Something else of the section's is open (the vaccination card). */
    blocked?: boolean
    /** A change in conflict is shown beside the section's form, not in the record (the reminders' form is under the list). */
    changeElsewhere?: boolean
  }

/**
 * A record's own part of the frame: someone else's change to it (docs/decisions/086), its form in place, the inline
 * confirm while its removal is asked (CONTRIBUTING.md "Page chrome": the one inline confirm), or else its buttons.
 */
export function RecordControls<M, R extends Keyed & M>(props: RecordControlsProps<M, R>) {
  const { record, ready, what, verb = 'Remove', canRecord } = props
  const mine = record && ready.conflict?.theirs.id === record.id && !(props.changeElsewhere && ready.conflict.write === 'change') ? ready.conflict : null
  const conflict = mine && <RecordConflictPanel conflict={mine} fields={props.fields} busy={ready.busy} onKeepMine={props.onKeepMine} onUseTheirs={props.onUseTheirs} />
  if (props.form)
    return (
      <>
        {conflict}
        {props.form}
      </>
    )
  if (conflict) return conflict
  if (record && ready.confirming?.id === record.id)
    return <InlineConfirm label={`${verb} ${what}?`} text={props.confirm.text} confirm={props.confirm.word ?? 'Remove'} busy={ready.busy} onConfirm={props.onConfirmRemove} onCancel={props.onCancel} />
  const blocked = isBlocked(ready) || props.blocked

  const edit = canRecord && record && (
    <Button variant={props.before ? 'ghost' : 'secondary'} size="sm" disabled={blocked} onClick={() => props.onEdit(record)} aria-label={props.namesInWords ? undefined : `Edit ${what}`}>
      Edit{props.namesInWords && <span className="visually-hidden"> {what}</span>}
    </Button>
  )
  const remove = canRecord && record && props.mayDelete(record) && (
    <Button variant="ghost" size="sm" disabled={blocked} onClick={() => props.onRemove(record)} aria-label={props.namesInWords ? undefined : `${verb} ${what}`}>
      {verb}
      {props.namesInWords && <span className="visually-hidden"> {what}</span>}
    </Button>
  )
  if (!props.before && !edit && !props.after) return null
  return (
    <Row>
      {props.before}
      {edit}
      {remove}
      {props.after}
    </Row>
  )
}
