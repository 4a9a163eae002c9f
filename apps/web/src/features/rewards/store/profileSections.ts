import { mayUse } from '../../identity/index.ts';
import type { ProfileSection } from '../../profile/index.ts';

/** The profile's "orders and redemptions" (SPEC §2), for users of the reward store. */
export const STORE_PROFILE_SECTIONS: readonly ProfileSection[] = [
  {
    id: 'orders',
    title: 'sections.orders',
    load: async () => (await import('./sections/OrdersSection.tsx')).OrdersSection,
    available: ({ session }) => mayUse(session, 'reward_store'),
  },
];
