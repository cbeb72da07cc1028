/**
 * Set on #root once the landing page is hydrated (src/app/landing-hydrate.tsx); the sections below the hero are laid
 * out lazily until then (section-layout.tsx). Its own module, with no styles: the hydration imports it, and importing
 * section-layout.tsx there pulled the sections' styles into the script `/` loads before its first render (+1.5 kB gzip).
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

/** The selector of the landing page before it is hydrated: what the first paint leaves out or lays out lazily. */
export const BEFORE_HYDRATION = `#root:not([${HYDRATED_ATTRIBUTE}])`
