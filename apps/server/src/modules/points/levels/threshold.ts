import { levelReached, PROGRAMME_LEVEL_IDS } from '@elevar/domain';
import type { Trx } from '../../../db/transaction.ts';
import { notify } from '../../notifications/index.ts';
import type { Posting } from '../types.ts';
import { findThresholds, openLevelChange } from './queries.ts';
import { resolveLevel } from './resolve.ts';

/**
 * After a posting, in its transaction: when it carried the user's experience in the campaign across the threshold
 * of a level above theirs, opens their one pending level change (or raises its target) and sends them an internal
 * message (SPEC §4 Level). A programme administrator then approves or rejects it.
 */
export async function checkLevelThreshold(trx: Trx, posting: Posting): Promise<void> {
  const { entry, balance, previousExperience } = posting;
  if (posting.duplicate || entry.campaignId === null || balance.experience <= previousExperience) return;
  const who = { clientId: entry.clientId, userId: entry.userId, campaignId: entry.campaignId };
  const thresholds = await findThresholds(trx, who.clientId, who.campaignId);
  const moved = { previousExperience, experience: balance.experience, thresholds };
  // crossing no threshold above the lowest level crosses none above any level: skip reading the user's level
  if (!levelReached({ level: PROGRAMME_LEVEL_IDS[0] ?? 'junior', ...moved })) return;
  const level = await resolveLevel(trx, who);
  const target = levelReached({ level, ...moved });
  if (!target) return;
  const change = await openLevelChange(trx, {
    ...who,
    fromLevel: level,
    toLevel: target,
    experience: balance.experience,
    at: entry.createdAt,
  });
  // an open change already asks for this level or a higher one
  if (!change) return;
  await notify(trx, {
    clientId: who.clientId,
    userId: who.userId,
    kind: 'level_reached',
    channel: 'message',
    at: entry.createdAt,
    data: {
      level_change_id: change.id,
      campaign_id: who.campaignId,
      level: change.to_level,
      experience: change.experience,
      threshold: thresholds[change.to_level] ?? null,
    },
  });
}
