/**
 * The longest e-mail confirmation token the API takes (docs/decisions/084). A module without zod: the
 * /confirm-email route's search check reads it in the route tree, which every page loads (as invitation-link.ts).
 */
export const CONFIRM_EMAIL_TOKEN_MAX_CHARS = 200
