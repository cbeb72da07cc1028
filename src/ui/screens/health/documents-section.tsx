import styled from 'styled-components'
import type { HealthDocument } from '@/contract/documents'
import { documentFacts, documentKindLabels, documentRoomText, type DocumentFormValues } from '@/domain/documents'
import { longDate } from '@/domain/format'
import { Button } from '@/ui/primitives/button'
import { RecordConflictPanel, type ConflictField, type RecordConflict } from '@/ui/primitives/conflict-panel'
import { Notice, RetryNotice } from '@/ui/primitives/notice'
import { type OptionalSectionState } from '@/ui/primitives/states'
import { ItemCard, ItemList, Lead, Section, SectionHeading } from '@/ui/primitives/section'
import { DocumentForm, type DocumentFormState } from '@/ui/screens/health/document-form'
import { ConfirmRemove, ItemTitle, Row, Small } from '@/ui/screens/health/health-parts'
import type { MayDelete } from '@/domain/child-access'

const Item = styled(ItemCard)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.75)};
`

export type DocumentsState = OptionalSectionState<{
  documents: readonly HealthDocument[]
  /** The open form: null closed; `document` null for an upload. */
  form: DocumentFormState | null
  confirming: HealthDocument | null
  /** The document whose file is on its way (to open or download). */
  fetching: number | null
  busy: boolean
  failed: 'remove' | 'open' | null
  done: 'added' | 'saved' | 'removed' | 'gone' | null
  /** Someone else changed the document being renamed or deleted (docs/decisions/086): their version and this parent's. */
  conflict: RecordConflict<HealthDocument, DocumentDetails> | null
}>

/** What an edit changes (name, kind, date), and a conflict compares. */
export type DocumentDetails = Pick<DocumentFormValues, 'name' | 'kind' | 'date'>

export type DocumentsSectionProps = {
  name: string
  today: string
  state: DocumentsState
  /** A viewer (docs/decisions/072) opens and downloads only. */
  canRecord: boolean
  /** Delete is offered only where the server allows it (docs/decisions/089: a caregiver deletes what they added). */
  mayDelete: MayDelete
  onAdd: () => void
  onEdit: (document: HealthDocument) => void
  onSubmit: (values: DocumentFormValues) => void
  onCancel: () => void
  onRemove: (document: HealthDocument) => void
  onConfirmRemove: () => void
  onOpen: (document: HealthDocument, download: boolean) => void
  /** In a conflict: keep mine (or delete anyway), or use theirs (or keep it). */
  onKeepMine: () => void
  onUseTheirs: () => void
}

const doneText = {
  added: 'Document uploaded.',
  saved: 'Document saved.',
  removed: 'Document deleted.',
  gone: 'That document had been deleted in another tab or on another device.',
} as const

type Ready = Extract<DocumentsState, { status: 'ready' }>

const documentConflictFields: readonly ConflictField<DocumentDetails>[] = [
  ['Name', (d) => d.name],
  ['Kind of document', (d) => (d.kind === '' ? '' : documentKindLabels[d.kind])],
  ['Date on the document', (d) => longDate(d.date)],
]

/** Nothing else starts while a form, a confirmation, a write or a conflict is open. */
const isBlocked = (state: Ready) => state.form !== null || state.busy || state.confirming !== null || state.conflict !== null

/**
 * The Documents section of the health record (docs/decisions/081): the child's papers (a vaccination card, a letter
 * after a visit, a lab result), newest first, each opened, downloaded, edited (name, kind, date) or deleted; an upload form.
 */
export function DocumentsSection(props: DocumentsSectionProps) {
  const { name, state } = props
  return (
    <Section $padding="lg" aria-labelledby="health-documents">
      <SectionHeading id="health-documents">Documents</SectionHeading>
      {state.status === 'loading' && <Lead>Loading the documents…</Lead>}
      {state.status === 'unavailable' && <Notice tone="info">Documents are not available on this server. Everything else in the app works as usual.</Notice>}
      {state.status === 'failed' && <RetryNotice onRetry={state.onRetry}>The documents could not be loaded.</RetryNotice>}
      {state.status === 'ready' && <ReadyDocuments {...props} state={state} />}
      {state.status === 'ready' && !props.canRecord && <Notice tone="info">You can open {name}&apos;s documents. Only the owner and caregivers add them.</Notice>}
    </Section>
  )
}

function ReadyDocuments({ state, ...props }: Omit<DocumentsSectionProps, 'state'> & { state: Ready }) {
  const blocked = isBlocked(state)
  return (
    <>
      <Lead>Keep {props.name}&apos;s health papers in one place: scan or photograph a card or a letter and upload it.</Lead>
      {state.done && <Notice tone={state.done === 'gone' ? 'warning' : 'success'}>{doneText[state.done]}</Notice>}
      {state.failed === 'remove' && <Notice tone="error">The document could not be deleted. Please try again.</Notice>}
      {state.failed === 'open' && <Notice tone="error">The document could not be opened. Please try again.</Notice>}
      {state.documents.length === 0 && <p>No document yet.</p>}
      {props.canRecord && <DocumentRoom documents={state.documents} />}
      {props.canRecord && !state.form?.document && (
        <Row>
          <Button variant="secondary" disabled={blocked} onClick={props.onAdd}>
            Upload a document
          </Button>
        </Row>
      )}
      {state.form && !state.form.document && <DocumentForm {...state.form} today={props.today} onSubmit={props.onSubmit} onCancel={props.onCancel} />}
      {state.documents.length > 0 && (
        <ItemList aria-label={`${props.name}'s documents (${state.documents.length})`}>
          {state.documents.map((document) => (
            <DocumentItem key={document.id} document={document} state={state} {...props} />
          ))}
        </ItemList>
      )}
      <Small>Files stay private: only you and the people you share {props.name} with can open them.</Small>
    </>
  )
}

