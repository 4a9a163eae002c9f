import {
  addWeeks,
  type BadgeFact,
  type BadgeProgress,
  type BadgeRule,
  badgeMeasurements,
  isBadgeEarned,
  isFactBadgeEarned,
  type PostingFacts,
  postingCanEarn,
  ruleConcerns,
  ruleOfFact,
  streakThrough,
  weekOf,
} from '@elevar/domain';
import type { Trx } from '../../../db/transaction.ts';
import { notify } from '../../notifications/index.ts';
import { keptBadges } from '../hook-facts.ts';
import type { Posting } from '../types.ts';
import * as q from './queries.ts';

function ruleOf(badge: q.CandidateBadge): BadgeRule {
  return { rule: badge.rule, threshold: badge.threshold, pointKind: badge.point_kind };
}

/**
 * Awards the badges new ledger entries earn, in the posting's transaction, and notifies the user of each
 * (`badge_earned`, pushed live on commit). A constant number of queries whatever the entries of the post (one, or a
 * batch of one balance and kind): the candidate badges (none left once the user holds them all, and nothing else
 * runs), then only what those candidates need: a count of the kind on its index, the weeks of a streak, and one
 * insert. Each badge is the first entry's that earns it, as posting them one by one would award it: the progress
 * after each entry is the count after the post less the later entries, and the balance the posting carries.
 * `unique (user_id, badge_id)` keeps a badge to one award when postings race.
 */
export async function awardBadgesForPosting(trx: Trx, postings: readonly Posting[]): Promise<void> {
  const earning = postings
    .filter((posting) => !posting.duplicate)
    .map((posting) => ({ posting, facts: factsOf(posting) }))
    .filter(({ facts }) => postingCanEarn(facts));
  const [head] = earning;
  if (!head) return;
  const { entry } = head.posting;
  const who = { clientId: entry.clientId, userId: entry.userId, kind: entry.kind };

  const read = { ...who, campaignId: entry.campaignId };
  const candidates = (keptBadges(trx, read) ?? (await q.candidateBadges(trx, read))).filter((badge) =>
    earning.some(({ facts }) => ruleConcerns(ruleOf(badge), facts)),
  );
  if (candidates.length === 0) return;

  const needs = badgeMeasurements(candidates.map(ruleOf));
  if (needs.count || needs.streakWeeks > 0) await q.lockUserForBadges(trx, entry.userId);
  // the entries of one post share their time, so their week and streak
  const week = weekOf(entry.createdAt);
  const kindCount = needs.count ? await q.countEarningEntries(trx, who) : 0;
  const streakWeeks =
    needs.streakWeeks > 0
      ? streakThrough(
          await q.entryWeeks(
            trx,
            who,
            new Date(`${addWeeks(week, 1 - needs.streakWeeks)}T00:00:00Z`),
            new Date(`${addWeeks(week, needs.streakWeeks)}T00:00:00Z`),
          ),
          week,
        )
      : 0;

  const awards: { badge: q.CandidateBadge; entryId: number }[] = [];
  let left = candidates;
  earning.forEach(({ posting, facts }, i) => {
    const progress: BadgeProgress = {
      kindCount: kindCount - (earning.length - 1 - i),
      campaignExperience: posting.entry.campaignId === null ? 0 : posting.balance.experience,
      streakWeeks,
    };
    const earned = left.filter(
      (badge) => ruleConcerns(ruleOf(badge), facts) && isBadgeEarned(ruleOf(badge), progress),
    );
    for (const badge of earned) awards.push({ badge, entryId: posting.entry.id });
    left = left.filter((badge) => !earned.includes(badge));
  });
  await recordAwards(trx, who, awards, entry.createdAt);
}

const factsOf = ({ entry }: Posting): PostingFacts => ({
  kind: entry.kind,
  amount: entry.amount,
  experience: entry.experience,
  campaignId: entry.campaignId,
});

/** A fact that is not a ledger posting, as the module that knows it reports it (learning: a trail finished). */
export interface BadgeFactReport {
  clientId: number;
  userId: number;
  fact: BadgeFact;
  /**
   * How many times the fact now holds for the user in the client (trails finished), counted by the reporting
   * module with one query in its transaction. Called only when a badge could be earned, and after the user's badge
   * lock, so two racing reports see each other and cross a threshold together.
   */
  count: () => Promise<number>;
  at: Date;
}

/**
 * Awards the badges a reported fact earns (each active badge of the fact's rule whose threshold the count
 * reaches), in the caller's transaction, and notifies the user of each (`badge_earned`) as postings do. Posts
 * nothing to the ledger, so a trail worth no points earns its badge all the same. A constant number of queries:
 * the candidates (none: nothing else runs), the lock, the caller's count, one insert, one notification per badge
 * earned; `unique (user_id, badge_id)` keeps a badge to one award when reports race.
 */
export async function awardBadgesForFact(trx: Trx, report: BadgeFactReport): Promise<void> {
  const who = { clientId: report.clientId, userId: report.userId };
  const candidates = await q.factBadges(trx, { ...who, rule: ruleOfFact(report.fact) });
  if (candidates.length === 0) return;
  await q.lockUserForBadges(trx, report.userId);
  const count = await report.count();
  const earned = candidates.filter((badge) => isFactBadgeEarned(ruleOf(badge), report.fact, count));
  await recordAwards(
    trx,
    who,
    earned.map((badge) => ({ badge, entryId: null })),
    report.at,
  );
}

/** Inserts the earned badges (each with the entry that earned it) and notifies the user of each this transaction awarded (a racing one won). */
async function recordAwards(
  trx: Trx,
  who: { clientId: number; userId: number },
  earned: readonly { badge: q.CandidateBadge; entryId: number | null }[],
  at: Date,
): Promise<void> {
  const awarded = new Set(
    await q.insertUserBadges(
      trx,
      earned.map(({ badge, entryId }) => ({ ...who, badgeId: badge.id, entryId, at })),
    ),
  );
  for (const { badge } of earned) {
    if (!awarded.has(badge.id)) continue;
    await notify(trx, {
      clientId: who.clientId,
      userId: who.userId,
      kind: 'badge_earned',
      data: {
        badge_id: badge.id,
        code: badge.code,
        names: badge.names,
        label_key: badge.label_key,
        icon: badge.icon,
      },
      at,
    });
  }
}
