import { carriedOverLevel, type ProgrammeLevelId } from '@elevar/domain';
import type { Db } from '../../../db/connection.ts';
import { findPreviousCampaignLevel, findUserLevel, insertUserLevelOnce, type Who } from './queries.ts';

/**
 * A user's level in a campaign, as the ledger needs it to pick the multiplier at posting. The first time (their
 * first posting in the campaign) it is carried over from their most recent previous campaign in the client, one
 * level lower if they ended that campaign below its minimum (SPEC §4), and stored, so it is computed once.
 */
export async function resolveLevel(trx: Db, who: Who): Promise<ProgrammeLevelId> {
  const stored = await findUserLevel(trx, who);
  if (stored) return stored;
  const level = carriedOverLevel(await findPreviousCampaignLevel(trx, who));
  const inserted = await insertUserLevelOnce(trx, who, level);
  return inserted ?? (await findUserLevel(trx, who)) ?? level;
}

/** The level a user has, or would start with, in a campaign, without storing anything (for reads). */
export async function currentLevel(db: Db, who: Who): Promise<ProgrammeLevelId> {
  return (await findUserLevel(db, who)) ?? carriedOverLevel(await findPreviousCampaignLevel(db, who));
}
