import { mayUse } from '../../identity/index.ts';
import type { ProfileSection } from '../../profile/index.ts';

/** The points transfer screen (SPEC §2), for who may use the `points_transfer` module (salespeople, store owners). */
export const TRANSFER_PROFILE_SECTIONS: readonly ProfileSection[] = [
  {
    id: 'transfer',
    title: 'sections.transfer',
    load: async () => (await import('./sections/TransferSection.tsx')).TransferSection,
    available: ({ session }) => mayUse(session, 'points_transfer'),
  },
];
