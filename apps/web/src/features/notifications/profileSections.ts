import type { ProfileSection } from '../profile/index.ts';

/** The activity feed and the inbox of internal messages, both of the selected client (nothing before one is chosen). */
export const NOTIFICATIONS_PROFILE_SECTIONS: readonly ProfileSection[] = [
  {
    id: 'activity',
    title: 'sections.activity',
    load: async () => (await import('./sections/ActivitySection.tsx')).ActivitySection,
    available: ({ session }) => session.client !== null,
  },
  {
    id: 'messages',
    title: 'sections.messages',
    load: async () => (await import('./sections/InboxSection.tsx')).InboxSection,
    available: ({ session }) => session.client !== null,
  },
];
