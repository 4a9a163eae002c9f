import { carriedOverLevel, type ProgrammeLevelId } from '@elevar/domain';
import type { Db } from '../../../db/connection.ts';
import { findLevelFacts, findUserLevel, insertUserLevelOnce, type LevelFacts, type Who } from './queries.ts';

/**
 * A user's level in a campaign, as the ledger needs it to pick the multiplier at posting. The first time (their
 * first posting in the campaign) it is carried over from their most recent previous campaign in the client, one
 * level lower if they ended that campaign below its minimum (SPEC §4), and stored, so it is computed once.
 * `facts`: the level facts when the caller read them already (the ledger, with a posting's rules).
 */
export async function resolveLevel(db: Db, who: Who, facts?: LevelFacts): Promise<ProgrammeLevelId> {
  const { stored, previous } = facts ?? (await findLevelFacts(db, who));
  if (stored) return stored;
  const level = carriedOverLevel(previous);
  const inserted = await insertUserLevelOnce(db, who, level);
  return inserted ?? (await findUserLevel(db, who)) ?? level;
}

/** The level a user has, or would start with, in a campaign, without storing anything (for reads): one statement. */
export async function currentLevel(db: Db, who: Who): Promise<ProgrammeLevelId> {
  const { stored, previous } = await findLevelFacts(db, who);
  return stored ?? carriedOverLevel(previous);
}
