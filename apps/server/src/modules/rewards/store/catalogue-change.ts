import type { AuditAction, AuditEntity } from '@elevar/contract';
import type { ServiceContext } from '../../../context.ts';
import { inTransaction, type Trx } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { catalogueCache, publishCatalogueChanged } from './catalogue-cache.ts';
import { operatorScope } from './orders.ts';

/** The audit event of a catalogue change. */
export interface CatalogueEvent {
  action: AuditAction;
  entity: AuditEntity;
  entityId: number;
  fields?: readonly string[];
}

export type OperatorScope = Awaited<ReturnType<typeof operatorScope>>;

/**
 * One operator's change of the store's catalogue (the reward editor, departments and categories): the operators'
 * scope, then `work` in one transaction; when it says what changed (an event; null: nothing did), the change is
 * published on the catalogue channel and audited in that transaction, and the instance's kept pages are dropped
 * after commit (the other instances' on the event).
 */
export async function changeCatalogue<T>(
  ctx: ServiceContext,
  auth: AuthContext,
  work: (trx: Trx, scope: OperatorScope) => Promise<{ value: T; event: CatalogueEvent | null }>,
): Promise<{ value: T; clientId: number }> {
  const scope = await operatorScope(ctx, auth);
  const { value, event, generation } = await inTransaction(ctx.db, async (trx) => {
    const outcome = await work(trx, scope);
    let bumped: number | undefined;
    if (outcome.event) {
      bumped = await publishCatalogueChanged(trx, scope.clientId);
      await recordAudit(trx, {
        actor: scope.actorId,
        clientId: scope.clientId,
        action: outcome.event.action,
        entity: outcome.event.entity,
        entityId: outcome.event.entityId,
        ...(outcome.event.fields ? { fields: outcome.event.fields } : {}),
        at: ctx.clock.now(),
      });
    }
    return { ...outcome, generation: bumped };
  });
  if (event) catalogueCache(ctx).drop(scope.clientId, generation);
  return { value, clientId: scope.clientId };
}
