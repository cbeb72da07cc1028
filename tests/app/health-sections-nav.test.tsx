import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { listChildren } from '@/api/children.api'
import { renderApp, signIn, user } from '../support/render-app'

/* docs/decisions/093: the health record's "On this page" links, through the whole app with its real sections. */
async function oliviaId(): Promise<number> {
  return (await listChildren()).find((child) => child.first_name === 'Olivia')!.id
}

describe('/health/{childId}: "On this page"', { timeout: 40_000 }, () => {
  it('links to each section in page order, each link to its section\'s heading', async () => {
    await signIn('parent')
    await renderApp(`/health/${await oliviaId()}`)
    const nav = await screen.findByRole('navigation', { name: 'On this page' }, { timeout: 10_000 })
    // Every section loaded, as a parent reads the page.
    await waitFor(() => expect(screen.queryByText(/^Loading the /)).toBeNull(), { timeout: 10_000 })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Growth', 'Vaccines', 'Visits', 'Documents'])
    for (const link of links) {
      const id = link.getAttribute('href')!.replace(/^#/, '')
      const heading = document.getElementById(id)
      expect(heading?.tagName, id).toBe('H2')
      expect(heading).toHaveTextContent(link.textContent!)
      expect(heading!.closest('section')).toBe(screen.getByRole('region', { name: link.textContent! }))
    }
  })

  it('moves the focus to the section\'s heading from the keyboard, so reading goes on from there', async () => {
    await signIn('parent')
    await renderApp(`/health/${await oliviaId()}`)
    const nav = await screen.findByRole('navigation', { name: 'On this page' }, { timeout: 10_000 })
    within(nav).getByRole('link', { name: 'Documents' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('heading', { level: 2, name: 'Documents' })).toHaveFocus()
    await user.click(within(nav).getByRole('link', { name: 'Vaccines' }))
    expect(screen.getByRole('heading', { level: 2, name: 'Vaccines' })).toHaveFocus()
  })
})
