/**
 * The longest invitation token the API takes (docs/decisions/072). A module without zod: the invitation route's
 * search check reads it in the route tree, which every page loads (tests/build/landing-budget.test.ts).
 */
export const INVITATION_TOKEN_MAX_CHARS = 200
