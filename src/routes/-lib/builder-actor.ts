import { createActorContext } from '@xstate/react'
import { builderMachine } from '@/machines/builder.machine'

/**
 * The Milestone Builder's one actor (STYLE.md "The builder is one machine"), in its
 * own module. The route provides the machine's toast and download actions:
 * `<BuilderActor.Provider logic={builderMachine.provide({ actions })}>`.
 */
export const BuilderActor = createActorContext(builderMachine)
