import type { StaffPointsTransferPage, StaffTransfersQuery } from '@elevar/contract';
import type { Role } from '@elevar/domain';
import { sql } from 'kysely';
import type { ServiceContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { assertModule, loadActor, requireRole } from '../../identity/index.ts';

/** Who watches the client's transfers: programme administrators (SPEC §6: they run the programme), superusers. */
const TRANSFER_STAFF_ROLES: readonly Role[] = ['program_admin'];

/**
 * GET /api/v1/admin/rewards/transfers?status=&page=&page_size=: the client's points transfers of a status (pending
 * by default), oldest first, each with its sender, the points, the partner calls tried, the last error and its age
 * (seconds since it was recorded, by the server's clock): what the settling job has not settled yet stands out.
 * Two statements, by the index (client_id, status, created_at, id).
 */
export async function staffTransfers(
  ctx: ServiceContext,
  auth: AuthContext,
  query: StaffTransfersQuery,
): Promise<StaffPointsTransferPage> {
  const actor = await loadActor(ctx, auth);
  // the store's operators' module: staff do not transfer points themselves (points_transfer is for sellers)
  await assertModule(ctx, actor, 'reward_store');
  const clientId = requireRole(actor, TRANSFER_STAFF_ROLES);
  const base = ctx.db
    .selectFrom('points_transfers as pt')
    .where('pt.client_id', '=', clientId)
    .where('pt.status', '=', query.status);
  const now = ctx.clock.now();
  const [rows, total] = await Promise.all([
    base
      .innerJoin('users as u', 'u.id', 'pt.user_id')
      .select([
        'pt.id',
        'pt.document',
        'pt.points',
        'pt.status',
        'pt.attempts',
        'pt.last_error',
        'pt.created_at',
        'pt.settled_at',
        'u.id as user_id',
        'u.full_name',
        'u.username',
      ])
      .orderBy('pt.created_at')
      .orderBy('pt.id')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    base.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(total.count),
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => {
      const created = new Date(row.created_at);
      return {
        id: Number(row.id),
        user: { id: Number(row.user_id), name: row.full_name, username: row.username },
        document: row.document,
        points: row.points,
        status: row.status,
        attempts: row.attempts,
        last_error: row.last_error,
        created_at: created.toISOString(),
        settled_at: row.settled_at ? new Date(row.settled_at).toISOString() : null,
        age_seconds: Math.max(0, Math.floor((now.getTime() - created.getTime()) / 1000)),
      };
    }),
  };
}
