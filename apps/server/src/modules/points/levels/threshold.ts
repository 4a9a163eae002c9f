import { levelReached, PROGRAMME_LEVEL_IDS, type ProgrammeLevelId } from '@elevar/domain';
import type { Trx } from '../../../db/transaction.ts';
import { notify } from '../../notifications/index.ts';
import { keptThresholds } from '../hook-facts.ts';
import type { Posting } from '../types.ts';
import { findThresholds, openLevelChange } from './queries.ts';
import { resolveLevel } from './resolve.ts';

/**
 * After a posting, in its transaction: when it carried the user's experience in the campaign across the threshold
 * of a level above theirs, opens their one pending level change (or raises its target) and sends them an internal
 * message (SPEC §4 Level). A programme administrator then approves or rejects it. The entries of one post (a sale's
 * lines) are checked together: the change asks for the highest level any of them reached, with the experience of the
 * first that reached it (as posting them one by one would leave it), and the user gets one message for the post.
 */
export async function checkLevelThreshold(trx: Trx, postings: readonly Posting[]): Promise<void> {
  const rising = postings.filter(
    (posting) =>
      !posting.duplicate &&
      posting.entry.campaignId !== null &&
      posting.balance.experience > posting.previousExperience,
  );
  const [first] = rising;
  if (!first || first.entry.campaignId === null) return;
  const who = {
    clientId: first.entry.clientId,
    userId: first.entry.userId,
    campaignId: first.entry.campaignId,
  };
  const thresholds =
    keptThresholds(trx, who.clientId, who.campaignId) ??
    (await findThresholds(trx, who.clientId, who.campaignId));
  const moved = (posting: Posting) => ({
    previousExperience: posting.previousExperience,
    experience: posting.balance.experience,
    thresholds,
  });
  // crossing no threshold above the lowest level crosses none above any level: skip reading the user's level
  const lowest = PROGRAMME_LEVEL_IDS[0] ?? 'junior';
  const crossing = rising.filter((posting) => levelReached({ level: lowest, ...moved(posting) }));
  if (crossing.length === 0) return;
  const level = await resolveLevel(trx, who);
  let reached: { posting: Posting; target: ProgrammeLevelId } | undefined;
  for (const posting of crossing) {
    const target = levelReached({ level, ...moved(posting) });
    if (target && (!reached || rank(target) > rank(reached.target))) reached = { posting, target };
  }
  if (!reached) return;
  const { posting, target } = reached;
  const change = await openLevelChange(trx, {
    ...who,
    fromLevel: level,
    toLevel: target,
    experience: posting.balance.experience,
    at: posting.entry.createdAt,
  });
  // an open change already asks for this level or a higher one
  if (!change) return;
  await notify(trx, {
    clientId: who.clientId,
    userId: who.userId,
    kind: 'level_reached',
    channel: 'message',
    at: posting.entry.createdAt,
    data: {
      level_change_id: change.id,
      campaign_id: who.campaignId,
      level: change.to_level,
      experience: change.experience,
      threshold: thresholds[change.to_level] ?? null,
    },
  });
}

const rank = (level: ProgrammeLevelId) => PROGRAMME_LEVEL_IDS.indexOf(level);
