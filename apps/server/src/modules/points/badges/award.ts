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
import type { Posting } from '../types.ts';
import * as q from './queries.ts';

function ruleOf(badge: q.CandidateBadge): BadgeRule {
  return { rule: badge.rule, threshold: badge.threshold, pointKind: badge.point_kind };
}

/**
 * Awards the badges a new ledger entry earns, in the posting's transaction, and notifies the user of each
 * (`badge_earned`, pushed live on commit). A constant number of queries: the candidate badges (none left once the
 * user holds them all, and nothing else runs), then only what those candidates need: a count of the kind on its
 * index, the weeks of a streak, and one insert. The experience rule reads the posting's own balance.
 * `unique (user_id, badge_id)` keeps a badge to one award when postings race.
 */
export async function awardBadgesForPosting(trx: Trx, posting: Posting): Promise<void> {
  if (posting.duplicate) return;
  const { entry } = posting;
  const facts: PostingFacts = {
    kind: entry.kind,
    amount: entry.amount,
    experience: entry.experience,
    campaignId: entry.campaignId,
  };
  if (!postingCanEarn(facts)) return;
  const who = { clientId: entry.clientId, userId: entry.userId, kind: entry.kind };

  const candidates = (await q.candidateBadges(trx, { ...who, campaignId: entry.campaignId })).filter(
    (badge) => ruleConcerns(ruleOf(badge), facts),
  );
  if (candidates.length === 0) return;

  const needs = badgeMeasurements(candidates.map(ruleOf));
  if (needs.count || needs.streakWeeks > 0) await q.lockUserForBadges(trx, entry.userId);
  const week = weekOf(entry.createdAt);
  const progress: BadgeProgress = {
    kindCount: needs.count ? await q.countEarningEntries(trx, who) : 0,
    campaignExperience: entry.campaignId === null ? 0 : posting.balance.experience,
    streakWeeks:
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
        : 0,
  };

  const earned = candidates.filter((badge) => isBadgeEarned(ruleOf(badge), progress));
  await recordAwards(trx, who, earned, entry.id, entry.createdAt);
}

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
  await recordAwards(trx, who, earned, null, report.at);
}

/** Inserts the earned badges and notifies the user of each one this transaction awarded (a racing one won). */
async function recordAwards(
  trx: Trx,
  who: { clientId: number; userId: number },
  earned: q.CandidateBadge[],
  entryId: number | null,
  at: Date,
): Promise<void> {
  const awarded = new Set(
    await q.insertUserBadges(
      trx,
      earned.map((badge) => ({ ...who, badgeId: badge.id, entryId, at })),
    ),
  );
  for (const badge of earned) {
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
