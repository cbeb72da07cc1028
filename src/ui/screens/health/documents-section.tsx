import type { HealthDocument } from '@/contract/documents'
import { documentFacts, documentKindLabels, documentRoomText, type DocumentFormValues } from '@/domain/documents'
import { longDate } from '@/domain/format'
import type { SectionView } from '@/machines/record-list/record-list-view'
import { Button } from '@/ui/primitives/button'
import type { ConflictField, RecordConflict } from '@/ui/primitives/conflict-panel'
import { Notice } from '@/ui/primitives/notice'
import { ItemList, Lead } from '@/ui/primitives/section'
import { SmallText } from '@/ui/primitives/text'
import { RecordControls, RecordListSection, isBlocked, type RecordAccess, type RecordEvents } from '@/ui/record-list/record-list-section'
import { ItemTitle, RecordCard } from '@/ui/record-list/record-parts'
import { DocumentForm, type DocumentFormState } from '@/ui/screens/health/document-form'

/** What an edit changes (name, kind, date), and a conflict compares. */
export type DocumentDetails = Pick<DocumentFormValues, 'name' | 'kind' | 'date'>

/** The section's view (documents.view.ts, docs/decisions/095): the kit's, in the section's names, and the file on its way. */
export type DocumentsState = SectionView<{
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

export type DocumentsSectionProps = RecordEvents<HealthDocument, DocumentFormValues> &
  RecordAccess & { name: string; today: string; state: DocumentsState; onOpen: (document: HealthDocument, download: boolean) => void }

const done = { added: 'Document uploaded.', saved: 'Document saved.', removed: 'Document deleted.', gone: 'That document had been deleted in another tab or on another device.' }
const words = { loading: 'Loading the documents…', unavailable: 'Documents are not available on this server. Everything else in the app works as usual.', failed: 'The documents could not be loaded.', done }
const failures = { remove: 'The document could not be deleted. Please try again.', open: 'The document could not be opened. Please try again.' }

const fields: readonly ConflictField<DocumentDetails>[] = [
  ['Name', (d) => d.name], ['Kind of document', (d) => (d.kind === '' ? '' : documentKindLabels[d.kind])], ['Date on the document', (d) => longDate(d.date)],
]

/**
 * The Documents section of the health record (docs/decisions/081) on the record-list frame (docs/decisions/095): the
 * child's papers (a vaccination card, a letter after a visit, a lab result), newest first, each opened, downloaded,
 * edited (name, kind, date) or deleted; an upload form; the room left (docs/decisions/085).
 */
export function DocumentsSection(props: DocumentsSectionProps) {
  const { name, canRecord } = props
  const form = (state: Extract<DocumentsState, { status: 'ready' }>) =>
    state.form && <DocumentForm key={state.form.document?.id ?? 'new'} {...state.form} today={props.today} onSubmit={props.onSubmit} onCancel={props.onCancel} />
  return (
    <RecordListSection
      id="health-documents"
      title="Documents"
      view={props.state}
      words={words}
      lead={<Lead>Keep {name}&apos;s health papers in one place: scan or photograph a card or a letter and upload it.</Lead>}
      failure={(state) => state.failed && failures[state.failed]}
      note={!canRecord && `You can open ${name}'s documents. Only the owner and caregivers add them.`}
      empty={(state) => state.documents.length === 0 && 'No document yet.'}
      add={(state) => (canRecord && !state.form?.document ? { label: 'Upload a document', onAdd: props.onAdd } : null)}
      aboveAdd={(state) => canRecord && <DocumentRoom documents={state.documents} />}
      form={(state) => !state.form?.document && form(state)}
    >
      {(state) => (
        <>
          {state.documents.length > 0 && (
            <ItemList aria-label={`${name}'s documents (${state.documents.length})`}>
              {state.documents.map((document) => (
                <RecordCard key={document.id}>
                  <ItemTitle as="h3">{document.name}</ItemTitle>
                  <SmallText>{documentFacts(document)}</SmallText>
                  <RecordControls {...props} record={document} ready={state} fields={fields} form={state.form?.document?.id === document.id && form(state)} what={document.name} verb="Delete" confirm={{ text: 'Delete this document and its file?' }}
                    before={([['Open', false], ['Download', true]] as const).map(([word, download]) => (
                      <Button key={word} variant={download ? 'ghost' : 'secondary'} size="sm" disabled={isBlocked(state)} loading={!download && state.fetching === document.id} onClick={() => props.onOpen(document, download)} aria-label={`${word} ${document.name}`}>
                        {word}
                      </Button>
                    ))}
                  />
                </RecordCard>
              ))}
            </ItemList>
          )}
          <SmallText>Files stay private: only you and the people you share {name} with can open them.</SmallText>
        </>
      )}
    </RecordListSection>
  )
}

/** The room left for the child's documents, near and at the limits (docs/decisions/085). */
function DocumentRoom({ documents }: { documents: readonly HealthDocument[] }) {
  const room = documentRoomText(documents)
  if (!room) return null
  return room.full ? <Notice tone="warning">{room.text}</Notice> : <SmallText>{room.text}</SmallText>
}
