import { expect, type Locator, type Page, test } from '@playwright/test'
import { seedUsers } from '@/mock-server/seed/users'
import { failNext, getJson, openApp, setDemoLatency, signInThroughApi, signUpThroughApi } from './support/demo'

async function openDashboard(page: Page) {
  await openApp(page)
  await signInThroughApi(page, seedUsers.parent)
  await openApp(page, '/client-dashboard')
  const carousel = page.getByRole('region', { name: 'Your children' })
  await expect(carousel).toBeVisible()
  return carousel
}

async function childId(page: Page, firstName: string): Promise<number> {
  const [, children] = await getJson<{ id: number; first_name: string }[]>(page, '/api/children/profiles/')
  const child = children.find((c) => c.first_name === firstName)
  if (!child) throw new Error(`no child ${firstName}`)
  return child.id
}

const thumbnail = (carousel: Locator, name: string) => carousel.getByRole('button', { name, exact: true })
const viewportOf = (carousel: Locator) => carousel.getByTestId('carousel-viewport')

/** The slide's centre sits within 2 px of the scroller's centre. */
async function expectCentred(carousel: Locator, position: number) {
  const slide = carousel.getByRole('group', { name: `${position} of 3` })
  await expect
    .poll(async () => {
      const [box, view] = await Promise.all([slide.boundingBox(), viewportOf(carousel).boundingBox()])
      if (!box || !view) return Number.POSITIVE_INFINITY
      return Math.abs(box.x + box.width / 2 - (view.x + view.width / 2))
    })
    .toBeLessThanOrEqual(2)
}

async function expectNoHorizontalOverflow(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
}

for (const width of [320, 1280]) {
  test.describe(`/client-dashboard at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('selects Olivia (the middle child) first, centred, and fits the page width', async ({ page }) => {
      const carousel = await openDashboard(page)

      await expect(thumbnail(carousel, 'Olivia Carter')).toHaveAttribute('aria-current', 'true')
      await expectCentred(carousel, 2)
      await expect(carousel.getByRole('group', { name: '2 of 3' }).getByRole('heading', { name: 'Olivia Carter' })).toBeVisible()
      await expectNoHorizontalOverflow(page)
    })

    test('keeps carousel and thumbnails in step: arrow keys, arrows, swipe and thumbnails', async ({ page }) => {
      const carousel = await openDashboard(page)
      await expectCentred(carousel, 2)

      await carousel.getByRole('group', { name: '2 of 3' }).getByRole('button', { name: 'Show Details' }).focus()
      await page.keyboard.press('ArrowRight')
      await expect(thumbnail(carousel, 'Noah Carter')).toHaveAttribute('aria-current', 'true')
      await expectCentred(carousel, 3)
      await expect(carousel.getByRole('button', { name: 'Next child' })).toBeDisabled()

      // A swipe: a finger lands (taking over from the slide animation, which may still be easing in its
      // last pixels), the scroller moves to the far left, and the nearest card is chosen after the 80 ms debounce.
      await viewportOf(carousel).evaluate((element) => {
        element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }))
        element.scrollLeft = 0
      })
      await expect(thumbnail(carousel, 'Liam Carter')).toHaveAttribute('aria-current', 'true')
      await expect(thumbnail(carousel, 'Noah Carter')).not.toHaveAttribute('aria-current')
      await expectCentred(carousel, 1)
      await expect(carousel.getByRole('button', { name: 'Previous child' })).toBeDisabled()

      await thumbnail(carousel, 'Noah Carter').click()
      await expect(thumbnail(carousel, 'Noah Carter')).toHaveAttribute('aria-current', 'true')
      await expectCentred(carousel, 3)

      await carousel.getByRole('button', { name: 'Previous child' }).click()
      await expect(thumbnail(carousel, 'Olivia Carter')).toHaveAttribute('aria-current', 'true')
      await expectCentred(carousel, 2)
      await expectNoHorizontalOverflow(page)
    })

    // Every way out of the card at this width, one after the other (the dashboard again after each Back).
    test('Show Details and a click on the card go to /child/{id}, the edit icon to /edit-child-profile/{id}, Register New Child (header and last card) to /create-child-profile', async ({ page }) => {
      const carousel = await openDashboard(page)
      const id = await childId(page, 'Olivia')
      const olivia = carousel.getByRole('group', { name: '2 of 3' })
      const backToTheDashboard = async () => {
        await page.goBack()
        await expect(olivia.getByRole('heading', { name: 'Olivia Carter' })).toBeVisible()
      }

      await olivia.getByRole('button', { name: 'Show Details' }).click()
      await expect(page).toHaveURL(new RegExp(`/child/${id}$`))
      await backToTheDashboard()

      await olivia.getByRole('heading', { name: 'Olivia Carter' }).click()
      await expect(page).toHaveURL(new RegExp(`/child/${id}$`))
      await backToTheDashboard()

      await carousel.getByRole('button', { name: "Edit Olivia Carter's profile" }).click()
      await expect(page).toHaveURL(new RegExp(`/edit-child-profile/${id}$`))
      await backToTheDashboard()

      await page.getByRole('button', { name: 'Register New Child' }).first().click()
      await expect(page).toHaveURL(/\/create-child-profile$/)
      await backToTheDashboard()
      await carousel.getByRole('button', { name: 'Register New Child' }).click()
      await expect(page).toHaveURL(/\/create-child-profile$/)
    })
  })
}

test.describe('/client-dashboard states', () => {
  test.use({ viewport: { width: 320, height: 800 } })

  test("shows 'Loading Children...' while the list loads", async ({ page }) => {
    await openApp(page)
    await signInThroughApi(page, seedUsers.parent)
    await setDemoLatency(page, 1500)
    await page.goto('/client-dashboard')

    await expect(page.getByText('Loading Children...')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Your children' })).toBeVisible({ timeout: 10_000 })
  })

  test("shows 'Error fetching data. Please try again later.' and Try again recovers", async ({ page }) => {
    await openApp(page)
    await signInThroughApi(page, seedUsers.parent)
    await failNext(page, 'listChildren')
    await page.goto('/client-dashboard')

    await expect(page.getByText('Error fetching data. Please try again later.')).toBeVisible()
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('region', { name: 'Your children' })).toBeVisible()
  })

  test('welcomes a parent with no children', async ({ page }) => {
    await openApp(page)
    await signUpThroughApi(page, { email: 'dashboard.empty@example.com', password: 'newparent123', full_name: 'Nina Newparent' })
    await openApp(page, '/client-dashboard')

    await expect(page.getByRole('heading', { name: 'No children yet' })).toBeVisible()
    await page.getByRole('button', { name: 'Register New Child' }).click()
    await expect(page).toHaveURL(/\/create-child-profile$/)
  })
})
