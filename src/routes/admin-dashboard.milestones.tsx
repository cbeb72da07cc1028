import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Level } from '@/domain/content-levels'
import type { PreviewPick } from '@/domain/questionnaire'
import { exportFileContent } from '@/api/content.api'
import type { HistoryDirection, HistoryEntry } from '@/domain/content-history'
import { builderMachine, type BuilderContext, type BuilderEvent, type Notice } from '@/machines/builder.machine'
import { BuilderPreview } from '@/routes/-lib/builder-preview'
import { useRefreshOnReturn } from '@/routes/-lib/use-refresh-on-return'
import { type ToastApi, useToast } from '@/ui/primitives/toast-context'
import { BuilderActor } from '@/ui/screens/admin/builder/builder-context'
import { BuilderScreen } from '@/ui/screens/admin/builder/builder-screen'
import { downloadFile } from '@/routes/-lib/download-file'

export interface BuilderSearch {
  /** ?previewBand=ID: the questionnaire as a parent sees that band (docs/product-rules.md#decisions-builder-extras). */
  previewBand?: number
  /** ?previewAge=N: the questionnaire a parent of a child N months old is shown (the parents' band rule). */
  previewAge?: number
  /** ?show=question:12: a row to open the list down to and focus (the admin overview's links, decision 061). */
  show?: string
}

const showPattern = /^(band|questionSet|question|option):([1-9]\d*)$/

/** The row ?show= names, or null. */
function rowToShow(search: BuilderSearch): { level: Level; id: number } | null {
  const match = search.show === undefined ? null : showPattern.exec(search.show)
  return match ? { level: match[1] as Level, id: Number(match[2]) } : null
}

/**
 * docs/product-rules.md#2 Milestone Builder. The admin guard of the parent route runs
 * first. The machine loads, saves, reorders, imports and exports; this route
 * gives it the two effects that belong to the page: toasts and the download.
 */
export const Route = createFileRoute('/admin-dashboard/milestones')({
  // The preview is this route's second view, not a route of its own: it shows the builder's loaded
  // content, and the builder (list, search, open rows, form) is as it was when the admin comes back (docs/decisions/045).
  validateSearch: (search: Record<string, unknown>): BuilderSearch => {
    const band = Number(search.previewBand)
    if (Number.isInteger(band) && band > 0) return { previewBand: band }
    if (typeof search.show === 'string' && showPattern.test(search.show)) return { show: search.show }
    const age = search.previewAge === '' || search.previewAge === null ? NaN : Number(search.previewAge)
    // Any whole number of months (the form asks for 0 to 240; an older age shows the nearest band). Checked by
    // hand: validateSearch stays in the entry's route tree, where the contract would bring zod along.
    return Number.isInteger(age) && age >= 0 ? { previewAge: age } : {}
  },
  component: MilestoneBuilderPage,
})

function pickOf(search: BuilderSearch): PreviewPick | null {
  if (search.previewBand !== undefined) return { band: search.previewBand }
  if (search.previewAge !== undefined) return { age: search.previewAge }
  return null
}

const keyShortcuts = { undo: 'Control+Z Meta+Z', redo: 'Control+Shift+Z Meta+Shift+Z' } as const

/**
 * The builder's toasts. One toast at a time offers Undo or Redo: the newest
 * change's (decision 046). It goes when its change is no longer the one Undo (or
 * Redo) would take (the save failed, it was undone, refused, or a newer change
 * came), and with the page.
 */
class BuilderToasts {
  private offered: { id: string; direction: HistoryDirection; entry: HistoryEntry } | null = null

  constructor(private readonly toast: ToastApi) {}

  notify(send: (event: BuilderEvent) => void, { type, message, undo, redo }: Notice) {
    const entry = undo ?? redo
    if (!entry) {
      this.toast.show(message, type)
      return
    }
    this.withdraw()
    const direction: HistoryDirection = undo ? 'undo' : 'redo'
    const id = this.toast.show(message, type, {
      action: {
        label: undo ? 'Undo' : 'Redo',
        keyShortcuts: keyShortcuts[direction],
        onAction: () => send(direction === 'undo' ? { type: 'history.undo', entry } : { type: 'history.redo', entry }),
      },
    })
    this.offered = { id, direction, entry }
  }

  /** The change being saved, or the last one of its stack, is still the one the toast offers. */
  follow(context: BuilderContext) {
    const offer = this.offered
    if (!offer) return
    const current = offer.direction === 'undo' ? context.pendingChange === offer.entry || context.undo.at(-1) === offer.entry : context.redo.at(-1) === offer.entry
    if (!current) this.withdraw()
  }

  withdraw() {
    if (this.offered) this.toast.dismiss(this.offered.id)
    this.offered = null
  }
}

function MilestoneBuilderPage() {
  const toast = useToast()
  const [toasts] = useState(() => new BuilderToasts(toast))
  const logic = useMemo(
    () =>
      builderMachine.provide({
        actions: {
          notify: ({ self }, notice) => toasts.notify((event) => self.send(event), notice),
          downloadExport: (_, { bands }) => // docs/product-rules.md#3: the export file is milestones.json, indented JSON of all bands.
        downloadFile('milestones.json', exportFileContent(bands), 'application/json'),
        },
      }),
    [toasts],
  )
  return (
    <BuilderActor.Provider logic={logic}>
      <BuilderPage toasts={toasts} />
    </BuilderActor.Provider>
  )
}

function BuilderPage({ toasts }: { toasts: BuilderToasts }) {
  const builder = BuilderActor.useActorRef()
  const navigate = useNavigate()
  // docs/decisions/031: back in view, the list reloads in the background (taken only while idle: a running save goes first).
  useRefreshOnReturn(() => builder.send({ type: 'refresh' }))
  useEffect(() => {
    const subscription = builder.subscribe((snapshot) => toasts.follow(snapshot.context))
    return () => {
      subscription.unsubscribe()
      toasts.withdraw()
    }
  }, [builder, toasts])
  const search = Route.useSearch()
  const pick = useMemo(() => pickOf(search), [search])
  // The preview last shown: back in the builder, focus returns to the control that opened it.
  const [returnFrom, setReturnFrom] = useState<PreviewPick | null>(null)
  if (pick && JSON.stringify(pick) !== JSON.stringify(returnFrom)) setReturnFrom(pick)
  const showRow = useMemo(() => rowToShow(search), [search])
  const onPreviewAge = useCallback((months: number) => void navigate({ to: '/admin-dashboard/milestones', search: { previewAge: months } }), [navigate])

  // The builder's actor (its list, search, open rows and form) lives on while the preview shows.
  if (pick) return <BuilderPreview key={JSON.stringify(pick)} builder={builder} pick={pick} />
  return <BuilderScreen onPreviewAge={onPreviewAge} returnFrom={returnFrom} showRow={showRow} />
}
