/**
 * Demo and test controls, kept in sessionStorage so they survive a reload but
 * not the tab: `demo:latency-ms` slows every answer (a walkthrough, or a
 * test that needs to see a spinner); `demo:fail-next` holds a JSON list of
 * endpoint-table operation names (e.g. ["completeOnboarding"]) whose next
 * call answers 500, once each; `demo:hold-next` a list of operations whose
 * next answer (its change already saved) waits in `demo:held` until a test
 * takes it out of that list, so that a screen's busy state can be checked at
 * leisure instead of within a latency. A module of its own, so that Node-side
 * tests (tests/e2e/support/demo.ts) name the keys without loading msw/browser.
 */
export const demoControlKeys = { latency: 'demo:latency-ms', failNext: 'demo:fail-next', holdNext: 'demo:hold-next', held: 'demo:held' } as const
