import { lazy, Suspense } from 'react'
import styled from 'styled-components'
import { Hero } from '@/ui/screens/landing/hero'
import { TopNav } from '@/ui/screens/landing/top-nav'

const Page = styled.div`
  min-height: 100vh;
`

/** Keeps the space of the sections that are still loading, so the footer does not jump up and back. */
const SectionsPlaceholder = styled.div`
  min-height: 100vh;
`

const importBelowTheFold = () => Promise.all([import('@/ui/screens/landing/below-the-fold'), import('@/ui/screens/landing/footer')])
let belowTheFold: ReturnType<typeof importBelowTheFold> | undefined

/**
 * Everything below the hero loads lazily, in two chunks (the sections, the
 * footer): the first render needs only the top navigation and the hero (docs/performance.md:
 * the landing page's initial JavaScript budget, docs/performance.md). The first
 * render starts the download; tests await it.
 */
export function loadBelowTheFold() {
  belowTheFold ??= importBelowTheFold()
  return belowTheFold
}

const LandingSections = lazy(() => loadBelowTheFold().then(([sections]) => ({ default: sections.LandingSections })))
const LandingFooter = lazy(() => loadBelowTheFold().then(([, footer]) => ({ default: footer.Footer })))

export type LandingScreenProps = {
  /** Target of Get Started (spec 2: /splash), rendered as the link's href. */
  getStartedHref: string
  /** Plain clicks on Get Started call this instead of following the link; the route navigates. Without it the link is followed. */
  onGetStarted?: () => void
}

/** The public landing page (spec 2 "/", spec 1 for what it advertises). */
export function LandingScreen({ getStartedHref, onGetStarted }: LandingScreenProps) {
  return (
    <Page>
      <TopNav getStartedHref={getStartedHref} onGetStarted={onGetStarted} />
      <main>
        <Hero />
        <Suspense fallback={<SectionsPlaceholder />}>
          <LandingSections />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <LandingFooter />
      </Suspense>
    </Page>
  )
}
