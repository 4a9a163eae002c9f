import { isTestKind, type TestKind } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { Trx } from '../../../db/transaction.ts';
import { type AuditRecord, recordAudit } from '../../../platform/audit.ts';
import { notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { loadActor } from '../../identity/index.ts';
import { type AuthorScope, authorScope, editableCourse } from '../../learning/index.ts';

/**
 * Who may build tests: learning's authors (`authorScope`: an instructor, a programme administrator, a superuser
 * acting in the client; anyone else 403). Banks are the client's; a test activity is its course's, editable as
 * learning's editor decides (an instructor their own courses). Everything else of another client is 404.
 */
export async function scopeOf(ctx: ServiceContext, auth: AuthContext): Promise<AuthorScope> {
  return authorScope(await loadActor(ctx, auth));
}

/** The test activity (by id), its course editable by the author; 404 otherwise. */
export async function editableTestActivity(trx: Trx, scope: AuthorScope, activityId: number) {
  const activity = await trx
    .selectFrom('activities')
    .select(['id', 'course_id', 'kind'])
    .where('id', '=', activityId)
    .where('client_id', '=', scope.clientId)
    .executeTakeFirst();
  if (!activity || !isTestKind(activity.kind)) throw notFound();
  await editableCourse(trx, scope, activity.course_id);
  return { ...activity, kind: activity.kind as TestKind };
}

/** A bank of the client, locked for the rest of the transaction when `lock`; 404 otherwise. */
export async function findBank(trx: Trx, clientId: number, bankId: number, lock = false) {
  let query = trx
    .selectFrom('assessment_banks')
    .select(['id', 'title'])
    .where('id', '=', bankId)
    .where('client_id', '=', clientId);
  if (lock) query = query.forUpdate();
  const bank = await query.executeTakeFirst();
  if (!bank) throw notFound();
  return bank;
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Records a staff change in the audit trail, by the author in their client. */
export function audit(
  trx: Trx,
  scope: AuthorScope,
  at: Date,
  record: Pick<AuditRecord, 'action' | 'entity' | 'entityId' | 'fields'>,
): Promise<void> {
  return recordAudit(trx, { actor: scope.actorId, clientId: scope.clientId, at, ...record });
}
