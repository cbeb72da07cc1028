/**
 * The child a parent last chose in this visit (a card, a swipe, a profile opened,
 * answers saved, a profile created), kept in sessionStorage: it lasts while the
 * tab is open and is gone on the next visit, when docs/product-rules.md#4's "the middle
 * child is selected first" applies again.
 */
const key = 'dashboard:selected-child'

export function rememberSelectedChild(childId: number): void {
  try {
    sessionStorage.setItem(key, String(childId))
  } catch {
    // Storage refused (private mode, quota): the dashboard falls back to the middle child.
  }
}

export function selectedChildOfVisit(): number | null {
  try {
    const value = Number(sessionStorage.getItem(key))
    return Number.isInteger(value) && value > 0 ? value : null
  } catch {
    return null
  }
}
