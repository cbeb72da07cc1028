/**
 * The meta tag of the landing page's head that lists the app's files for Get Started: the build writes it
 * (scripts/prerender-plugin.ts), landing-hydrate.tsx prefetches them once the page is hydrated (docs/decisions/083).
 */
export const APP_FILES_META = 'app-files'

/**
 * The app's files that the landing page does not load itself, fetched at the lowest priority so that Get Started's page
 * load finds them in the cache. As `<link rel="prefetch">` tags in the head they were fetched beside the first paint and
 * delayed it by about 50 ms (docs/decisions/083).
 */
export function prefetchAppFiles(): void {
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${APP_FILES_META}"]`)?.content.split(' ').filter(Boolean) ?? []
  for (const file of files) {
    const link = document.createElement('link')
    link.rel = 'prefetch'
    link.crossOrigin = ''
    link.href = file
    document.head.append(link)
  }
}
