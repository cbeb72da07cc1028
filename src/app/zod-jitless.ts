/**
 * zod 4 compiles object parsers with `new Function` and, on first use, probes
 * whether eval is allowed. Under the production Content-Security-Policy
 * (script-src without 'unsafe-eval', docs/security.md) the probe fails and the
 * browser reports a violation, so zod is told up front not to try. zod reads
 * this global when it loads; setting it here keeps zod itself out of the
 * entry chunk. main.tsx imports this module first.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> }
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true }

export {}
