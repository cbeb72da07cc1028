import type { MouseEvent } from 'react'
import styled from 'styled-components'
import { plainList, Stack } from '@/ui/primitives/layout'

/**
 * The health record's sections, by the ids of their headings (each section is labelled by its heading). The nav
 * links to them in page order (docs/decisions/093).
 */
export const healthSections = [
  { id: 'health-growth', label: 'Growth' },
  { id: 'health-vaccines', label: 'Vaccines' },
  { id: 'health-visits', label: 'Visits' },
  { id: 'health-documents', label: 'Documents' },
] as const

const Nav = styled(Stack).attrs({ as: 'nav' as const, $gap: 1 })``

const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.muted};
`

/** Two links a row on a phone, four in one row from 480 px. */
const Links = styled.ul`
  ${plainList}
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1)};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

const Jump = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: ${({ theme }) => theme.space(0.75)} ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`

/**
 * Moves the reader to a section: its top in view and the focus on its heading, so the keyboard and a screen reader go
 * on from there (a fragment link alone scrolls but leaves the focus on the link). Without the section (not drawn yet),
 * the browser follows the link as usual.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(id)
  if (!heading) return
  event.preventDefault()
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus({ preventScroll: true })
  // Instant: a smooth scroll across a long page on a phone is slow to watch, and needs no reduced-motion case.
  ;(heading.closest('section') ?? heading).scrollIntoView?.({ block: 'start' })
}

/** "On this page": a link to each section of the health record, at its top (docs/decisions/093). */
export function HealthSectionsNav() {
  return (
    <Nav aria-labelledby="health-sections-nav">
      <Label id="health-sections-nav">On this page</Label>
      <Links>
        {healthSections.map(({ id, label }) => (
          <li key={id}>
            <Jump href={`#${id}`} onClick={(event) => jumpTo(event, id)}>
              {label}
            </Jump>
          </li>
        ))}
      </Links>
    </Nav>
  )
}
