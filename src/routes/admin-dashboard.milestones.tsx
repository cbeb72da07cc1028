import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { exportFileContent } from '@/api/content.api'
import type { HistoryDirection, HistoryEntry } from '@/domain/content-history'
import { builderMachine, type BuilderContext, type BuilderEvent, type Notice } from '@/machines/builder.machine'
import { BuilderActor } from '@/routes/-lib/builder-actor'
import { useRefreshOnReturn } from '@/routes/-lib/use-refresh-on-return'
import { type ToastApi, useToast } from '@/ui/primitives/toast-context'
import { BuilderScreen } from '@/ui/screens/admin/builder/builder-screen'

/**
 * docs/product-rules.md#2 Milestone Builder. The admin guard of the parent route runs
 * first. The machine loads, saves, reorders, imports and exports; this route
 * gives it the two effects that belong to the page: toasts and the download.
 */
export const Route = createFileRoute('/admin-dashboard/milestones')({
  component: MilestoneBuilderPage,
})

/** docs/product-rules.md#3: the export file is milestones.json, indented JSON of all bands. */
function downloadFile(name: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the browser has taken the download.
  setTimeout(() => URL.revokeObjectURL(url), 0)
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
          downloadExport: (_, { bands }) => downloadFile('milestones.json', exportFileContent(bands)),
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
  // Issue #11: back in view, the list reloads in the background (taken only while idle: a running save goes first).
  useRefreshOnReturn(() => builder.send({ type: 'refresh' }))
  useEffect(() => {
    const subscription = builder.subscribe((snapshot) => toasts.follow(snapshot.context))
    return () => {
      subscription.unsubscribe()
      toasts.withdraw()
    }
  }, [builder, toasts])
  return <BuilderScreen builder={builder} />
}
