import { seedUsers } from '@/mock-server/seed/users'
import type { DemoAccount } from '@/routes/-lib/router-context'

/**
 * The seed accounts the demo build's login screen lists (mock mode only). Static text known at build
 * time, so the prerendered /auth already carries the hint and hydration changes nothing
 * (docs/decisions/041). A constant null in real-API builds: the bundler drops the list and the seed
 * users with it (tests/build/real-api-build.test.ts, tests/build/prerender.test.ts).
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] | null = import.meta.env.VITE_API_BASE_URL
  ? null
  : [
      { role: 'Admin', email: seedUsers.admin.email, password: seedUsers.admin.password },
      { role: 'Parent', email: seedUsers.parent.email, password: seedUsers.parent.password },
      { role: 'Parent of a premature baby', email: seedUsers.early.email, password: seedUsers.early.password },
      { role: 'Caregiver', email: seedUsers.caregiver.email, password: seedUsers.caregiver.password },
    ]
