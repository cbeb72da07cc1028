// First: configures zod before the demo backend's modules (which use it) are evaluated.
import '@/app/zod-jitless'
import { afterFirstPaint } from '@/app/after-first-paint'

/*
 * The entry of `/` (docs/decisions/041): the build prerenders the landing page (src/app/prerender.tsx) and
 * landing-hydrate.tsx hydrates it. This entry is all the page's head loads: the prerendered page paints
 * with nothing else downloading or compiling beside it, then the hydration's code and, after it, the
 * app's files for Get Started (docs/decisions/083). A link or an anchor on the page
 * works before that: they are plain HTML.
 */
afterFirstPaint(() => void import('@/app/landing-hydrate').then(({ hydrateLanding }) => hydrateLanding()))
