import type { Role, UserStatus } from '@elevar/domain';
import { type Expression, type ExpressionBuilder, type Insertable, type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import type { Database } from '../../../db/types.ts';

/** What a registration form of a client is built from (SPEC §3 register config). */
export async function findRegisterConfig(db: Db, clientId: number) {
  return db
    .selectFrom('login_settings')
    .select(['password_strength_level', 'register_fields'])
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** A country the client runs in, by id (undefined when the client does not run there). */
export async function findClientCountry(db: Db, clientId: number, countryId: number) {
  return db
    .selectFrom('client_countries')
    .innerJoin('countries', 'countries.id', 'client_countries.country_id')
    .select(['countries.id', 'countries.code'])
    .where('client_countries.client_id', '=', clientId)
    .where('client_countries.country_id', '=', countryId)
    .executeTakeFirst();
}

export async function isClientBranch(db: Db, clientId: number, branchId: number): Promise<boolean> {
  const row = await db
    .selectFrom('branches')
    .select('id')
    .where('client_id', '=', clientId)
    .where('id', '=', branchId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether any account signs in with this (normalized) e-mail, as its e-mail or as its username. */
export async function isEmailInUse(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb(sql`lower(email)`, '=', email), eb(sql`lower(username)`, '=', email)]))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Db, values: Insertable<Database['users']>) {
  return db.insertInto('users').values(values).returning(['id', 'username']).executeTakeFirstOrThrow();
}

export async function insertMembership(
  db: Db,
  values: { userId: number; clientId: number; role: Role; branchId: number | null },
) {
  await db
    .insertInto('user_clients')
    .values({
      user_id: values.userId,
      client_id: values.clientId,
      role: values.role,
      branch_id: values.branchId,
    })
    .execute();
}

export async function findClient(db: Db, clientId: number) {
  return db
    .selectFrom('clients')
    .select(['id', 'slug', 'name'])
    .where('id', '=', clientId)
    .executeTakeFirst();
}

/**
 * An account belongs to a client's review when it registered there or is a member there. `null` is every client
 * (a superuser without a selected client).
 */
function inClient(eb: ExpressionBuilder<Database, 'users'>, clientId: number | null): Expression<SqlBool> {
  if (clientId === null) return sql<boolean>`true`;
  return eb.or([
    eb('users.registration_client_id', '=', clientId),
    eb.exists(
      eb
        .selectFrom('user_clients as scope')
        .select('scope.user_id')
        .whereRef('scope.user_id', '=', 'users.id')
        .where('scope.client_id', '=', clientId),
    ),
  ]);
}

/** `%text%` for LIKE, with the pattern characters of the text taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface ReviewFilter {
  clientId: number | null;
  status: UserStatus;
  /** Matched against name, e-mail and username; `documentSearch` (separators stripped) against the document. */
  search?: string | undefined;
  documentSearch?: string | undefined;
}

type UsersWhere = (eb: ExpressionBuilder<Database, 'users'>) => Expression<SqlBool>;

function reviewFilter(filter: ReviewFilter): UsersWhere {
  return (eb) => {
    const conditions = [eb('users.status', '=', filter.status), inClient(eb, filter.clientId)];
    const search = filter.search?.trim();
    if (search) {
      const term = contains(search);
      const matches = [
        eb('users.full_name', 'ilike', term),
        eb('users.email', 'ilike', term),
        eb('users.username', 'ilike', term),
      ];
      if (filter.documentSearch) matches.push(eb('users.document', 'ilike', contains(filter.documentSearch)));
      conditions.push(eb.or(matches));
    }
    return eb.and(conditions);
  };
}

/**
 * The columns of an account under review, with its role and branch in the reviewed client and the register fields
 * of the client it registered with (what its dynamic answers answer).
 */
