import { rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import { contentSecurityPolicyMeta } from './scripts/content-security-policy.js'
import { LANDING_ENTRY } from './bench/lib/bundle-graph.js'
import { LANDING_ENTRY_NAME, prerenderPages } from './scripts/prerender-plugin.js'

/**
 * In real-API builds the mock service worker that `public/` copies into every
 * build is deleted, so production ships no MSW code at all (PRODUCT.md "Modes").
 */
function dropMockWorkerInRealApiBuilds(enabled: boolean): Plugin {
  let outDir = 'dist'
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      if (enabled) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true })
    },
  }
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const realApi = Boolean(env.VITE_API_BASE_URL ?? process.env.VITE_API_BASE_URL)
  return {
    plugins: [
      // Vitest needs no route generation; the committed routeTree.gen.ts is used as is.
      !process.env.VITEST &&
        tanstackRouter({
          target: 'react',
          autoCodeSplitting: true,
          // Each route's loader and screens in one lazy chunk: the plugin's default leaves loaders and
          // pendingComponent in the entry, which pulled every screen (admin ones too), the API
          // functions and zod into the landing page's JS.
          codeSplittingOptions: { defaultBehavior: [['loader', 'component', 'pendingComponent', 'errorComponent', 'notFoundComponent']] },
          routesDirectory: './src/routes',
          generatedRouteTree: './src/routeTree.gen.ts',
          quoteStyle: 'single',
          semicolons: false,
        }),
      react(),
      dropMockWorkerInRealApiBuilds(realApi),
      contentSecurityPolicyMeta(env.VITE_API_BASE_URL ?? process.env.VITE_API_BASE_URL),
      prerenderPages(),
    ],
    oxc: {
      plugins: {
        // Each styled component gets a fixed id from its file and place, as babel-plugin-styled-components gives:
        // without it the id counts components in the order their modules run, which differs between the build's
        // prerender and a browser loading chunks as they come, and the hydrated class names would not match (issue #17).
        // No display names (bytes), and the CSS minified.
        styledComponents: { ssr: true, displayName: false, fileName: false, minify: true, pure: true },
      },
    },
    resolve: {
      alias: [
        { find: '@', replacement: resolve(import.meta.dirname, 'src') },
        // TanStack Store imports the shim for React before 18; React 19 has useSyncExternalStore, and the package's
        // non-shim build is the same hook without the fallback (smaller entry for every page, docs/performance.md).
        { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
        // The demo's backend: msw's cookie jar without the public-suffix list (issue #25; src/mock-server/lib/cookie-jar.ts
        // says what it keeps). Vitest runs msw on Node with the package, as `npm run api` does.
        ...(process.env.VITEST ? [] : [{ find: /^tough-cookie$/, replacement: resolve(import.meta.dirname, 'src/mock-server/lib/cookie-jar.ts') }]),
      ],
    },
    // The manifest (dist/.vite/manifest.json) lets the bench and tests tell which chunks a route needs.
    // No modulepreload polyfill: it sat in the entry of every page, and browsers without <link rel="modulepreload">
    // (Firefox before 115, Safari before 17) still load every module through its import, only without the early fetch.
    build: {
      sourcemap: false,
      target: 'es2022',
      manifest: true,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // Two ways in: the landing page (`/`, its own small entry, issue #17) and the app (every other page).
        input: { index: resolve(import.meta.dirname, 'index.html'), [LANDING_ENTRY_NAME]: resolve(import.meta.dirname, LANDING_ENTRY) },
        output: {
          // Every module the entry imports statically goes into the entry chunk. Rolldown otherwise cut them into
          // about ten small chunks (react, the router core, hooks) that every page downloads anyway: one file
          // compresses better than ten (the landing page's budget, docs/performance.md) and costs one request.
          // entriesAware: what both entries load (React, styled-components, the theme) is one chunk, what only the app's entry
          // loads (the router, the route tree) another, so the landing page downloads none of the router.
          codeSplitting: { groups: [{ name: 'index', tags: ['$initial'], entriesAware: true }] },
          // The entry lists every lazy chunk's file name for its preloads: a hash of 7 characters instead of 8
          // keeps that list about 80 bytes (gzip) smaller (7 is the least Rolldown allows for this many chunks).
          // A chunk shared by several routes was named after all of them ("index~landing~_parent.account~..."), and
          // each import and preload spelled that name: a chunk is its hash alone, which took 1.7 kB gzip off the
          // entry and 0.7 kB off `/` (docs/performance.md, "Issue #25, second pass"). Which source is in which file:
          // the build's manifest (.vite/manifest.json).
          chunkFileNames: 'assets/[hash:7].js',
        },
      },
    },
    test: {
      setupFiles: ['./tests/setup/vitest.setup.ts'],
      restoreMocks: true,
      // Vitest's default is one worker less than the cores: one worker on the two-core CI machines, which left
      // a core idle for the whole run (449 s). Every core: docs/performance.md, "Test suite time".
      maxWorkers: availableParallelism(),
      // One environment and one module graph per worker instead of per file: every file's state is set up in its
      // own hooks (tests/setup/dom.setup.ts reseeds the backend before each test), so nothing needs a fresh module.
      // 2,133 tests in about 155 s instead of 370 to 400 s (docs/performance.md, "Test suite time").
      isolate: false,
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            // The build tests share one build per mode for the run (tests/build/support/build-app.ts).
            globalSetup: ['./tests/setup/build-cache.ts'],
            include: ['tests/**/*.test.ts'],
            exclude: ['tests/e2e/**', 'tests/ui/**', 'tests/routes/**', 'tests/app/**'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            // The mock backend's lifecycle and jsdom's missing DOM, for these files only.
            setupFiles: ['./tests/setup/dom.setup.ts'],
            // tests/app: the whole app (router and screens) against the mock backend; tests/ui: screens and parts.
            include: ['tests/app/**/*.test.{ts,tsx}', 'tests/ui/**/*.test.{ts,tsx}', 'tests/routes/**/*.test.{ts,tsx}'],
          },
        },
      ],
    },
  }
})
