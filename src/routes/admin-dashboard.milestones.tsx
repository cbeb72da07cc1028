import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { exportFileContent } from '@/api/content.api'
import { builderMachine } from '@/machines/builder.machine'
import { BuilderActor } from '@/routes/-lib/builder-actor'
import { useRefreshOnReturn } from '@/routes/-lib/use-refresh-on-return'
import { useToast } from '@/ui/primitives/toast-context'
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

function MilestoneBuilderPage() {
  const toast = useToast()
  const logic = useMemo(
    () =>
      builderMachine.provide({
        actions: {
          notify: (_, { type, message }) => toast.show(message, type),
          downloadExport: (_, { bands }) => downloadFile('milestones.json', exportFileContent(bands)),
        },
      }),
    [toast],
  )
  return (
    <BuilderActor.Provider logic={logic}>
      <BuilderPage />
    </BuilderActor.Provider>
  )
}

function BuilderPage() {
  const builder = BuilderActor.useActorRef()
  // Issue #11: back in view, the list reloads in the background (taken only while idle: a running save goes first).
  useRefreshOnReturn(() => builder.send({ type: 'refresh' }))
  return <BuilderScreen builder={builder} />
}
