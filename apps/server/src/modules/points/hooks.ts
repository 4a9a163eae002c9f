import type { Trx } from '../../db/transaction.ts';
import { awardBadgesForPosting } from './badges/award.ts';
import { checkLevelThreshold } from './levels/threshold.ts';
import type { Posting } from './types.ts';

/**
 * What follows a new ledger entry, in the posting's own transaction: the level threshold check and badge
 * awards. Not called for a duplicate post.
 */
export async function afterPosting(trx: Trx, posting: Posting): Promise<void> {
  await checkLevelThreshold(trx, posting);
  await awardBadgesForPosting(trx, posting);
}
