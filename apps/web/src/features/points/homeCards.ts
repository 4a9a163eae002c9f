import type { HomeCard } from '../engagement/index.ts';
import { showsRanking, showsScore } from '../identity/index.ts';
import { RankingCard, RewardsCard, ScoreCard } from './components/HomeCards.tsx';

/**
 * The points cards of the home (SPEC §6): in a rewards programme (a reward campaign runs) the campaign with the
 * user's points and level leads, beside the ranking; otherwise the score and the ranking the client allows.
 */
export const POINTS_HOME_CARDS: readonly HomeCard[] = [
  { id: 'rewards', row: (session) => (session.reward_campaign ? 'lead' : null), Component: RewardsCard },
  {
    id: 'score',
    row: (session) => (!session.reward_campaign && showsScore(session) ? 'summary' : null),
    Component: ScoreCard,
  },
  {
    id: 'ranking',
    row: (session) => (showsRanking(session) ? (session.reward_campaign ? 'lead' : 'summary') : null),
    Component: RankingCard,
  },
];
