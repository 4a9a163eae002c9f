import type { Trx } from '../../db/transaction.ts';
import type { Completion, ServerModule } from '../manifest.ts';

let hooks: NonNullable<ServerModule['completionHooks']> | undefined;

/**
 * What follows a learner's course or trail finishing, in the transaction that finished it: every manifest's
 * completion hooks, in the order of the manifests (certificates issues the training's certificate).
 */
export async function afterCompletion(trx: Trx, completion: Completion): Promise<void> {
  // the list of manifests imports learning back: read it at the first completion, not at load
  hooks ??= (await import('../index.ts')).serverModules.flatMap((module) => module.completionHooks ?? []);
  for (const hook of hooks) await hook(trx, completion);
}
