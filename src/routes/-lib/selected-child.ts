/** A child id kept in sessionStorage for the tab's visit; storage refused (private mode, quota) keeps nothing. */
function storeId(key: string, childId: number | null): void {
  try {
    if (childId === null) sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, String(childId))
  } catch {
    // Storage refused: the screens fall back to their defaults.
  }
}

function readId(key: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(key))
    return Number.isInteger(value) && value > 0 ? value : null
  } catch {
    return null
  }
}

/**
 * The child a parent last chose in this visit (a card, a swipe, a profile opened,
 * answers saved, a profile created), kept in sessionStorage: it lasts while the
 * tab is open and is gone on the next visit, when docs/product-rules.md#4's "the middle
 * child is selected first" applies again.
 */
const key = 'dashboard:selected-child'

export const rememberSelectedChild = (childId: number): void => storeId(key, childId)
export const selectedChildOfVisit = (): number | null => readId(key)

/**
 * The child whose answers Finish just saved (docs/decisions/054): the dashboard shows
 * that child's results until the parent closes them; closed, they do not come back
 * for that submission (the next Finish sets it again). Kept for the tab's visit.
 */
const resultsKey = 'dashboard:finish-results'

export const rememberFinishResults = (childId: number): void => storeId(resultsKey, childId)
export const pendingFinishResults = (): number | null => readId(resultsKey)
export const forgetFinishResults = (): void => storeId(resultsKey, null)