/** The room left for the child's documents, near and at the limits (docs/decisions/085). */
function DocumentRoom({ documents }: { documents: readonly HealthDocument[] }) {
  const room = documentRoomText(documents)
  if (!room) return null
  return room.full ? <Notice tone="warning">{room.text}</Notice> : <Small>{room.text}</Small>
}

function DocumentItem(props: Omit<DocumentsSectionProps, 'state' | 'name'> & { document: HealthDocument; state: Ready }) {
  const { document, state, canRecord, mayDelete, today, onEdit, onSubmit, onCancel, onRemove, onConfirmRemove, onOpen } = props
  const blocked = isBlocked(state)
  const conflict = state.conflict?.theirs.id === document.id ? state.conflict : null
  const fetching = state.fetching === document.id
  return (
    <Item>
      <ItemTitle as="h3">{document.name}</ItemTitle>
      <Small>{documentFacts(document)}</Small>
      {conflict && (
        <RecordConflictPanel conflict={conflict} fields={documentConflictFields} busy={state.busy} onKeepMine={props.onKeepMine} onUseTheirs={props.onUseTheirs} />
      )}
      {state.form?.document?.id === document.id ? (
        <DocumentForm key={document.id} {...state.form} today={today} onSubmit={onSubmit} onCancel={onCancel} />
      ) : conflict ? null : state.confirming?.id === document.id ? (
        <ConfirmRemove label={`Delete ${document.name}?`} text="Delete this document and its file?" busy={state.busy} onConfirm={onConfirmRemove} onCancel={onCancel} />
      ) : (
        <Row>
          <Button variant="secondary" size="sm" disabled={blocked} loading={fetching} onClick={() => onOpen(document, false)} aria-label={`Open ${document.name}`}>
            Open
          </Button>
          <Button variant="ghost" size="sm" disabled={blocked} onClick={() => onOpen(document, true)} aria-label={`Download ${document.name}`}>
            Download
          </Button>
          {canRecord && (
            <>
              <Button variant="ghost" size="sm" disabled={blocked} onClick={() => onEdit(document)} aria-label={`Edit ${document.name}`}>
                Edit
              </Button>
              {mayDelete(document) && (
                <Button variant="ghost" size="sm" disabled={blocked} onClick={() => onRemove(document)} aria-label={`Delete ${document.name}`}>
                  Delete
                </Button>
              )}
            </>
          )}
        </Row>
      )}
    </Item>
  )
}
