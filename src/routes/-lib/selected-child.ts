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

/**
 * The child whose answers Finish just saved (issue #24 point 1): the dashboard shows
 * that child's results until the parent closes them; closed, they do not come back
 * for that submission (the next Finish sets it again). Kept for the tab's visit.
 */
const resultsKey = 'dashboard:finish-results'

export function rememberFinishResults(childId: number): void {
  try {
    sessionStorage.setItem(resultsKey, String(childId))
  } catch {
    // Storage refused: the dashboard shows no results panel, the toast still says the answers are saved.
  }
}

export function pendingFinishResults(): number | null {
  try {
    const value = Number(sessionStorage.getItem(resultsKey))
    return Number.isInteger(value) && value > 0 ? value : null
  } catch {
    return null
  }
}

export function forgetFinishResults(): void {
  try {
    sessionStorage.removeItem(resultsKey)
  } catch {
    // Nothing kept, nothing to forget.
  }
}
