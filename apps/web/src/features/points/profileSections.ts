import { showsRanking } from '../identity/index.ts';
import type { ProfileSection } from '../profile/index.ts';

/**
 * The points sections of the profile (SPEC §2): my points and the statement are two sections, as SPEC §2 lists
 * them; the ranking only where the client has it (SPEC §6). Titles are the profile's texts.
 */
export const POINTS_PROFILE_SECTIONS: readonly ProfileSection[] = [
  {
    id: 'points',
    title: 'sections.points',
    load: async () => (await import('./sections/MyPointsSection.tsx')).MyPointsSection,
  },
  {
    id: 'statement',
    title: 'sections.statement',
    load: async () => (await import('./sections/StatementSection.tsx')).StatementSection,
  },
  {
    id: 'badges',
    title: 'sections.badges',
    load: async () => (await import('./sections/BadgesSection.tsx')).BadgesSection,
  },
  {
    id: 'ranking',
    title: 'sections.ranking',
    load: async () => (await import('./sections/RankingSection.tsx')).RankingSection,
    available: ({ session }) => showsRanking(session),
  },
];
