import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import { closure, ENTRY, LANDING_ENTRY, LANDING_HYDRATE, type Manifest } from '../bench/lib/bundle-graph.js'
import { APP_FILES_META } from '../src/app/landing-head.js'

/**
 * The SPA shell: the built index.html as it was, for every address that is not prerendered
 * (the signed-in pages, unknown addresses). Served instead of the landing page's HTML, or a
 * visitor opening /client-dashboard would see the landing page until the app replaced it.
 */
export const APP_SHELL = 'app-shell.html'

/** `/auth` → `auth/index.html`: the file a static host serves for that address. */
export const htmlFileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`)

interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[]
  prerenderPage(path: string): Promise<{ html: string; styleTags: string }>
}

const ROOT_ELEMENT = '<div id="root"></div>'

export const LANDING_ENTRY_NAME = 'landing'

/**
 * The landing page's head: its own entry instead of the app's, and nothing else to fetch beside the first paint
 * (docs/decisions/083): the entry loads the hydration's code once the page has painted, and the app's files it does not
 * share are listed in a meta tag, for landing-hydrate.tsx to prefetch (idle, lowest priority) after hydration, so that
 * Get Started's page load finds them in the cache.
 */
function landingScripts(template: string, manifest: Manifest): string {
  const files = (keys: Set<string>) => [...keys].map((key) => `/${manifest[key]!.file}`)
  const [entry, ...preloads] = files(closure(manifest, [LANDING_ENTRY]))
  const landing = files(closure(manifest, [LANDING_ENTRY, LANDING_HYDRATE]))
  const app = files(closure(manifest, [ENTRY])).filter((file) => !landing.includes(file))
  const tags = [
    `<script type="module" crossorigin src="${entry}"></script>`,
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
    `<meta name="${APP_FILES_META}" content="${app.join(' ')}">`,
  ]
  const withoutApp = template.replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '').replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
  return withoutApp.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`)
}

/**
 * Issue #17: after the client build, builds src/app/prerender.tsx for Node, renders each public page
 * with it and writes `<path>/index.html` next to the client's files, in both modes. Part of
 * `vite build` itself, so every build (npm run build, the tests', the bench's) has the pages.
 *
 * `vite preview` serves them the way a static host should (README "Run"): `<path>/index.html`
 * when it exists, the file itself for anything with a file name, and the app shell for every
 * other address.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'prerender-pages',
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      // The nested server build below loads this same config: it must not prerender in turn.
      if (config.command !== 'build' || config.build.ssr) return
      const outDir = resolve(config.root, config.build.outDir)
      const template = readFileSync(join(outDir, 'index.html'), 'utf8')
      if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to prerender into`)
      writeFileSync(join(outDir, APP_SHELL), template)
      // Inside the project, so that Node resolves the server bundle's imports of react, styled-components, … from node_modules.
      const cache = join(config.root, 'node_modules/.cache')
      mkdirSync(cache, { recursive: true })
      const serverDir = mkdtempSync(join(cache, 'prerender-'))
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          // Bundled, not imported by Node: Node's default import of its CommonJS build is the exports object, not `styled`.
          ssr: { noExternal: ['styled-components'] },
          build: { ssr: 'src/app/prerender.tsx', outDir: serverDir, emptyOutDir: true, manifest: false, sourcemap: false, copyPublicDir: false },
        })
        const server = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as PrerenderModule
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
        for (const path of server.PRERENDERED_PATHS) {
          const page = await server.prerenderPage(path)
          // React puts preloads of the page's images first (the landing's below-the-fold pictures too). They would sit
          // inside what the app hydrates, and compete with the scripts: the browser finds the <img> tags on its own.
          // A form submitted before the app runs would be sent by the browser itself: a GET to the page, the password in
          // the address. method="dialog" outside a dialog submits nothing; once hydrated, the app handles the submit.
          const body = page.html.replace(/^(?:<link rel="preload" as="image"[^>]*>)+/, '').replace(/<form(?![^>]*\smethod=)/g, '<form method="dialog"')
          const html = (path === '/' ? landingScripts(template, manifest) : template)
            // Replacer functions: the page's text may hold `$&` and the like, which a replacement string would expand.
            .replace('</head>', () => `  ${page.styleTags.trim()}\n  </head>`)
            .replace(ROOT_ELEMENT, () => `<div id="root" data-prerendered="${path}">${body}</div>`)
          const file = join(outDir, htmlFileOf(path))
          mkdirSync(dirname(file), { recursive: true })
          writeFileSync(file, html)
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true })
      }
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      const isFile = (path: string) => existsSync(path) && statSync(path).isFile()
      server.middlewares.use((req, _res, next) => {
        const accept = req.headers.accept ?? ''
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url || !(accept === '' || accept.includes('text/html') || accept.includes('*/*'))) return next()
        const url = new URL(req.url, 'http://preview')
        let path: string
        try {
          path = decodeURIComponent(url.pathname)
        } catch {
          return next()
        }
        if (path.includes('..') || isFile(join(outDir, path))) return next()
        const page = join(path, 'index.html')
        req.url = `${isFile(join(outDir, page)) ? page : `/${APP_SHELL}`}${url.search}`
        next()
      })
    },
  }
}
