import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import styled from 'styled-components'
import { ancestorsOf, rowKey, visibleBands, type Level } from '@/domain/content-levels'
import { PageContainer } from '@/ui/primitives/card'
import { LoadingState } from '@/ui/primitives/states'
import { Cluster, Stack } from '@/ui/primitives/layout'
import type { PreviewPick } from '@/domain/questionnaire'
import { AgeCoverageSection } from '@/ui/screens/admin/builder/age-coverage'
import { BuilderPreviewContext, type BuilderPreviewApi, type BuilderRef, useBuilderRef, useBuilderSend } from '@/ui/screens/admin/builder/builder-context'
import { BuilderHeader } from '@/ui/screens/admin/builder/builder-header'
import { EmptyBands, ImportProblem, LoadFailed } from '@/ui/screens/admin/builder/builder-states'
import { BuilderToolbar } from '@/ui/screens/admin/builder/builder-toolbar'
import { BuilderTree, type FocusRequest } from '@/ui/screens/admin/builder/builder-tree'
import { DeactivateDialog } from '@/ui/screens/admin/builder/deactivate-dialog'
import { DeleteDialog } from '@/ui/screens/admin/builder/delete-dialog'
import { ImportPreviewDialog } from '@/ui/screens/admin/builder/import-preview-dialog'
import { focusKeys, ItemForm } from '@/ui/screens/admin/builder/item-form'
import { useHistoryKeys } from '@/ui/screens/admin/builder/use-history-keys'

const ListBar = styled(Cluster).attrs({ $wrap: true, $align: 'baseline', $justify: 'between', $gap: 0.5 })`
  column-gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Tip = styled.p`
  display: none;

  ${({ theme }) => theme.media.md} {
    display: block;
  }

  kbd {
    padding: 0 ${({ theme }) => theme.space(0.5)};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-bottom-width: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.ink};
  }
