import type { Participant, ParticipantPage, ParticipantQuery } from '@elevar/contract';
import { ParticipantQuery as QuerySchema } from '@elevar/contract';
import { type SqlBool, sql } from 'kysely';
import type { ServiceContext } from '../../../context.ts';
import type { Db } from '../../../db/connection.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { notify } from '../../notifications/index.ts';
import { setupScope } from './service.ts';

/**
 * Blocking a user from the rewards programme for activity against the rules (SPEC §8 Campaign access): programme
 * administrators set `user_clients.rewards_blocked_at` for a participant of their client (a user with a partner
 * account there). A blocked user keeps their account and training; the programme refuses them with SPEC §8's
 * message (`rewards.account_blocked`) wherever they register, report a sale, send a photo or redeem.
 */

/** `%text%` for LIKE, with the pattern characters of the text taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function participants(db: Db, clientId: number) {
  return db
    .selectFrom('users as u')
    .innerJoin('user_clients as m', (join) =>
      join.onRef('m.user_id', '=', 'u.id').on('m.client_id', '=', clientId),
    )
    .leftJoin('countries as c', 'c.id', 'u.country_id')
    .where('u.gmin_number', 'is not', null);
}

const COLUMNS = [
  'u.id',
  'u.full_name as name',
  'u.username',
  sql<string | null>`trim(c.code)`.as('country_code'),
  'm.rewards_blocked_at',
] as const;

type Row = {
  id: number;
  name: string;
  username: string;
  country_code: string | null;
  rewards_blocked_at: Date | null;
};
const toParticipant = (row: Row): Participant => ({
  id: row.id,
  name: row.name,
  username: row.username,
  country_code: row.country_code,
  blocked_at: row.rewards_blocked_at === null ? null : new Date(row.rewards_blocked_at).toISOString(),
});

/** GET /api/v1/admin/rewards/participants: the client's participants by name, filtered by name and block. */
export async function listParticipants(
  ctx: ServiceContext,
  auth: AuthContext,
  input: ParticipantQuery,
): Promise<ParticipantPage> {
  const query = QuerySchema.parse(input);
  const { clientId } = await setupScope(ctx, auth);
  let base = participants(ctx.db, clientId);
  if (query.search)
    base = base.where((eb) =>
      eb.or([
        eb('u.full_name', 'ilike', contains(query.search ?? '')),
        eb('u.username', 'ilike', contains(query.search ?? '')),
      ]),
    );
  if (query.blocked !== undefined)
    base = base.where(sql<SqlBool>`(m.rewards_blocked_at is not null) = ${query.blocked === 'true'}`);
  const [rows, total] = await Promise.all([
    base
      .select(COLUMNS)
      .orderBy('u.full_name')
      .orderBy('u.id')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(total.count),
    page: query.page,
    page_size: query.page_size,
    results: rows.map(toParticipant),
  };
}

/**
 * POST …/participants/:id/block and …/unblock: sets or clears the block, once (a second call changes nothing and
 * records nothing); audited `rewards.participant.blocked|unblocked` on the account. Another client's user, or one
 * without a partner account, is not found.
 */
export async function setParticipantBlock(
  ctx: ServiceContext,
  auth: AuthContext,
  userId: number,
  blocked: boolean,
): Promise<Participant> {
  const { clientId, actorId } = await setupScope(ctx, auth);
  return ctx.db.transaction().execute(async (trx) => {
    const found = await participants(trx, clientId)
      .select('u.id')
      .where('u.id', '=', userId)
      .executeTakeFirst();
    if (!found) throw notFound();
    const now = ctx.clock.now();
    const changed = await trx
      .updateTable('user_clients')
      .set({ rewards_blocked_at: blocked ? now : null })
      .where('user_id', '=', userId)
      .where('client_id', '=', clientId)
      .where('rewards_blocked_at', blocked ? 'is' : 'is not', null)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) > 0) {
      await notify(trx, {
        clientId,
        userId,
        kind: blocked ? 'rewards_blocked' : 'rewards_unblocked',
        at: now,
        data: { client_id: clientId },
      });
      await recordAudit(trx, {
        actor: actorId,
        clientId,
        action: blocked ? 'rewards.participant.blocked' : 'rewards.participant.unblocked',
        entity: 'account',
        entityId: userId,
        fields: ['rewards_blocked_at'],
        at: now,
      });
    }
    const row = await participants(trx, clientId)
      .select(COLUMNS)
      .where('u.id', '=', userId)
      .executeTakeFirstOrThrow();
    return toParticipant(row);
  });
}
