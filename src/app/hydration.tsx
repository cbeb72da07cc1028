/*
 * docs/decisions/041: hydrating the prerendered pages. What a visitor types before the app runs is kept by every
 * form control primitive (src/ui/primitives/early-input.ts).
 */

/** React's report of a hydration that did not match (and of errors it recovered from): tests/e2e/prerender.spec.ts watches for it. */
export function reportRecoverableError(error: unknown, info: { componentStack?: string }) {
  console.error('Recoverable error while hydrating', error, info.componentStack ?? '')
}