function selectAccounts(db: Db, clientId: number | null, where: UsersWhere) {
  return db
    .selectFrom('users')
    .where(where)
    .leftJoin('countries', 'countries.id', 'users.country_id')
    .leftJoin('user_clients as membership', (join) =>
      clientId === null
        ? join
            .onRef('membership.user_id', '=', 'users.id')
            .onRef('membership.client_id', '=', 'users.registration_client_id')
        : join.onRef('membership.user_id', '=', 'users.id').on('membership.client_id', '=', clientId),
    )
    .leftJoin('branches', 'branches.id', 'membership.branch_id')
    .leftJoin('login_settings as registration', 'registration.client_id', 'users.registration_client_id')
    .select([
      'users.id',
      'users.username',
      'users.full_name',
      'users.email',
      'users.document',
      'users.phone_mobile',
      'countries.code as country',
      'users.registration_variant',
      'users.status',
      'users.company_agency',
      'users.brand',
      'users.retailer',
      'users.store_nickname',
      'users.gmin_number',
      'users.extra_fields',
      'users.created_at',
      'membership.role',
      'branches.name as branch',
      'branches.names as branch_names',
      'registration.register_fields',
    ]);
}

export type AccountReviewRow = Awaited<ReturnType<typeof listAccountsForReview>>['rows'][number];

/** One page of accounts for review, newest first, and the total count: two queries whatever the page size. */
export async function listAccountsForReview(
  db: Db,
  filter: ReviewFilter,
  page: { limit: number; offset: number },
) {
  const where = reviewFilter(filter);
  const [count, rows] = await Promise.all([
    db
      .selectFrom('users')
      .where(where)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
    selectAccounts(db, filter.clientId, where)
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { count: Number(count.count), rows };
}

/** One account as the review list shows it, when it is in the reviewer's client (whatever its status). */
export async function findAccountForReview(db: Db, id: number, clientId: number | null) {
  return selectAccounts(db, clientId, (eb) =>
    eb.and([eb('users.id', '=', id), inClient(eb, clientId)]),
  ).executeTakeFirst();
}

/**
 * Approves or rejects an account still awaiting approval, in the reviewer's client. The status condition makes
 * a concurrent second review find no row instead of reviewing twice.
 */
export async function reviewAccount(
  db: Db,
  values: {
    id: number;
    clientId: number | null;
    status: 'approved' | 'rejected';
    reviewerId: number;
    at: Date;
  },
) {
  return db
    .updateTable('users')
    .set({
      status: values.status,
      reviewed_at: values.at,
      reviewed_by: values.reviewerId,
      updated_at: values.at,
    })
    .where('users.id', '=', values.id)
    .where('users.status', '=', 'awaiting_approval')
    .where((eb) => inClient(eb, values.clientId))
    .returning([
      'users.id',
      'users.email',
      'users.name',
      'users.full_name',
      'users.language_id',
      'users.registration_client_id',
    ])
    .executeTakeFirst();
}

export interface OutboxFilter {
  /** Messages of this client only; `null` is every message (superusers). */
  clientId: number | null;
  channel?: 'email' | 'sms' | 'whatsapp' | undefined;
  recipient?: string | undefined;
}

function outboxBase(db: Db, filter: OutboxFilter) {
  let query = db.selectFrom('outbox_messages');
  if (filter.clientId !== null) query = query.where('client_id', '=', filter.clientId);
  if (filter.channel) query = query.where('channel', '=', filter.channel);
  const recipient = filter.recipient?.trim();
  if (recipient) query = query.where('recipient', 'ilike', contains(recipient));
  return query;
}

export type OutboxRow = Awaited<ReturnType<typeof listOutbox>>['rows'][number];

/** One page of the outbox, newest first, and the total count. */
export async function listOutbox(db: Db, filter: OutboxFilter, page: { limit: number; offset: number }) {
  const [count, rows] = await Promise.all([
    outboxBase(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
    outboxBase(db, filter)
      .select(['id', 'channel', 'recipient', 'subject', 'body', 'template', 'status', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { count: Number(count.count), rows };
}
