import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * Reading the Vite build manifest (`vite build --manifest`, written to
 * `<outDir>/.vite/manifest.json`): which chunks a route needs before its first
 * render, and which chunks only the admin area uses. Chunks are identified from
 * the manifest's import graph, never from guessed file names.
 */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export const ENTRY = 'index.html'

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
}

/** The landing page's own entry (issue #17, docs/decisions/041): `/` loads it, and nothing of the app's entry. */
export const LANDING_ENTRY = 'src/app/landing-main.tsx'
/** What the landing page's entry imports once the page has painted, to hydrate it (docs/decisions/083). */
export const LANDING_HYDRATE = 'src/app/landing-hydrate.tsx'

/**
 * The entry routes the bench and the budget measure, each with the route files
 * (src/routes, outside the root) that render it. The root route is never split: it is in the entry.
 * `/` has none: the landing page is a page of its own (LANDING_ENTRY).
 */
export const entryRoutes = {
  '/': [],
  '/auth': ['auth.index.tsx'],
  '/client-dashboard': ['_parent.tsx', '_parent.client-dashboard.tsx'],
  '/admin-dashboard/milestones': ['admin-dashboard.tsx', 'admin-dashboard.milestones.tsx'],
} as const satisfies Record<string, readonly string[]>
export type EntryRoute = keyof typeof entryRoutes

/** The manifest keys of a route file's lazy chunks (TanStack's autoCodeSplitting: `src/routes/<file>?tsr-split=…`). */
export function routeChunkKeys(manifest: Manifest, routeFile: string): string[] {
  const keys = Object.keys(manifest).filter((key) => key.startsWith(`src/routes/${routeFile}?tsr-split=`))
  if (keys.length === 0) throw new Error(`no lazy chunk of src/routes/${routeFile} in the manifest`)
  return keys
}

/** Every chunk reachable from `start`; dynamic imports are followed only when asked, and never into `blocked`. */
export function closure(
  manifest: Manifest,
  start: readonly string[],
  options: { dynamic?: boolean; blocked?: ReadonlySet<string> } = {},
): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || options.blocked?.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`)
    seen.add(key)
    for (const next of chunk.imports ?? []) visit(next)
    if (options.dynamic) for (const next of chunk.dynamicImports ?? []) visit(next)
  }
  start.forEach(visit)
  return seen
}

/**
 * What a page needs before its first render: for `/`, the landing entry's static imports and its hydration's (imported once the page has painted); for
 * any other page, the app entry's static imports and the route files' lazy chunks, each with
 * its static imports. The demo's in-browser backend is not counted: it starts after the first
 * render (src/app/demo.tsx).
 */
export function initialChunks(manifest: Manifest, route: EntryRoute): Set<string> {
  if (route === '/') return closure(manifest, [LANDING_ENTRY, LANDING_HYDRATE])
  return closure(manifest, [ENTRY, ...entryRoutes[route].flatMap((file) => routeChunkKeys(manifest, file))])
}

export interface InitialSize {
  /** gzip bytes (node:zlib, default level) of the JavaScript and CSS files. */
  jsGzip: number
  cssGzip: number
  jsFiles: string[]
  cssFiles: string[]
}

export const gzipSize = (bytes: Buffer | string) => gzipSync(bytes).length

export function sizeOf(outDir: string, manifest: Manifest, keys: Iterable<string>): InitialSize {
  const jsFiles = new Set<string>()
  const cssFiles = new Set<string>()
  for (const key of keys) {
    const chunk = manifest[key]!
    if (chunk.file.endsWith('.js')) jsFiles.add(chunk.file)
    for (const css of chunk.css ?? []) cssFiles.add(css)
  }
  const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipSize(readFileSync(join(outDir, file))), 0)
  return { jsGzip: total(jsFiles), cssGzip: total(cssFiles), jsFiles: [...jsFiles], cssFiles: [...cssFiles] }
}

/** Route files of the admin area: /admin-dashboard and everything under it. */
const isAdminRouteKey = (key: string) => /^src\/routes\/admin-dashboard[.?]/.test(key)

/**
 * The files only the admin area can load: reachable (statically or lazily)
 * from the admin routes' chunks, but not from the entry or any other route.
 */
export function adminOnlyFiles(manifest: Manifest): Set<string> {
  const adminKeys = Object.keys(manifest).filter(isAdminRouteKey)
  if (adminKeys.length === 0) throw new Error('no admin route chunk in the manifest')
  const everyoneElse = closure(manifest, [ENTRY], { dynamic: true, blocked: new Set(adminKeys) })
  const admin = closure(manifest, adminKeys, { dynamic: true })
  return new Set([...admin].filter((key) => !everyoneElse.has(key)).map((key) => manifest[key]!.file))
}
