import type { Trx } from '../../db/transaction.ts';
import type { ServerModule } from '../manifest.ts';
import type { Posting } from './types.ts';

let hooks: NonNullable<ServerModule['postingHooks']> | undefined;

/**
 * What follows new ledger entries, in the posting's own transaction: every manifest's posting hooks, in the order of
 * the manifests (points' own: the level threshold check, then badge awards), once for the entries of one post (one
 * entry, or a batch of one balance in order, each with the balance right after it). Not called for duplicates.
 */
export async function afterPosting(trx: Trx, postings: readonly Posting[]): Promise<void> {
  // the list of manifests imports the ledger back: read it at the first posting, not at load
  hooks ??= (await import('../index.ts')).serverModules.flatMap((module) => module.postingHooks ?? []);
  for (const hook of hooks) await hook(trx, postings);
}
