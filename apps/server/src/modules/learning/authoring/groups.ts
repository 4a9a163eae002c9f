import type { GroupImportReport, GroupMemberPage, GroupMemberQuery } from '@elevar/contract';
import { GROUP_IMPORT_MAX_ROWS } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ServiceContext } from '../../../context.ts';
import type { Trx } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import { notFound } from '../../../platform/errors.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { readUploadedFile } from '../../../platform/uploads.ts';
import { loadActor } from '../../identity/index.ts';
import { type AuthorScope, learningAdminScope } from './policy.ts';
import { fieldError } from './texts.ts';

/**
 * Who belongs to a user group of the client (content shown to a group is seen by its members): programme
 * administrators and superusers list, add, remove and import members. Only users of the client can join.
 */

/** The largest CSV of usernames accepted. */
export const GROUP_CSV_MAX_BYTES = 1024 * 1024;

async function scopeOf(ctx: ServiceContext, auth: AuthContext) {
  return learningAdminScope(await loadActor(ctx, auth));
}

async function assertGroup(db: ServiceContext['db'] | Trx, clientId: number, groupId: number) {
  const group = await db
    .selectFrom('user_groups')
    .select('id')
    .where('client_id', '=', clientId)
    .where('id', '=', groupId)
    .executeTakeFirst();
  if (!group) throw notFound();
}

/** GET /api/v1/admin/learning/groups/:id/members: by username, with a search on username and name. */
export async function listMembers(
  ctx: ServiceContext,
  auth: AuthContext,
  groupId: number,
  query: GroupMemberQuery,
): Promise<GroupMemberPage> {
  const scope = await scopeOf(ctx, auth);
  await assertGroup(ctx.db, scope.clientId, groupId);
  let base = ctx.db
    .selectFrom('user_group_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('m.group_id', '=', groupId);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([eb('u.username', 'ilike', pattern), eb('u.full_name', 'ilike', pattern)]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .select(['u.id', 'u.username', 'u.full_name', 'm.created_at'])
      .orderBy(sql`lower(u.username)`)
      .orderBy('u.id')
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    count: total.n,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((row) => ({
      user_id: row.id,
      username: row.username,
      full_name: row.full_name,
      added_at: row.created_at.toISOString(),
    })),
  };
}

/**
 * Adds the users named (case-insensitive) to the group, in one transaction: each username, as first sent, lands in
 * one list of the report. A username of no user of the client is unknown.
 */
async function addUsernames(
  ctx: ServiceContext,
  scope: AuthorScope,
  groupId: number,
  usernames: readonly string[],
  action: 'learning.group_member.added' | 'learning.group_member.imported',
): Promise<GroupImportReport> {
  const byKey = new Map<string, string>();
  for (const name of usernames) {
    const key = name.trim().toLowerCase();
    if (key && !byKey.has(key)) byKey.set(key, name.trim());
  }
  const keys = [...byKey.keys()];
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await assertGroup(trx, scope.clientId, groupId);
    const users = keys.length
      ? await trx
          .selectFrom('users as u')
          .innerJoin('user_clients as uc', (join) =>
            join.onRef('uc.user_id', '=', 'u.id').on('uc.client_id', '=', scope.clientId),
          )
          .leftJoin('user_group_members as m', (join) =>
            join.onRef('m.user_id', '=', 'u.id').on('m.group_id', '=', groupId),
          )
          .select([
            sql<string>`lower(u.username)`.as('key'),
            'u.id',
            sql<boolean>`m.user_id is not null`.as('member'),
          ])
          .where(sql<boolean>`lower(u.username) in (${sql.join(keys)})`)
          .execute()
      : [];
    const found = new Map(users.map((u) => [u.key, u]));
    const report: GroupImportReport = { added: [], already_member: [], unknown: [] };
    const toAdd: number[] = [];
    for (const [key, name] of byKey) {
      const user = found.get(key);
      if (!user) report.unknown.push(name);
      else if (user.member) report.already_member.push(name);
      else {
        report.added.push(name);
        toAdd.push(user.id);
      }
    }
    if (toAdd.length) {
      for (let start = 0; start < toAdd.length; start += 1000)
        await trx
          .insertInto('user_group_members')
          .values(
            toAdd
              .slice(start, start + 1000)
              .map((userId) => ({ group_id: groupId, user_id: userId, created_at: now })),
          )
          .onConflict((oc) => oc.doNothing())
          .execute();
      await recordAudit(trx, {
        actor: scope.actorId,
        clientId: scope.clientId,
        action,
        entity: 'user_group',
        entityId: groupId,
        fields: ['user_id'],
        at: now,
      });
    }
    return report;
  });
}

/** POST /api/v1/admin/learning/groups/:id/members */
export async function addMembers(
  ctx: ServiceContext,
  auth: AuthContext,
  groupId: number,
  usernames: readonly string[],
): Promise<GroupImportReport> {
  return addUsernames(ctx, await scopeOf(ctx, auth), groupId, usernames, 'learning.group_member.added');
}

/**
 * The usernames of a CSV file: the first column of each row (comma or semicolon separated, quotes removed), blank
 * rows skipped, a first row reading "username" taken as the header.
 */
export function usernamesOfCsv(text: string): string[] {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((line) =>
      (line.split(/[,;]/, 1)[0] ?? '')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    )
    .filter((cell) => cell.length > 0);
  if (rows[0] && /^(username|usuario|usuário|nom d'utilisateur|user)$/i.test(rows[0])) rows.shift();
  return rows;
}

/** POST /api/v1/admin/learning/groups/:id/members/import: a CSV of usernames (field `file`). */
export async function importMembers(
  ctx: ServiceContext,
  auth: AuthContext,
  groupId: number,
  request: FastifyRequest,
  language: LanguageCode,
): Promise<GroupImportReport> {
  const scope = await scopeOf(ctx, auth);
  await assertGroup(ctx.db, scope.clientId, groupId);
  const file = await readUploadedFile(request, {
    field: 'file',
    maxBytes: GROUP_CSV_MAX_BYTES,
    tooLarge: 'common.payload_too_large',
  });
  const text = file.buffer.toString('utf8');
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw fieldError('file', 'field.invalid', language);
  const usernames = usernamesOfCsv(text);
  if (
    usernames.length === 0 ||
    usernames.length > GROUP_IMPORT_MAX_ROWS ||
    usernames.some((u) => u.length > 256)
  )
    throw fieldError('file', 'field.invalid', language);
  return addUsernames(ctx, scope, groupId, usernames, 'learning.group_member.imported');
}

/** DELETE /api/v1/admin/learning/groups/:id/members/:user_id: removing a non-member changes nothing. */
export async function removeMember(
  ctx: ServiceContext,
  auth: AuthContext,
  groupId: number,
  userId: number,
): Promise<{ ok: true }> {
  const scope = await scopeOf(ctx, auth);
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    await assertGroup(trx, scope.clientId, groupId);
    const removed = await trx
      .deleteFrom('user_group_members')
      .where('group_id', '=', groupId)
      .where('user_id', '=', userId)
      .returning('user_id')
      .executeTakeFirst();
    if (removed)
      await recordAudit(trx, {
        actor: scope.actorId,
        clientId: scope.clientId,
        action: 'learning.group_member.removed',
        entity: 'user_group',
        entityId: groupId,
        fields: ['user_id'],
        at: now,
      });
    return { ok: true as const };
  });
}