`


const ExpandButton = styled.button`
  min-height: ${({ theme }) => theme.controlHeights.sm};
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
`

/**
 * Expand or collapse every row at once: with large content (50 bands x 4 sets x
 * 10 questions) opening rows one by one is no way to see it. The visible words
 * are part of each accessible name.
 */
const expandChoices: ReadonlyArray<{ level: Level | null; text: string; label: string }> = [
  { level: 'band', text: 'Bands', label: 'Expand all bands' },
  { level: 'questionSet', text: 'Sets', label: 'Expand all bands and sets' },
  { level: 'question', text: 'All', label: 'Expand all' },
  { level: null, text: 'Collapse all', label: 'Collapse all' },
]

function ExpandControls() {
  const send = useBuilderSend()
  return (
    <Cluster $wrap $gap={0.5} role="group" aria-label="Expand or collapse rows">
      <span aria-hidden="true">Expand:</span>
      {expandChoices.map((choice) => (
        <ExpandButton key={choice.text} type="button" aria-label={choice.label} onClick={() => send({ type: 'rows.expandTo', level: choice.level })}>
          {choice.text}
        </ExpandButton>
      ))}
    </Cluster>
  )
}

/** The band list with its Add Band form, summary and empty state; `focusRequest` brings a band's row into view and focuses it. */
function BandsSection({ focusRequest }: { focusRequest: FocusRequest | null }) {
  const ref = useBuilderRef()
  const send = useBuilderSend()
  const bands = useSelector(ref, (s) => s.context.bands)
  const search = useSelector(ref, (s) => s.context.search)
  const filter = useSelector(ref, (s) => s.context.filter)
  const adding = useSelector(ref, ({ context: { form } }) => form !== null && form.level === 'band' && form.itemId === null)
  const visible = useMemo(() => visibleBands(bands, search, filter), [bands, search, filter])
  const filtered = search.trim() !== '' || filter !== 'all'
  const focusKey = focusKeys.add('band', null)

  return (
    <Stack as="section" $gap={1.5} aria-labelledby="builder-bands-heading">
      <ListBar>
        <h2 id="builder-bands-heading" className="visually-hidden">
          Bands
        </h2>
        <p role="status">
          {visible.length === bands.length ? `${bands.length} ${bands.length === 1 ? 'band' : 'bands'}` : `Showing ${visible.length} of ${bands.length} bands`}
        </p>
        <ExpandControls />
        <Tip>
          Reorder: drag a row by its handle, or focus the handle, press <kbd>Space</kbd>, move with <kbd>↑</kbd> <kbd>↓</kbd>, then <kbd>Space</kbd>.
          Undo: <kbd>Ctrl</kbd>+<kbd>Z</kbd>, redo: <kbd>Shift</kbd>+<kbd>Ctrl</kbd>+<kbd>Z</kbd>.
        </Tip>
      </ListBar>
      {adding && <ItemForm level="band" item={null} returnFocusTo={focusKey} />}
      {visible.length > 0 ? (
        <BuilderTree visible={visible} bands={bands} focusRequest={focusRequest} />
      ) : (
        !adding && (
          <EmptyBands
            filtered={filtered}
            onAdd={() => send({ type: 'form.open', level: 'band', parentId: null, itemId: null })}
            onShowAll={() => {
              send({ type: 'search.change', text: '' })
              send({ type: 'filter.change', filter: 'all' })
            }}
          />
        )
      )}
    </Stack>
  )
}

/** The server's word on a refused import, under the header until dismissed or the next import. */
function ImportNotice() {
  const ref = useBuilderRef()
  const problem = useSelector(ref, (s) => s.context.importProblem)
  const importing = useSelector(ref, (s) => s.matches({ ready: 'importing' }))
  const [dismissed, setDismissed] = useState<{ problem: string | null }>({ problem: null })
  // A new attempt shows its outcome even if the same message was dismissed before.
  if (importing && dismissed.problem !== null) setDismissed({ problem: null })
  if (!problem || dismissed.problem === problem) return null
  return <ImportProblem onDismiss={() => setDismissed({ problem })}>{problem}</ImportProblem>
}

function BuilderBody({ focusRequest }: { focusRequest: FocusRequest | null }) {
  const ref = useBuilderRef()
  const send = useBuilderSend()
  const phase = useSelector(ref, (s) => (s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'failed' : 'ready'))
  if (phase === 'loading') return <LoadingState label="Loading milestones..." />
  if (phase === 'failed') return <LoadFailed onRetry={() => send({ type: 'retry' })} />
  return <BandsSection focusRequest={focusRequest} />
}

/** The coverage section, once the list is there: above the search and filter, whose choice it does not follow. */
function CoverageWhenReady() {
  const ready = useSelector(useBuilderRef(), (s) => s.matches('ready'))
  return ready ? <AgeCoverageSection /> : null
}

/** The builder machine's actor comes from <BuilderActor.Provider> (builder-context.ts), which the route renders around the screen. */
export type BuilderScreenProps = {
  /** "Preview for age…": the route opens the preview for a child of this many months. */
  onPreviewAge?: (months: number) => void
  /** The preview the admin came back from: focus goes back to its Preview link (or the age form's button). */
  returnFrom?: PreviewPick | null
  /** A row to open the list down to and focus once the content is in (the admin overview's links). */
  showRow?: { level: Level; id: number } | null
}

/**
 * The ways into the list: a coverage bar segment (a band's row), the way back from the preview (the band's
 * Preview link) and the admin overview's links (any row: its band, set and question are opened first). The
 * row is brought into view and focused; a band the search or filter hides is shown again first.
 */
function useRowFocus(builder: BuilderRef, returnFrom: PreviewPick | null, showRow: { level: Level; id: number } | null) {
  const [request, setRequest] = useState<FocusRequest | null>(() =>
    returnFrom && 'band' in returnFrom ? { level: 'band', id: returnFrom.band, target: 'preview', seq: 0 } : null,
  )
  const showItem = useCallback(
    (level: Level, id: number) => {
      const { bands, search, filter, expanded } = builder.getSnapshot().context
      const above = ancestorsOf(bands, level, id)
      if (!above) return
      const band = level === 'band' ? id : above[0]!.id
      if (!visibleBands(bands, search, filter).some((shown) => shown.id === band)) {
        builder.send({ type: 'search.change', text: '' })
        builder.send({ type: 'filter.change', filter: 'all' })
      }
      for (const row of above) {
        const key = rowKey(row.level, row.id)
        if (!expanded.includes(key)) builder.send({ type: 'row.toggleExpanded', key })
      }
      setRequest((previous) => ({ level, id, target: 'row', seq: (previous?.seq ?? 0) + 1 }))
    },
    [builder],
  )
  const showBand = useCallback((band: number) => showItem('band', band), [showItem])
  // The overview's link: once, when the content is in (the list loads after the page opens).
  const ready = useSelector(builder, (s) => s.matches('ready'))
  const shown = useRef<string | null>(null)
  useEffect(() => {
    if (!ready || !showRow) return
    const key = rowKey(showRow.level, showRow.id)
    if (shown.current === key) return
    shown.current = key
    showItem(showRow.level, showRow.id)
  }, [ready, showRow, showItem])
  return { request, showBand }
}

/**
 * /admin-dashboard/milestones (docs/product-rules.md#2): the Milestone Builder. Band,
 * question set, question and option rows, each expandable, sortable by drag and
 * drop (pointer, touch and keyboard), editable in one inline form, toggleable and
 * deletable; search, status filter, JSON export and import.
 */
export function BuilderScreen({ onPreviewAge, returnFrom = null, showRow = null }: BuilderScreenProps) {
  const builder = useBuilderRef()
  const root = useRef<HTMLDivElement>(null)
  useHistoryKeys(root, builder.send)
  const { request, showBand } = useRowFocus(builder, returnFrom, showRow)
  const preview = useMemo<BuilderPreviewApi>(
    () => ({
      previewAge: onPreviewAge ?? null,
      showBand,
      returnToAgeForm: returnFrom !== null && 'age' in returnFrom,
    }),
    [onPreviewAge, showBand, returnFrom],
  )
  return (
    <BuilderPreviewContext.Provider value={preview}>
      <PageContainer $width="wide">
        <Stack $gap={3} ref={root}>
          <BuilderHeader />
          <ImportNotice />
          <CoverageWhenReady />
          <BuilderToolbar />
          <BuilderBody focusRequest={request} />
        </Stack>
      </PageContainer>
      <DeleteDialog />
      <DeactivateDialog />
      <ImportPreviewDialog />
    </BuilderPreviewContext.Provider>
  )
}
