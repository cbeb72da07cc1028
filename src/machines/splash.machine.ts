import { setup } from 'xstate'

/** Where the splash screen sends the visitor; the route reads it and navigates. */
export type SplashOutput = { to: '/auth' }

/** Where the splash ends; also read during the 2.5 s (tag 'leaving'), so /auth loads meanwhile (docs/decisions/070). */
export const splashOutput = (): SplashOutput => ({ to: '/auth' })

/**
 * spec 2 "/splash" and spec 4: a logo screen that redirects to /auth after 2.5 s.
 * The machine only decides when and where (STYLE "Machines decide, routes navigate");
 * the delay is named so tests can swap it with `provide()`.
 */
export const splashMachine = setup({
  types: {
    output: {} as SplashOutput,
  },
  delays: {
    // spec 9: "Splash delay 2.5 s".
    redirect: 2500,
  },
}).createMachine({
  id: 'splash',
  initial: 'showing',
  states: {
    showing: {
      tags: ['leaving'],
      after: { redirect: 'done' },
    },
    done: {
      type: 'final',
    },
  },
  // XState v5 reads a machine's output from the root once a top-level final state is reached.
  output: splashOutput,
})
