import styled from 'styled-components'
import { Community } from '@/ui/screens/landing/community'
import { Features } from '@/ui/screens/landing/features'
import { Footer } from '@/ui/screens/landing/footer'
import { Goals } from '@/ui/screens/landing/goals'
import { Hero } from '@/ui/screens/landing/hero'
import { Milestones } from '@/ui/screens/landing/milestones'
import { Pricing } from '@/ui/screens/landing/pricing'
import { Stats } from '@/ui/screens/landing/stats'
import { Testimonials } from '@/ui/screens/landing/testimonials'
import { TopNav } from '@/ui/screens/landing/top-nav'

const Page = styled.div`
  min-height: 100vh;
`

export type LandingScreenProps = {
  /** Target of Get Started (spec 2: /splash), rendered as the link's href. */
  getStartedHref: string
  /** Plain clicks on Get Started call this instead of following the link; the route navigates. */
  onGetStarted: () => void
}

/** The public landing page (spec 2 "/", spec 1 for what it advertises). */
export function LandingScreen({ getStartedHref, onGetStarted }: LandingScreenProps) {
  return (
    <Page>
      <TopNav getStartedHref={getStartedHref} onGetStarted={onGetStarted} />
      <main>
        <Hero />
        <Stats />
        <Features />
        <Milestones />
        <Goals />
        <Testimonials />
        <Community />
        <Pricing />
      </main>
      <Footer />
    </Page>
  )
}
