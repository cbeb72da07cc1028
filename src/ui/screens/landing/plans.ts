/**
 * Pricing plans, display only (spec 3 "Pricing plans": trial, monthly, annual, each with
 * name, price, duration and feature list; values from spec 9).
 */

export type PlanId = 'trial' | 'monthly' | 'annual'

export type Plan = {
  id: PlanId
  name: string
  price: string
  duration: string
  /** One line under the price, e.g. the trial's "No credit card needed". */
  note: string
  features: readonly string[]
  /** A short highlight on the card, e.g. the annual saving. */
  badge?: string
}

export const PLANS: readonly Plan[] = [
  {
    id: 'trial',
    name: 'Free trial',
    price: 'Free',
    duration: 'for 14 days',
    note: 'Then choose the plan that suits you',
    features: ['Full access to every feature', 'No credit card needed', 'Keep everything if you subscribe'],
  },
  {
    id: 'monthly',
    name: 'Monthly',
    price: '$9.99',
    duration: 'per month',
    note: 'Cancel any time',
    features: ['Everything in the free trial', 'Priority support', 'Report export', 'Family sharing'],
  },
  {
    id: 'annual',
    name: 'Annual',
    price: '$89.99',
    duration: 'per year',
    note: 'About $7.50 a month, billed yearly',
    features: ['Everything in Monthly', 'A personal consultant', 'Early access to new features'],
    badge: 'Save 25%',
  },
]

/** spec 4: "Pricing card selection defaults to trial". */
export const DEFAULT_PLAN_ID: PlanId = 'trial'
