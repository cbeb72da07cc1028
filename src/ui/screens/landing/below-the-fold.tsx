import { useLayoutEffect } from 'react'
import { Community } from '@/ui/screens/landing/community'
import { Features } from '@/ui/screens/landing/features'
import { Goals } from '@/ui/screens/landing/goals'
import { Milestones } from '@/ui/screens/landing/milestones'
import { Pricing } from '@/ui/screens/landing/pricing'
import { Stats } from '@/ui/screens/landing/stats'
import { Testimonials } from '@/ui/screens/landing/testimonials'

/**
 * The landing page's sections below the hero, in their own lazy chunk
 * (landing-screen.tsx): they are not needed for the first paint.
 */
export function LandingSections() {
  // A direct visit to /#goals: the browser looked for #goals before this chunk had rendered it.
  useLayoutEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (id) document.getElementById(id)?.scrollIntoView()
  }, [])
  return (
    <>
      <Stats />
      <Features />
      <Milestones />
      <Goals />
      <Testimonials />
      <Community />
      <Pricing />
    </>
  )
}
