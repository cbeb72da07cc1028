import { waitFor, type Actor } from 'xstate'
import type { Level } from '@/domain/content-levels'
import type { builderMachine } from '@/machines/builder.machine'

type Builder = Actor<typeof builderMachine>

/**
 * A row's Active switch as the screen sends it, waited past the question of what
 * it touches (docs/decisions/066): the toggle is then on screen and being saved, or the
 * deactivate dialog asks.
 */
export async function toggleItem(actor: Builder, level: Level, id: number) {
  actor.send({ type: 'item.toggle', level, id })
  return waitFor(actor, (s) => !s.matches({ ready: 'checkingToggle' }))
}

/** A row's Delete, the dialog's count of answers waited for (docs/decisions/066), then the dialog's Delete. */
export async function deleteConfirmed(actor: Builder, level: Level, id: number) {
  actor.send({ type: 'item.delete', level, id })
  await waitFor(actor, (s) => s.matches({ ready: { confirmingDelete: 'asking' } }))
  actor.send({ type: 'delete.confirm' })
}
