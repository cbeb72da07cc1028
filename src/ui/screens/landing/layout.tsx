import styled from 'styled-components'

/*
 * Shared layout for the landing sections: one content width, one vertical rhythm and
 * one heading style, so the page reads as a single calm product (STYLE "Visual design").
 * This file holds what the top navigation and the hero need; the sections below the
 * hero (a lazy chunk, docs/decisions/022) take the rest from section-layout.tsx.
 */

/** Height of the sticky top bar; sections scroll to just below it when a nav anchor is followed. */
export const HEADER_HEIGHT_PX = 72

export const Container = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space(4)};
  }
`

/** Ids of the sections the top navigation and the footer link to (spec 2 "/": features, milestones, goals, community). */
export const SECTION_IDS = {
  features: 'features',
  milestones: 'milestones',
  goals: 'goals',
  community: 'community',
  testimonials: 'testimonials',
  pricing: 'pricing',
} as const
